// Search inside one document: the pages whose text holds every word asked for (the last word
// may be the start of one, for search as you type), in page order, each with a snippet around
// the words found. Runs on the full-text index of pages, so a 300-page filing answers at once.
import { db as defaultDb, type Db } from "../db/connection";
import { pgSearch } from "../db/fts-expression";
import { headlineSql } from "../db/pg-bm25";
import { prepared } from "../db/prepared";

export interface SnippetPart {
  text: string;
  /** True for the words that matched. */
  match: boolean;
}

export interface DocumentSearchHit {
  pageNumber: number;
  snippet: SnippetPart[];
}

export interface DocumentSearchResult {
  /** The words searched for, as the index reads them. */
  terms: string[];
  hits: DocumentSearchHit[];
  /** True when there were more pages than `limit`. */
  truncated: boolean;
}

const OPEN = "\u0002";
const CLOSE = "\u0003";
const MAX_TERMS = 8;

/** The words of a query, as FTS5 tokens (letters and digits; the rest separates words). */
export function searchTerms(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TERMS);
}

/** Every word quoted (so none is read as an operator), the last one also as a prefix. */
function matchExpression(terms: string[], prefixLast: boolean): string {
  return terms.map((term, i) => (i === terms.length - 1 && prefixLast ? `"${term}"*` : `"${term}"`)).join(" ");
}

function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const piece of snippet.split(OPEN)) {
    const close = piece.indexOf(CLOSE);
    if (close < 0) {
      if (piece) parts.push({ text: piece, match: false });
      continue;
    }
    parts.push({ text: piece.slice(0, close), match: true });
    if (close + 1 < piece.length) parts.push({ text: piece.slice(close + 1), match: false });
  }
  // Page Markdown: table pipes and heading marks read as noise in a one-line snippet.
  return parts.map((p) => ({ ...p, text: p.text.replace(/\s*\|\s*/g, " ").replace(/#+\s/g, "").replace(/\s+/g, " ") }));
}

export function searchDocument(
  documentId: string,
  query: string,
  options: { limit?: number; prefixLast?: boolean } = {},
  database: Db = defaultDb(),
): DocumentSearchResult {
  const terms = searchTerms(query);
  if (terms.length === 0) return { terms, hits: [], truncated: false };
  const limit = options.limit ?? 500;
  const match = matchExpression(terms, options.prefixLast ?? true);
  const rows = database.dialect === "postgres" ? pgMatches(database, documentId, match, limit) : sqliteMatches(database, documentId, match, limit);
  return {
    terms,
    hits: rows.slice(0, limit).map((row) => ({ pageNumber: row.pageNumber, snippet: snippetParts(row.snippet) })),
    truncated: rows.length > limit,
  };
}

type MatchRow = { pageNumber: number; snippet: string };

/** On PostgreSQL the document's pages are found by their key, then tested against the query. */
function pgMatches(database: Db, documentId: string, match: string, limit: number): MatchRow[] {
  const { query, highlight } = pgSearch(match);
  return prepared(
    database,
    `SELECT p.page_number AS pageNumber, ${headlineSql("p.content", "q.h", 16)} AS snippet
     FROM pages p, (SELECT to_tsquery('footnote', ?) AS q, to_tsquery('footnote', ?) AS h) q
     WHERE p.document_id = ? AND p.tsv @@ q.q ORDER BY p.page_number LIMIT ?`,
  ).all(query, highlight, documentId, limit + 1) as MatchRow[];
}

function sqliteMatches(database: Db, documentId: string, match: string, limit: number): MatchRow[] {
  // A document's pages are written in one transaction, so their rows are one run of rowids:
  // bounding the index scan by it keeps a common word from walking every document's pages.
  const span = prepared(database, "SELECT MIN(rowid) AS first, MAX(rowid) AS last FROM pages WHERE document_id = ?").get(documentId) as {
    first: number | null;
    last: number | null;
  };
  if (span.first === null || span.last === null) return [];
  return prepared(
    database,
    `SELECT p.page_number AS pageNumber, snippet(pages_fts, 0, '${OPEN}', '${CLOSE}', '…', 16) AS snippet
     FROM pages_fts JOIN pages p ON p.rowid = pages_fts.rowid
     WHERE pages_fts MATCH ? AND pages_fts.rowid BETWEEN ? AND ? AND p.document_id = ?
     ORDER BY p.page_number LIMIT ?`,
  ).all(match, span.first, span.last, documentId, limit + 1) as MatchRow[];
}
