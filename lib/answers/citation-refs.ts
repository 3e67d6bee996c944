// Citation ids: `#` + 8 lowercase hex digits, the same for a (document, page) pair on every run,
// so an answer's links stay valid and the same page is always cited the same way.

/** First 4 hex digits of the document id, then the zero-based page index in 4 hex digits. */
export function citationRef(documentId: string, pageNumber: number): string {
  const prefix = documentId.replace(/-/g, "").slice(0, 4).toLowerCase().padEnd(4, "0");
  const index = Math.max(0, pageNumber - 1) & 0xffff;
  return `#${prefix}${index.toString(16).padStart(4, "0")}`;
}

/** A `[#ref]` marker as it appears in answer text. */
export const MARKER = /\[(#[0-9a-f]{8})\]/g;

export function markersIn(text: string): string[] {
  return [...text.matchAll(MARKER)].map((m) => m[1]);
}
