// The answer stream (operation 13) as the browser decodes it: leniently, since a newer API may
// add fields or event types. The shapes come from the API's own schemas (lib/openapi); only
// the fields the workspace shows are required, anything else is kept but not relied on. The
// core's typed events are `AnswerEvent` (lib/answers); these are what arrives over the wire.
import type { z } from "zod";
import type { citationV2Schema, documentMetadataV2Schema } from "../openapi/response-schemas";

type WireMetadata = z.infer<typeof documentMetadataV2Schema>;
type WireCitation = z.infer<typeof citationV2Schema>;

export type SourceDocument = Pick<WireMetadata, "id" | "title" | "companyName"> &
  Partial<Omit<WireMetadata, "id" | "title" | "companyName" | "date">> & {
    /** Empty when the document states no date. */
    date: string;
  };

export type Source = Pick<WireCitation, "pageNumber" | "excerpt"> & {
  content?: string;
  documentMetadata: SourceDocument;
};

export type SourceMap = Record<string, Source>;

export type StreamedEvent =
  | { type: "thinking"; content: string; stage?: string }
  | { type: "message"; content: string }
  | { type: "sources"; content: SourceMap }
  | { type: "warning"; message: string }
  | { type: "done" };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function asSource(value: unknown): Source | null {
  if (!isObject(value) || !isObject(value.documentMetadata)) return null;
  const doc = value.documentMetadata;
  if (typeof doc.id !== "string" || typeof value.pageNumber !== "number") return null;
  return {
    ...(value as object),
    pageNumber: value.pageNumber,
    excerpt: typeof value.excerpt === "string" ? value.excerpt : null,
    documentMetadata: {
      ...(doc as object),
      id: doc.id,
      title: typeof doc.title === "string" ? doc.title : "Untitled document",
      date: typeof doc.date === "string" ? doc.date : "",
      companyName: typeof doc.companyName === "string" ? doc.companyName : "",
    },
  } as Source;
}

/** Checks one decoded frame; returns null for frames of unknown type or shape. */
export function decodeStreamedEvent(data: unknown): StreamedEvent | null {
  if (!isObject(data)) return null;
  switch (data.type) {
    case "thinking":
      return typeof data.content === "string"
        ? { type: "thinking", content: data.content, stage: typeof data.stage === "string" ? data.stage : undefined }
        : null;
    case "message":
      return typeof data.content === "string" ? { type: "message", content: data.content } : null;
    case "warning":
      return { type: "warning", message: typeof data.message === "string" ? data.message : String(data.content ?? "") };
    case "sources": {
      if (!isObject(data.content)) return null;
      const sources: SourceMap = {};
      for (const [ref, value] of Object.entries(data.content)) {
        const source = asSource(value);
        if (source) sources[ref] = source;
      }
      return { type: "sources", content: sources };
    }
    case "done":
      return { type: "done" };
    default:
      return null;
  }
}
