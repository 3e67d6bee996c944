"use client";
import { useQuery } from "@tanstack/react-query";
import { splitDocumentMarkdown } from "@/lib/catalog/document-markdown";
import type { DocumentDetail } from "@/lib/workspace/api-types";
import { fetchJson, fetchText } from "@/components/shell/fetch-json";

export function useDocumentDetail(id: string) {
  return useQuery({
    queryKey: ["document", id],
    queryFn: ({ signal }) => fetchJson<DocumentDetail>(`/api/workspace/documents/${encodeURIComponent(id)}`, { signal }),
  });
}

export interface ViewerPage {
  pageNumber: number;
  markdown: string;
}

/** The document's pages, from its Markdown file; a file without page markers is one page. */
export function useDocumentPages(id: string) {
  return useQuery({
    queryKey: ["document-pages", id],
    queryFn: async ({ signal }): Promise<ViewerPage[]> => {
      const markdown = await fetchText(`/api/workspace/documents/${encodeURIComponent(id)}/markdown`, { signal });
      const pages = splitDocumentMarkdown(markdown).map((p) => ({ pageNumber: p.pageNumber, markdown: p.content }));
      return pages.length > 0 || !markdown.trim() ? pages : [{ pageNumber: 1, markdown: markdown.trim() }];
    },
    // A document's content never changes under its id.
    staleTime: Infinity,
  });
}
