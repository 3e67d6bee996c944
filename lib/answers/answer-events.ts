// The events an answer is made of. Core code yields these; lib/http turns them into a JSON
// response or a server-sent event stream, shaping the document metadata for v1 or v2.
import type { CatalogDocument } from "../catalog/types";

export type ThinkingStage = "search" | "document_inspection";

/** A page cited by the answer. `excerpt` is verbatim text of `content`, or null before it is known. */
export interface AnswerSource {
  ref: string;
  document: CatalogDocument;
  pageNumber: number;
  content: string;
  excerpt: string | null;
}

export type AnswerEvent =
  | { type: "thinking"; role: "assistant"; content: string; stage: ThinkingStage }
  | { type: "sources"; sources: AnswerSource[] }
  | { type: "message"; role: "assistant"; content: string }
  | { type: "warning"; message: string }
  | { type: "done" };

export const thinking = (content: string, stage: ThinkingStage): AnswerEvent => ({
  type: "thinking",
  role: "assistant",
  content,
  stage,
});

export const message = (content: string): AnswerEvent => ({ type: "message", role: "assistant", content });

/** The citation entry of the interface (a value of `sourceMap`), for a given metadata shape. */
export interface WireSource<M> {
  pageNumber: number;
  excerpt: string | null;
  content: string;
  documentMetadata: M;
}

/** Events as the interface spells them: sources keyed by `#ref` under `content`. */
export type WireEvent<M> =
  | Exclude<AnswerEvent, { type: "sources" }>
  | { type: "sources"; content: Record<string, WireSource<M>> };

export function toWireSources<M>(
  sources: AnswerSource[],
  documentMetadata: (document: CatalogDocument) => M,
): Record<string, WireSource<M>> {
  const out: Record<string, WireSource<M>> = {};
  for (const s of sources) {
    out[s.ref] = {
      pageNumber: s.pageNumber,
      excerpt: s.excerpt,
      content: s.content,
      documentMetadata: documentMetadata(s.document),
    };
  }
  return out;
}

export function toWireEvent<M>(event: AnswerEvent, documentMetadata: (document: CatalogDocument) => M): WireEvent<M> {
  return event.type === "sources" ? { type: "sources", content: toWireSources(event.sources, documentMetadata) } : event;
}
