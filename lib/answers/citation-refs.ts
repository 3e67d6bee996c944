// Citation ids: `#` + 8 lowercase hex digits, the same for a (document, page) pair on every run,
// so an answer's links stay valid and the same page is always cited the same way.

/** First 4 hex digits of the document id, then the zero-based page index in 4 hex digits. */
export function citationRef(documentId: string, pageNumber: number): string {
  const prefix = documentId.replace(/-/g, "").slice(0, 4).toLowerCase().padEnd(4, "0");
  const index = Math.max(0, pageNumber - 1) & 0xffff;
  return `#${prefix}${index.toString(16).padStart(4, "0")}`;
}

// The one spelling of a ref in patterns. Refs are lowercase on the wire; readers of text a
// model wrote add the `i` flag and lowercase what they find.
const HEX = "[0-9a-f]";
const REF = `#${HEX}{8}`;

/** A ref on its own, e.g. a key of `sourceMap`. */
export const REF_KEY = new RegExp(`^${REF}$`);

/** A `[#ref]` marker as it appears in answer text; the ref is the first group. */
export const MARKER = new RegExp(`\\[(${REF})\\]`, "g");

/** The end of streamed text that may still grow into a marker: "[", "[#", "[#3a", "[#3a2b0003". */
export const PARTIAL_MARKER = new RegExp(`\\[(#${HEX}{0,8})?$`);

export function markersIn(text: string): string[] {
  return [...text.matchAll(MARKER)].map((m) => m[1]!);
}
