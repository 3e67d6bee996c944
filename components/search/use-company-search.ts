"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Company } from "@/lib/workspace/api-types";
import { fetchJson } from "@/components/shell/fetch-json";
import { useDebounced } from "@/components/shell/use-debounced";

/** Type-ahead company search: waits for a pause in typing, keeps the last results meanwhile. */
export function useCompanySearch(text: string, limit = 10) {
  const query = useDebounced(text.trim(), 120);
  const result = useQuery({
    queryKey: ["company-search", query, limit],
    queryFn: ({ signal }) =>
      fetchJson<Company[]>(`/api/workspace/companies/search?${new URLSearchParams({ query, limit: String(limit) })}`, { signal }),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
  return { ...result, query, settled: query === text.trim() };
}
