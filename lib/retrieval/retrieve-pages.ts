// The one entry point of retrieval: read the question, choose the documents (or take the ones
// given), rank their pages, and return the best with their Markdown.
import { getDocuments } from "../catalog/document-queries";
import type { CatalogDocument } from "../catalog/types";
import { db, type Db } from "../db/connection";
import { catalogCompanies } from "./catalog-companies";
import { ensureDocumentIndex } from "../pages/document-index-store";
import { rankPages, type RankedPage } from "./rank-pages";
import { selectDocuments, type DocumentCandidate } from "./select-documents";
import { understandQuery, type QueryUnderstanding } from "./understand-query";

/** A ranked page with its Markdown. */
export type RetrievedPage = RankedPage;

export interface RetrievalResult {
  understanding: QueryUnderstanding;
  /** The documents searched, best-fitting first. */
  documents: CatalogDocument[];
  /** The pages, best first. */
  chunks: RetrievedPage[];
}

export interface RetrievalRequest {
  query: string;
  /** Search only these documents (unknown ids are ignored; callers that must reject them check first). */
  documentIds?: string[];
  /** How many pages at most; 10 by default. */
  limit?: number;
}

export const DEFAULT_LIMIT = 10;

export function retrievePages(request: RetrievalRequest, database: Db = db()): RetrievalResult {
  // Documents added since the last question are indexed first (once; nothing to do otherwise).
  ensureDocumentIndex(database);
  const understanding = understandQuery(request.query, catalogCompanies(database));
  const given = request.documentIds?.filter((id) => id.trim());
  const candidates: DocumentCandidate[] = given?.length
    ? getDocuments(given, database).map((document) => ({ document, weight: 1 }))
    : selectDocuments(understanding, database);
  // Two stages: the documents are chosen first (above), then every page of those few is ranked.
  const chunks = rankPages(database, understanding, candidates, { limit: request.limit ?? DEFAULT_LIMIT });
  return { understanding, documents: candidates.map((c) => c.document), chunks };
}
