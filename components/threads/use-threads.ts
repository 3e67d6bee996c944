"use client";
// The signed-in user's threads and the changes they can make to them.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ThreadSummary, ThreadView } from "@/lib/threads/thread-types";
import { fetchJson, fetchWorkspace } from "@/components/shell/fetch-json";

const url = (id: string) => `/api/workspace/threads/${encodeURIComponent(id)}`;

export function useThreadList() {
  return useQuery({
    queryKey: ["threads"],
    queryFn: ({ signal }) => fetchJson<ThreadSummary[]>("/api/workspace/threads", { signal }),
    staleTime: 0,
  });
}

/** One thread, always as the server has it now (a cached copy could be turns behind). */
export function useThreadView(id: string) {
  return useQuery({
    queryKey: ["thread", id],
    queryFn: ({ signal }) => fetchJson<ThreadView>(url(id), { signal }),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useThreadChanges() {
  const queryClient = useQueryClient();
  const settle = () => Promise.all([
    queryClient.invalidateQueries({ queryKey: ["threads"] }),
    queryClient.invalidateQueries({ queryKey: ["thread"] }),
  ]);
  const rename = useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      fetchWorkspace(url(id), { method: "PATCH", headers: { "content-type": "application/json" }, body: JSON.stringify({ title }) }),
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: (id: string) => fetchWorkspace(url(id), { method: "DELETE" }),
    onSettled: settle,
  });
  return { rename, remove };
}
