// All SQL of full-text search: pages matching an FTS5 expression counted per document (for the
// facets and the total), the best-ranked matching pages among some documents, and the snippet of
// one matching page. Every statement takes the database handle and is prepared once. On
// PostgreSQL the FTS5 expression is read into a tsquery (lib/db/fts-expression.ts), pages match
// through their tsvector's GIN index, and BM25 is scored as FTS5 scores it (lib/db/pg-bm25.ts).
import type { Db } from "../db/connection";
import { jsonValues, textParam } from "../db/dialect";
import { pgSearch } from "../db/fts-expression";
import { bm25Score, headlineSql, idfCtes, LEAVES_CTE, WANTED_CTE } from "../db/pg-bm25";
import { prepared } from "../db/prepared";

/** Characters that mark a hit inside a snippet; they never occur in page text. */
export const HIT_START = "\u0002";
export const HIT_END = "\u0003";
export const ELLIPSIS = "…";

export interface DocumentMatchCount {
  documentId: string;
  pages: number;
}

/** How many pages of each document match. */
export function matchCountsByDocument(database: Db, match: string): DocumentMatchCount[] {
  if (database.dialect === "postgres") {
    return prepared(database, `SELECT document_id AS documentId, count(*) AS pages
        FROM pages WHERE tsv @@ to_tsquery('footnote', ?) GROUP BY document_id`).all(pgSearch(match).query) as DocumentMatchCount[];
  }
  return prepared(database, `SELECT p.document_id AS documentId, count(*) AS pages
      FROM pages_fts f JOIN pages p ON p.rowid = f.rowid
      WHERE pages_fts MATCH ? GROUP BY p.document_id`).all(match) as DocumentMatchCount[];
}

export interface RankedPage {
  rowid: number;
  documentId: string;
  pageNumber: number;
  score: number;
}

/**
 * Matching pages, best BM25 first, among `documentIds` (a JSON array; NULL for all). Snippets are
 * made afterwards for the page of results only: SQLite would otherwise make one for every match.
 */
export function rankedPages(database: Db, match: string, documentIds: string | null, limit: number, offset: number): RankedPage[] {
  if (database.dialect === "postgres") {
    const { query, leaves } = pgSearch(match);
    // Negated as bm25() returns it: lower is better.
    return prepared(database, `WITH ${LEAVES_CTE}, ${idfCtes("pages")}, ${WANTED_CTE},
        matched AS (
          SELECT p.rowid, p.document_id, p.page_number, p.tsv, p.tokens, footnote_counts(ARRAY[p.tsv], ARRAY[1]::float8[], wanted.lexemes) AS counts
          FROM pages p, wanted
          WHERE p.tsv @@ to_tsquery('footnote', @query)
            AND (${textParam(database, "@documentIds")} IS NULL OR p.document_id IN (${jsonValues(database, "@documentIds")})))
        SELECT p.rowid, p.document_id AS documentId, p.page_number AS pageNumber,
          -${bm25Score("p.counts", "footnote_tf(p.tsv, w.lexemes, w.prefix)", "p.tokens")} AS score
        FROM matched p, stats s
        ORDER BY score, p.document_id, p.page_number
        LIMIT @limit OFFSET @offset`).all({ query, leaves, documentIds, limit, offset }) as RankedPage[];
  }
  return prepared(database, `SELECT f.rowid AS rowid, p.document_id AS documentId, p.page_number AS pageNumber, bm25(pages_fts) AS score
      FROM pages_fts f JOIN pages p ON p.rowid = f.rowid
      WHERE pages_fts MATCH @match
        AND (@documentIds IS NULL OR p.document_id IN (SELECT value FROM json_each(@documentIds)))
      ORDER BY score, p.document_id, p.page_number
      LIMIT @limit OFFSET @offset`).all({ match, documentIds, limit, offset }) as RankedPage[];
}

/** The passage of one matching page around its hits, hits between HIT_START and HIT_END. */
export function pageSnippet(database: Db, match: string, rowid: number, words: number): string {
  if (database.dialect === "postgres") {
    const headline = prepared(database, `SELECT ${headlineSql("p.content", "to_tsquery('footnote', ?)", words)} FROM pages p WHERE p.rowid = ?`)
      .pluck()
      .get(pgSearch(match).highlight, rowid) as string | undefined;
    return headline ?? "";
  }
  const snippet = prepared(database, `SELECT snippet(pages_fts, 0, char(2), char(3), '${ELLIPSIS}', @words)
      FROM pages_fts WHERE pages_fts MATCH @match AND rowid = @rowid`).pluck().get({ match, rowid, words }) as string | undefined;
  return snippet ?? "";
}

export interface SearchableDocument {
  id: string;
  companyId: string;
  companyName: string;
  title: string;
  formType: string | null;
  category: string;
  fiscalYear: number | null;
  fiscalQuarter: number | null;
  date: string | null;
}

/** What search shows and filters on of the documents with these ids (a JSON array). */
export function searchableDocuments(database: Db, ids: string): SearchableDocument[] {
  return prepared(database, `SELECT d.id, d.company_id AS companyId, c.name AS companyName, d.title, d.form_type AS formType,
        d.category, d.fiscal_year AS fiscalYear, d.fiscal_quarter AS fiscalQuarter, d.date
      FROM documents d JOIN companies c ON c.id = d.company_id
      WHERE d.id IN (${jsonValues(database, "?")})`).all(ids) as SearchableDocument[];
}
