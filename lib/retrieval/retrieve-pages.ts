// The one entry point of retrieval: read the question, choose the documents (or take the ones
// given), rank their pages, and return the best with their Markdown.
import { catalogVersion } from "../catalog/catalog-version";
import { getDocuments } from "../catalog/document-queries";
import { documentRoster } from "../catalog/retrieval-queries";
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

// Per connection: the catalog version and the roster of documents last seen indexed.
const indexedAt = new WeakMap<Db, { version: string; roster: string }>();

/**
 * Documents added since the last question are indexed first. Whether any were added is asked of
 * the document roster only when the catalog has changed at all, and the indexes' own check (which
 * reads every row of the document-level index: half a second in a catalog of 3,000 filings) only
 * when the roster has: in a running service the catalog version moves with every write to the
 * database — a thread saved, a key used — and a question must not pay for a scan each time.
 */
function indexNewDocuments(database: Db): void {
  const version = catalogVersion(database);
  const seen = indexedAt.get(database);
  if (seen?.version === version) return;
  const roster = documentRoster(database);
  if (seen?.roster !== roster) ensureDocumentIndex(database);
  indexedAt.set(database, { version: catalogVersion(database), roster });
}

export function retrievePages(request: RetrievalRequest, database: Db = db()): RetrievalResult {
  indexNewDocuments(database);
  const understanding = understandQuery(request.query, catalogCompanies(database));
  const given = request.documentIds?.filter((id) => id.trim());
  const candidates: DocumentCandidate[] = given?.length
    ? getDocuments(given, database).map((document) => ({ document, weight: 1 }))
    : selectDocuments(understanding, database);
  // Two stages: the documents are chosen first (above), then every page of those few is ranked.
  const chunks = rankPages(database, understanding, candidates, { limit: request.limit ?? DEFAULT_LIMIT });
  return { understanding, documents: candidates.map((c) => c.document), chunks };
}
