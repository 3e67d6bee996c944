// The Markdown form of a whole document, as served by markdownFileUrl: each physical page is
// introduced by a marker comment, so readers can split it back into pages.

const MARKER = /^<!-- page (\d+) -->$/;

export function pageMarker(pageNumber: number): string {
  return `<!-- page ${pageNumber} -->`;
}

export function toDocumentMarkdown(title: string, pages: { pageNumber: number; content: string }[]): string {
  const parts = [`# ${title}`, ""];
  for (const p of pages) parts.push(pageMarker(p.pageNumber), "", p.content.trim(), "");
  return parts.join("\n");
}

/** Splits a document's Markdown back into its pages (text before the first marker is dropped). */
export function splitDocumentMarkdown(markdown: string): { pageNumber: number; content: string }[] {
  const pages: { pageNumber: number; content: string[] }[] = [];
  for (const line of markdown.split("\n")) {
    const m = MARKER.exec(line.trim());
    if (m) pages.push({ pageNumber: Number(m[1]), content: [] });
    else pages.at(-1)?.content.push(line);
  }
  return pages.map((p) => ({ pageNumber: p.pageNumber, content: p.content.join("\n").trim() }));
}
