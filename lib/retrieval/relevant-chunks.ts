// The chunks operation (v1 and v2): the pages most relevant to a query, each with its Markdown
// and its document's metadata in the shape of the API version asking.
import { MAX_QUESTION_LENGTH } from "./question-bounds";
import { z } from "zod";
import { getDocuments } from "../catalog/document-queries";
import { NotFoundError } from "../catalog/errors";
import type { CatalogDocument } from "../catalog/types";
import { db, type Db } from "../db/connection";
import { retrievePages } from "./retrieve-pages";

/** Query string of the chunks operation: `query` (required) and `document_ids` (comma-separated). */
export const chunksQuery = z.object({
  query: z.string().trim().min(1).max(MAX_QUESTION_LENGTH).describe("Natural-language query."),
  document_ids: z
    .string()
    .describe("Comma-separated document ids; when given, retrieval runs on these documents only.")
    .transform((raw) => [...new Set(raw.split(",").map((v) => v.trim().toLowerCase()).filter(Boolean))])
    .optional(),
});
export type ChunksQuery = z.output<typeof chunksQuery>;

export interface RelevantChunk<M> {
  pageNumber: number;
  content: string;
  excerpt: null;
  documentMetadata: M;
}

/**
 * The ranked chunks for a query. Every id in `document_ids` must name a cataloged document:
 * an unknown one is a client error (NotFoundError, 404), not a silently narrower search.
 */
export function relevantChunks<M>(
  request: ChunksQuery,
  documentMetadata: (document: CatalogDocument) => M,
  database: Db = db(),
): { relevantChunks: RelevantChunk<M>[] } {
  const ids = request.document_ids?.length ? request.document_ids : undefined;
  if (ids) {
    const found = new Set(getDocuments(ids, database).map((d) => d.id));
    const unknown = ids.filter((id) => !found.has(id));
    if (unknown.length) throw new NotFoundError(`Document${unknown.length > 1 ? "s" : ""} not found: ${unknown.join(", ")}`);
  }
  const result = retrievePages({ query: request.query, documentIds: ids }, database);
  return {
    relevantChunks: result.chunks.map((chunk) => ({
      pageNumber: chunk.pageNumber,
      content: chunk.content,
      excerpt: null,
      documentMetadata: documentMetadata(chunk.document),
    })),
  };
}
