import type { Source } from "@/lib/workspace/streamed-events";

/** The viewer at the cited page, asked to highlight the excerpt. */
export function citationHref(source: Source): string {
  const params = new URLSearchParams();
  if (source.excerpt) params.set("highlight", source.excerpt.slice(0, 1500));
  const query = params.size ? `?${params}` : "";
  return `/documents/${encodeURIComponent(source.documentMetadata.id)}${query}#page-${source.pageNumber}`;
}
