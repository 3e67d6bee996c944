// Ranking the pages of the candidate documents. Words alone rank poorly here: a metric question
// names "capex" and the page that answers it says "Purchases of property and equipment". So a
// page's score combines its lexical match (BM25 over the question's own words, then how many of
// those words it has) with what it is (page-score.ts) and how well its document fits.
import type { PageKind } from "../catalog/codes";
import { prepared } from "../db/prepared";
import type { CatalogDocument } from "../catalog/types";
import type { Db } from "../db/connection";
import { headings } from "./section-headings";
import { ftsQuery, lexicalAmong, lexicalInCatalogue, termCoverage } from "./lexical-match";
import { documentPages, type StoredPage } from "../pages/page-feature-store";
import { fingerprintDistance } from "../pages/page-features";
import { itemScore, KIND_DAMPING, kindScore, wanted, yearScore } from "./page-score";
import type { DocumentCandidate } from "./select-documents";
import type { QueryUnderstanding } from "./understand-query";

export interface RankedPage {
  document: CatalogDocument;
  pageNumber: number;
  content: string;
  kind: PageKind;
  score: number;
}

const WEIGHTS = { lexical: 0.45, kind: 0.3, items: 0.15, years: 0.1 };
// A metric computed from line items ("days sales outstanding", "interest coverage") is named in
// words its statements never use, so for such a question what a page is counts for more.
const METRIC_WEIGHTS = { lexical: 0.3, kind: 0.35, items: 0.25, years: 0.1 };
/** Pages whose fingerprints differ in fewer bits than this are the same page filed twice. */
const NEAR_DUPLICATE_BITS = 4;
/** Without a named company, this many of the best lexical matches in the whole catalogue are scored. */
const GLOBAL_MATCHES = 400;
/** The share of BM25 from the filings' words for a question's concepts, against 1 for its own words. */
const CONCEPT_WEIGHT = 0.5;
/** The weight of the question's words standing in the page's headings (section-headings.ts). */
const HEADING_WEIGHT = 0.1;
/** The best candidates of the first pass whose text is read to weigh their coverage of the words. */
const SECOND_PASS = 40;

export interface RankOptions {
  limit: number;
  /** Score every page of each candidate document, or only the catalogue's best lexical matches. */
  exhaustive: boolean;
}

interface Candidate {
  document: CatalogDocument;
  page: StoredPage;
  lexical: number;
  /** Everything but the lexical part, and the factors applied to the whole. */
  rest: number;
  factor: number;
  score: number;
}

/** A lexical query and the share of its BM25 that counts. */
interface WeightedQuery {
  query: string;
  weight: number;
}

/** The pages to score, with their BM25 (summed over the weighted queries) where they match. */
function pagesToScore(database: Db, queries: WeightedQuery[], candidates: DocumentCandidate[], exhaustive: boolean) {
  const lexical = new Map<number, number>();
  const add = (rowid: number, score: number, weight: number) => lexical.set(rowid, (lexical.get(rowid) ?? 0) + weight * score);
  const pagesOf = new Map<string, StoredPage[]>();
  if (exhaustive) {
    for (const c of candidates) pagesOf.set(c.document.id, documentPages(database, c.document.id));
    const rowids = [...pagesOf.values()].flatMap((pages) => pages.map((p) => p.rowid));
    for (const { query, weight } of queries) lexicalAmong(database, query, rowids).forEach((s, rowid) => add(rowid, s, weight));
  } else if (queries.length) {
    const inCandidates = new Set(candidates.map((c) => c.document.id));
    const matched = new Set<number>();
    for (const { query, weight } of queries) {
      for (const hit of lexicalInCatalogue(database, query, GLOBAL_MATCHES)) {
        if (!inCandidates.has(hit.documentId)) continue;
        add(hit.rowid, hit.score, weight);
        matched.add(hit.rowid);
        pagesOf.set(hit.documentId, []);
      }
    }
    for (const id of pagesOf.keys()) pagesOf.set(id, documentPages(database, id).filter((p) => matched.has(p.rowid)));
  }
  return { lexical, pagesOf };
}

/** The question's own words, and the filings' words for the concepts it names at a lower weight. */
function lexicalQueries(database: Db, u: QueryUnderstanding): WeightedQuery[] {
  const own = ftsQuery(database, u.terms, u.phrases);
  const concepts = ftsQuery(database, u.concepts.terms);
  return [
    ...(own ? [{ query: own, weight: 1 }] : []),
    ...(concepts ? [{ query: concepts, weight: CONCEPT_WEIGHT }] : []),
  ];
}

function contents(database: Db, rowids: number[]): Map<number, string> {
  if (!rowids.length) return new Map();
  const rows = prepared(database, "SELECT rowid, content FROM pages WHERE rowid IN (SELECT value FROM json_each(?))")
    .all(JSON.stringify(rowids)) as { rowid: number; content: string }[];
  return new Map(rows.map((r) => [r.rowid, r.content]));
}

/** The best pages of the candidate documents, best first, with their Markdown, without near-duplicates. */
export function rankPages(database: Db, u: QueryUnderstanding, candidates: DocumentCandidate[], options: RankOptions): RankedPage[] {
  const want = wanted(u);
  const weights = u.metrics.some((m) => m.metric.kind === "formula") ? METRIC_WEIGHTS : WEIGHTS;
  const { lexical, pagesOf } = pagesToScore(database, lexicalQueries(database, u), candidates, options.exhaustive);

  const top = Math.max(0, ...lexical.values());
  const scored: Candidate[] = [];
  for (const c of candidates) {
    const factor = (0.3 + 0.7 * c.weight);
    for (const page of pagesOf.get(c.document.id) ?? []) {
      const lexicalScore = top > 0 ? (lexical.get(page.rowid) ?? 0) / top : 0;
      const rest = weights.kind * kindScore(page, want) + weights.items * itemScore(page, want) + weights.years * yearScore(page, want);
      if (lexicalScore <= 0 && rest <= 0) continue;
      const pageFactor = factor * (KIND_DAMPING[page.kind] ?? 1);
      scored.push({ document: c.document, page, lexical: lexicalScore, rest, factor: pageFactor, score: (weights.lexical * lexicalScore + rest) * pageFactor });
    }
  }
  scored.sort((a, b) => b.score - a.score);

  // Second pass: the leaders' text, to weigh how much of the question each has.
  const leaders = scored.slice(0, Math.max(SECOND_PASS, options.limit));
  const text = contents(database, leaders.map((c) => c.page.rowid));
  const coverage = termCoverage(database, u.terms, u.concepts.alternatives);
  if (coverage) {
    for (const c of leaders) {
      const content = text.get(c.page.rowid) ?? "";
      const covered = coverage.of(content);
      const headed = coverage.of(headings(content));
      c.score = (weights.lexical * c.lexical * (0.4 + 0.6 * covered) + HEADING_WEIGHT * headed + c.rest) * c.factor;
    }
    leaders.sort((a, b) => b.score - a.score);
  }

  const chosen: Candidate[] = [];
  for (const c of leaders) {
    if (chosen.length >= options.limit) break;
    if (chosen.some((k) => fingerprintDistance(k.page.fingerprint, c.page.fingerprint) < NEAR_DUPLICATE_BITS)) continue;
    chosen.push(c);
  }
  return chosen.map((c) => ({
    document: c.document, pageNumber: c.page.pageNumber, content: text.get(c.page.rowid) ?? "", kind: c.page.kind, score: c.score,
  }));
}
