// Choosing documents for a question that names no company: the document-level index (built by
// lib/pages/document-index-store.ts) holds one row per document, so matching the question's
// words there reads posting lists no longer than the number of documents, in a catalog of any
// size. Words found on a large share of all pages are left out of the match (the rarest few
// stay): every document has them, and reading their posting lists is most of a query's cost.
import type { Db } from "../db/connection";
import { documentIndexMatches } from "../catalog/retrieval-queries";
import { catalogFrequencies } from "../pages/page-term-store";
import { stems } from "../pages/page-terms";
import type { QueryUnderstanding } from "./understand-query";

// Column weights of bm25(): document_id, version (unindexed), title, company, period, headings, terms.
const COLUMN_WEIGHTS = "0, 0, 4, 4, 2, 3, 1";

const quote = (text: string) => `"${text.replace(/"/g, "")}"`;

/** Words on more than this share of the catalog's pages are left out: they cost most and say least. */
const COMMON_SHARE = 0.2;
/** The rarest words are kept however common they are, so a query is never left empty. */
const ALWAYS_KEPT = 3;

/** The question's words worth matching, rarest first (by the catalog's counts per stem). */
function distinctiveWords(database: Db, words: string[]): string[] {
  const stemsOf = new Map(words.map((w) => [w, stems(w)]));
  const { pages, df } = catalogFrequencies(database, [...new Set([...stemsOf.values()].flat())]);
  const rarity = words
    .map((w) => ({ w, share: pages ? Math.min(...stemsOf.get(w)!.map((s) => df.get(s) ?? 0)) / pages : 0 }))
    .sort((a, b) => a.share - b.share);
  return rarity.filter((r, i) => i < ALWAYS_KEPT || r.share <= COMMON_SHARE).map((r) => r.w);
}

/**
 * The documents whose rows best match the question's words (and the filings' words for its
 * concepts), with their BM25 scaled to 0..1 (the best is 1), best first, at most `limit`.
 */
export function documentsMatching(database: Db, u: QueryUnderstanding, limit: number): Map<string, number> {
  const words = [...new Set([...u.terms, ...u.concepts.terms])].filter((w) => w.replace(/"/g, "").trim());
  if (!words.length) return new Map();
  const kept = distinctiveWords(database, words);
  const rows = documentIndexMatches(database, kept.map(quote).join(" OR "), COLUMN_WEIGHTS, limit);
  const top = rows[0]?.score ?? 0;
  return new Map(rows.map((r) => [r.id, top > 0 ? r.score / top : 0]));
}
