"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { DocumentPage } from "@/lib/workspace/api-types";
import { documentFiltersQuery, PAGE_SIZE, type DocumentFilters } from "@/lib/workspace/document-filters";
import { fetchJson } from "@/components/shell/fetch-json";

/** A page of documents for a view, with its facets; the last page stays shown while the next loads. */
export function useDocuments(filters: DocumentFilters, pageSize = PAGE_SIZE) {
  const query = documentFiltersQuery(filters);
  if (pageSize !== PAGE_SIZE) query.set("pageSize", String(pageSize));
  const search = query.toString();
  return useQuery({
    queryKey: ["documents", search],
    queryFn: ({ signal }) => fetchJson<DocumentPage>(`/api/workspace/documents?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
