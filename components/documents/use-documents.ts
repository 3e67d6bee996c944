"use client";
import { useQuery } from "@tanstack/react-query";
import type { DocumentListItem } from "@/lib/workspace/api-types";
import { documentFiltersQuery, type DocumentFilters } from "@/lib/workspace/document-filters";
import { fetchJson } from "@/components/shell/fetch-json";

/** Newest first by date (undated last), then id, whatever order the API keeps. */
function newestFirst(a: DocumentListItem, b: DocumentListItem): number {
  const x = a.date ?? "";
  const y = b.date ?? "";
  return x < y ? 1 : x > y ? -1 : a.id.localeCompare(b.id);
}

export function useDocuments(filters: DocumentFilters) {
  const query = documentFiltersQuery(filters).toString();
  return useQuery({
    queryKey: ["documents", query],
    queryFn: async ({ signal }) => (await fetchJson<DocumentListItem[]>(`/api/workspace/documents?${query}`, { signal })).sort(newestFirst),
  });
}
