// The lexical side of ranking: BM25 from the SQLite full-text index over the question's own
// words, and, for the best candidates, how many of those words a page has at all. BM25 adds up
// term scores, so a page that repeats one common word ("card members", twenty times) can beat
// the page that has every word of the question once; the coverage of the rarer words corrects it.
import { prepared } from "../catalog/prepared";
import type { Db } from "../db/connection";

/**
 * The FTS5 query: any of the words, and any pair of them that stood together in the question
 * (pages that say "card members" outrank pages that say "card" and "members" apart). Each is
 * quoted so that no word is read as an operator.
 */
export function ftsQuery(terms: readonly string[], phrases: readonly string[] = []): string | undefined {
  const quoted = [...terms, ...phrases].map((t) => `"${t.replace(/"/g, "")}"`).filter((t) => t.length > 2);
  return quoted.length ? quoted.join(" OR ") : undefined;
}

/** BM25 (higher is better) of the matching pages among `rowids`, which belong to one document. */
export function lexicalInDocument(database: Db, query: string, rowids: readonly number[]): Map<number, number> {
  const scores = new Map<number, number>();
  if (!rowids.length) return scores;
  // A document's pages are written in one transaction, so their rowids form one range, which the
  // full-text index can seek; rowids of other documents inside it are dropped all the same.
  const own = new Set(rowids);
  let low = Infinity;
  let high = -Infinity;
  for (const id of own) { low = Math.min(low, id); high = Math.max(high, id); }
  const rows = prepared(database, `SELECT rowid, -bm25(pages_fts) AS score FROM pages_fts
      WHERE pages_fts MATCH ? AND rowid BETWEEN ? AND ?`)
    .all(query, low, high) as { rowid: number; score: number }[];
  for (const r of rows) if (own.has(r.rowid)) scores.set(r.rowid, r.score);
  return scores;
}

/** The catalogue's best BM25 matches, with the document of each. */
export function lexicalInCatalogue(database: Db, query: string, limit: number): { documentId: string; rowid: number; score: number }[] {
  return prepared(database, `SELECT p.document_id AS documentId, f.rowid AS rowid, -bm25(pages_fts) AS score
      FROM pages_fts f JOIN pages p ON p.rowid = f.rowid
      WHERE pages_fts MATCH ? ORDER BY bm25(pages_fts) LIMIT ?`)
    .all(query, limit) as { documentId: string; rowid: number; score: number }[];
}

// Document frequencies per connection, dropped when the catalogue's page count changes.
const frequencies = new WeakMap<Db, { pages: number; df: Map<string, number> }>();

/** Inverse document frequency of each term over the catalogue's pages. */
function inverseFrequencies(database: Db, terms: readonly string[]): number[] {
  const pages = prepared(database, "SELECT count(*) FROM pages").pluck().get() as number;
  let cache = frequencies.get(database);
  if (!cache || cache.pages !== pages) frequencies.set(database, (cache = { pages, df: new Map() }));
  return terms.map((term) => {
    let df = cache.df.get(term);
    if (df === undefined) {
      df = prepared(database, "SELECT count(*) FROM pages_fts WHERE pages_fts MATCH ?").pluck().get(`"${term.replace(/"/g, "")}"`) as number;
      cache.df.set(term, df);
    }
    return Math.log(1 + (pages - df + 0.5) / (df + 0.5));
  });
}

// Endings stripped before looking for a word, so "acquired" finds "acquire" and "acquiring".
const SUFFIXES = ["ations", "ation", "ings", "ing", "ions", "ion", "ies", "ied", "ed", "es", "s", "ly"];

function wordPattern(term: string): RegExp {
  let stem = term;
  for (const suffix of SUFFIXES) {
    if (stem.endsWith(suffix) && stem.length - suffix.length >= 4) {
      stem = stem.slice(0, -suffix.length);
      break;
    }
  }
  return new RegExp(`\\b${stem.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i");
}

export interface TermCoverage {
  /** The share (0..1) of the question's word weight that a page's text contains. */
  of(content: string): number;
}

/** Coverage of the question's words, each weighted by its rarity in the catalogue. */
export function termCoverage(database: Db, terms: readonly string[]): TermCoverage | undefined {
  if (terms.length < 2) return undefined;
  const weights = inverseFrequencies(database, terms);
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0) return undefined;
  const patterns = terms.map(wordPattern);
  return {
    of: (content) => patterns.reduce((sum, re, i) => sum + (re.test(content) ? weights[i] : 0), 0) / total,
  };
}
