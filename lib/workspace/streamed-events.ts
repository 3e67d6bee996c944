// The events of the answer stream (operation 13) as the workspace reads them. Only the fields
// the workspace shows are required; anything else the API adds is kept but not relied on.

export interface SourceDocument {
  id: string;
  title: string;
  date: string;
  companyName: string;
  documentCategory?: string;
  formType?: string | null;
  fiscalYear?: number | null;
  fiscalQuarter?: number | null;
  tickers?: string[];
}

export interface Source {
  pageNumber: number;
  /** The passage that supports the answer; null while the answer is still being written. */
  excerpt: string | null;
  content?: string;
  documentMetadata: SourceDocument;
}

export type SourceMap = Record<string, Source>;

export type AnswerEvent =
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
export function toAnswerEvent(data: unknown): AnswerEvent | null {
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
