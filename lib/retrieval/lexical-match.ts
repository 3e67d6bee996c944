// The lexical side of ranking, over the pages of the chosen documents only: BM25 from each
// document's own index of its pages' words (lib/pages/page-terms.ts), with each word's rarity
// read from the catalog's counts per stem — one lookup per word, so the cost depends on the
// documents ranked and never on the catalog's size. For
// the best candidates, `termCoverage` then reads their text to weigh how many of the question's
// words each has at all: BM25 adds up term scores, so a page that repeats one common word ("card
// members", twenty times) can beat the page that has every word of the question once.
import { catalogFrequencies, pageTerms } from "../pages/page-term-store";
import { postingsOf, stems } from "../pages/page-terms";
import type { Db } from "../db/connection";

/** A word or phrase of the query and the share of its score that counts. */
export interface WeightedTerm {
  text: string;
  weight: number;
}

export interface LexicalScores {
  /** BM25 per page, by document id and page number. */
  score(documentId: string, pageNumber: number): number;
  /** BM25's inverse page frequency of each term in the catalog (next to nothing for common words). */
  idf: Map<string, number>;
  /** The rarity of each term in the catalog, ln(1 + …): common words keep some weight. */
  rarity: Map<string, number>;
}

const K1 = 1.2;
const B = 0.75;

/**
 * BM25's inverse document frequency as SQLite's full-text index computes it: a word on half the
 * pages or more is worth next to nothing (where the "1 +" variant still gives it ln 2).
 */
const inverseFrequency = (pages: number, df: number) => Math.max(1e-6, Math.log((pages - df + 0.5) / (df + 0.5)));

/** Occurrences per page index of a term (a phrase counts where all its words are, as its rarest). */
function occurrences(terms: ReturnType<typeof pageTerms>, text: string): Map<number, number> {
  const words = stems(text);
  let result: Map<number, number> | undefined;
  for (const word of words) {
    const list = postingsOf(terms, word);
    const here = new Map<number, number>();
    for (let i = 0; i < list.length; i += 2) {
      const before = result ? result.get(list[i]!) : Infinity;
      if (before !== undefined) here.set(list[i]!, Math.min(before, list[i + 1]!));
    }
    result = here;
    if (!result.size) break;
  }
  return result ?? new Map();
}

/** BM25 of every page of `documentIds` for the weighted terms, with statistics over those pages. */
export function lexicalScores(database: Db, documentIds: readonly string[], query: readonly WeightedTerm[]): LexicalScores {
  const indexes = documentIds.map((id) => ({ id, terms: pageTerms(database, id) }));
  let pages = 0;
  let words = 0;
  for (const { terms } of indexes) {
    pages += terms.lengths.length;
    for (const n of terms.lengths) words += n;
  }
  const average = pages ? words / pages : 1;
  const found = query.map((t) => indexes.map(({ terms }) => occurrences(terms, t.text)));
  // Rarity is the catalog's: a word common in these few documents may still be what sets them apart.
  const catalog = catalogFrequencies(database, [...new Set(query.flatMap((t) => stems(t.text)))]);
  const idf = new Map<string, number>();
  const rarity = new Map<string, number>();
  const scores = new Map<string, Float64Array>(indexes.map(({ id, terms }) => [id, new Float64Array(terms.lengths.length)]));
  query.forEach((term, q) => {
    // A phrase is as rare as its rarest word, at most (the catalog counts words, not phrases).
    const df = Math.min(...stems(term.text).map((s) => catalog.df.get(s) ?? 0));
    const total = Math.max(catalog.pages, df);
    const weight = inverseFrequency(total, df);
    idf.set(term.text, weight);
    rarity.set(term.text, Math.log(1 + (total - df + 0.5) / (df + 0.5)));
    indexes.forEach(({ id, terms }, d) => {
      const out = scores.get(id)!;
      for (const [page, tf] of found[q]![d]!) {
        const norm = K1 * (1 - B + (B * terms.lengths[page]!) / average);
        out[page]! += term.weight * weight * ((tf * (K1 + 1)) / (tf + norm));
      }
    });
  });
  const pageIndex = new Map(indexes.map(({ id, terms }) => [id, new Map(Array.from(terms.pageNumbers, (n, i) => [n, i]))]));
  return {
    score: (documentId, pageNumber) => {
      const i = pageIndex.get(documentId)?.get(pageNumber);
      return i === undefined ? 0 : (scores.get(documentId)![i] ?? 0);
    },
    idf,
    rarity,
  };
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
 * Coverage of the question's words, each weighted by its rarity in the catalog (`rarity`
 * of `lexicalScores`). A word that named a disclosure concept also counts as present when the page uses the
 * filings' words for it (`alternatives`: "battles" is covered by "litigation").
 */
export function termCoverage(
  terms: readonly string[], rarity: ReadonlyMap<string, number>, alternatives: ReadonlyMap<string, readonly string[]> = new Map(),
): TermCoverage | undefined {
  // One word's coverage is its BM25 match already; coverage tells pages apart from two words on.
  if (terms.length < 2) return undefined;
  return wordCoverage(terms, rarity, alternatives);
}

/** The same coverage for any number of words, one included. */
export function wordCoverage(
  terms: readonly string[], rarity: ReadonlyMap<string, number>, alternatives: ReadonlyMap<string, readonly string[]> = new Map(),
): TermCoverage | undefined {
  if (!terms.length) return undefined;
  const weights = terms.map((t) => rarity.get(t) ?? 0);
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0) return undefined;
  const patterns = terms.map((term) => [term, ...(alternatives.get(term) ?? [])].map(wordPattern));
  return {
    of: (content) => patterns.reduce((sum, res, i) => sum + (res.some((re) => re.test(content)) ? weights[i]! : 0), 0) / total,
  };
}

