// Choosing documents for a question that names no company: the document-level index (built by
// lib/pages/document-index-store.ts) holds one row per document, so matching the question's
// words there reads posting lists no longer than the number of documents, in a catalogue of any
// size.
import type { Db } from "../db/connection";
import { prepared } from "../db/prepared";
import type { QueryUnderstanding } from "./understand-query";

// Column weights of bm25(): document_id, version (unindexed), title, company, period, headings, terms.
const COLUMN_WEIGHTS = "0, 0, 4, 4, 2, 3, 1";

const quote = (text: string) => `"${text.replace(/"/g, "")}"`;

/**
 * The documents whose rows best match the question's words (and the filings' words for its
 * concepts), with their BM25 scaled to 0..1 (the best is 1), best first, at most `limit`.
 */
export function documentsMatching(database: Db, u: QueryUnderstanding, limit: number): Map<string, number> {
  const words = [...new Set([...u.terms, ...u.concepts.terms])].filter((w) => w.replace(/"/g, "").trim());
  if (!words.length) return new Map();
  const rows = prepared(database, `SELECT document_id AS id, -bm25(documents_fts, ${COLUMN_WEIGHTS}) AS score
      FROM documents_fts WHERE documents_fts MATCH ? ORDER BY bm25(documents_fts, ${COLUMN_WEIGHTS}) LIMIT ?`)
    .all(words.map(quote).join(" OR "), limit) as { id: string; score: number }[];
  const top = rows[0]?.score ?? 0;
  return new Map(rows.map((r) => [r.id, top > 0 ? r.score / top : 0]));
}
