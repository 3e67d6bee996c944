// The lexical side of ranking: BM25 from the SQLite full-text index over the question's own
// words, and, for the best candidates, how many of those words a page has at all. BM25 adds up
// term scores, so a page that repeats one common word ("card members", twenty times) can beat
// the page that has every word of the question once; the coverage of the rarer words corrects it.
import { prepared } from "../db/prepared";
import type { Db } from "../db/connection";

const quote = (text: string) => `"${text.replace(/"/g, "")}"`;

/** Words found on more than a third of all pages say little and cost most to look up. */
const COMMON_SHARE = 0.35;
/** The rarest words are kept however common they are, so a query is never left empty. */
const ALWAYS_KEPT = 3;

/**
 * The FTS5 query: any of the words, and any pair of them that stood together in the question
 * (pages that say "card members" outrank pages that say "card" and "members" apart). Words and
 * pairs found on more than a third of all pages ("net", "operating") are left out: their weight
 * in BM25 is slight, and reading their long posting lists is most of a query's cost.
 */
export function ftsQuery(database: Db, terms: readonly string[], phrases: readonly string[] = []): string | undefined {
  const all = [...terms, ...phrases].filter((t) => t.replace(/"/g, "").length > 0);
  if (!all.length) return undefined;
  const { pages, df } = documentFrequencies(database, all);
  const rarest = all.map((text, i) => ({ text, df: df[i] })).filter((t) => t.df > 0).sort((a, b) => a.df - b.df);
  const kept = rarest.filter((t, i) => i < ALWAYS_KEPT || t.df <= pages * COMMON_SHARE);
  return kept.length ? kept.map((t) => quote(t.text)).join(" OR ") : undefined;
}

/**
 * BM25 (higher is better) of the matching pages among `rowids`, in one query over the range they
 * span. The index reads each word's whole posting list whatever the range (it does not seek to
 * it), so one query for all candidate documents costs what one per document would.
 */
export function lexicalAmong(database: Db, query: string, rowids: readonly number[]): Map<number, number> {
  const scores = new Map<number, number>();
  if (!rowids.length) return scores;
  const wanted = new Set(rowids);
  let low = Infinity;
  let high = -Infinity;
  for (const id of wanted) { low = Math.min(low, id); high = Math.max(high, id); }
  const rows = prepared(database, `SELECT rowid, -bm25(pages_fts) AS score FROM pages_fts
      WHERE pages_fts MATCH ? AND rowid BETWEEN ? AND ?`)
    .all(query, low, high) as { rowid: number; score: number }[];
  for (const r of rows) if (wanted.has(r.rowid)) scores.set(r.rowid, r.score);
  return scores;
}

/** The catalogue's best BM25 matches, with the document of each. */
export function lexicalInCatalogue(database: Db, query: string, limit: number): { documentId: string; rowid: number; score: number }[] {
  return prepared(database, `SELECT p.document_id AS documentId, f.rowid AS rowid, -bm25(pages_fts) AS score
      FROM pages_fts f JOIN pages p ON p.rowid = f.rowid
      WHERE pages_fts MATCH ? ORDER BY bm25(pages_fts) LIMIT ?`)
    .all(query, limit) as { documentId: string; rowid: number; score: number }[];
}

// Document frequencies per connection, dropped when pages are added (the highest rowid moves).
const frequencies = new WeakMap<Db, { lastRowid: number; pages: number; df: Map<string, number> }>();

/** How many pages hold each word or phrase, and how many pages there are. */
function documentFrequencies(database: Db, texts: readonly string[]): { pages: number; df: number[] } {
  const lastRowid = (prepared(database, "SELECT max(rowid) FROM pages").pluck().get() as number | null) ?? 0;
  let cache = frequencies.get(database);
  if (!cache || cache.lastRowid !== lastRowid) {
    const pages = prepared(database, "SELECT count(*) FROM pages").pluck().get() as number;
    frequencies.set(database, (cache = { lastRowid, pages, df: new Map() }));
  }
  const known = cache;
  const df = texts.map((text) => {
    let count = known.df.get(text);
    if (count === undefined) {
      count = prepared(database, "SELECT count(*) FROM pages_fts WHERE pages_fts MATCH ?").pluck().get(quote(text)) as number;
      known.df.set(text, count);
    }
    return count;
  });
  return { pages: known.pages, df };
}

/** Inverse document frequency of each term over the catalogue's pages. */
function inverseFrequencies(database: Db, terms: readonly string[]): number[] {
  const { pages, df } = documentFrequencies(database, terms);
  return df.map((n) => Math.log(1 + (pages - n + 0.5) / (n + 0.5)));
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

/**
 * Coverage of the question's words, each weighted by its rarity in the catalogue. A word that
 * named a disclosure concept also counts as present when the page uses the filings' words for it
 * (`alternatives`: "battles" is covered by "litigation").
 */
export function termCoverage(
  database: Db, terms: readonly string[], alternatives: ReadonlyMap<string, readonly string[]> = new Map(),
): TermCoverage | undefined {
  if (terms.length < 2) return undefined;
  const weights = inverseFrequencies(database, terms);
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0) return undefined;
  const patterns = terms.map((term) => [term, ...(alternatives.get(term) ?? [])].map(wordPattern));
  return {
    of: (content) => patterns.reduce((sum, res, i) => sum + (res.some((re) => re.test(content)) ? weights[i] : 0), 0) / total,
  };
}
