// Citation markers in answer text (`[#ref]`, the pattern of lib/answers/citation-refs). These
// helpers number them, hide a marker still being streamed, and turn an answer into portable
// Markdown with footnotes.
import { MARKER as CITATION_MARKER, PARTIAL_MARKER } from "../answers/citation-refs";
import type { SourceMap } from "./streamed-events";

/** Refs in order of first appearance; their position + 1 is the number shown to readers. */
export function citationOrder(content: string): string[] {
  const seen = new Set<string>();
  for (const match of content.matchAll(CITATION_MARKER)) seen.add(match[1]!);
  return [...seen];
}

/** While fragments arrive, a marker may be cut in half (`… [#1a2`); hold it back until whole. */
export function withoutPartialMarker(content: string): string {
  return content.replace(PARTIAL_MARKER, "");
}

export interface TextPart {
  kind: "text";
  text: string;
}
export interface CitationPart {
  kind: "citation";
  ref: string;
}

/** Splits text into plain runs and citation markers. */
export function splitCitations(text: string): (TextPart | CitationPart)[] {
  const parts: (TextPart | CitationPart)[] = [];
  let last = 0;
  for (const match of text.matchAll(CITATION_MARKER)) {
    if (match.index > last) parts.push({ kind: "text", text: text.slice(last, match.index) });
    parts.push({ kind: "citation", ref: match[1]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * The answer as Markdown that stands on its own: markers become GFM footnotes whose definitions
 * name the document, its date and page (a link to the page, when `pageLink` gives one), and quote
 * the excerpt.
 */
export function answerToMarkdown(content: string, sources: SourceMap, pageLink?: (source: SourceMap[string]) => string): string {
  const order = citationOrder(content);
  const number = new Map(order.map((ref, i) => [ref, i + 1]));
  const body = content.replace(CITATION_MARKER, (_, ref: string) => `[^${number.get(ref)}]`).trimEnd();
  if (order.length === 0) return `${body}\n`;
  const notes = order.map((ref) => {
    const source = sources[ref];
    if (!source) return `[^${number.get(ref)}]: Source ${ref} (details not received).`;
    const doc = source.documentMetadata;
    const where = [doc.companyName, doc.title].filter(Boolean).join(", ");
    const when = doc.date ? ` (${doc.date})` : "";
    const quote = source.excerpt ? ` “${oneLine(source.excerpt)}”` : "";
    const page = pageLink ? `[page ${source.pageNumber}](${pageLink(source)})` : `page ${source.pageNumber}`;
    return `[^${number.get(ref)}]: ${where}${when}, ${page}.${quote}`;
  });
  return `${body}\n\n${notes.join("\n")}\n`;
}
