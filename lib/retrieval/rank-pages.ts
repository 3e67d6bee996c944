// Ranking the pages of the candidate documents. Words alone rank poorly here: a metric question
// names "capex" and the page that answers it says "Purchases of property and equipment". So a
// page's score combines its lexical match (BM25 over the question's own words, then how many of
// those words it has) with what it is (page-score.ts) and how well its document fits.
import type { PageKind } from "../catalog/codes";
import { pageContentsByRowid } from "../catalog/retrieval-queries";
import type { CatalogDocument } from "../catalog/types";
import type { Db } from "../db/connection";
import { headings, opensWithHeading } from "../pages/section-headings";
import { lexicalScores, termCoverage, type WeightedTerm } from "./lexical-match";
import { documentPages, type StoredPage } from "../pages/page-feature-store";
import { fingerprintDistance } from "../pages/page-features";
import { itemScore, KIND_DAMPING, kindScore, wanted, yearScore } from "./page-score";
import { definedAbbreviations } from "./defined-abbreviations";
import { sectionTopic } from "./section-topic";
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
/** The share of BM25 from the filings' words for a question's concepts, against 1 for its own words. */
const CONCEPT_WEIGHT = 0.5;
/** The weight of the question's words standing in the page's headings (section-headings.ts). */
const HEADING_WEIGHT = 0.1;
/**
 * The weight of a page's section being headed by the question's topic (section-topic.ts), as far
 * as the page itself has the question's words: a section heading alone does not make a page answer.
 */
const TOPIC_WEIGHT = 0.2;
/** The best candidates of the first pass whose text is read to weigh their coverage of the words. */
const SECOND_PASS = 40;

export interface RankOptions {
  limit: number;
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

/** The question's own words, and the filings' words for the concepts it names at a lower weight. */
function weightedTerms(u: QueryUnderstanding): WeightedTerm[] {
  // A pair of words that stood together in the question counts again where the page has both.
  const own = [...u.terms, ...u.phrases].map((text) => ({ text, weight: 1 }));
  const concepts = u.concepts.terms.filter((t) => !u.terms.includes(t)).map((text) => ({ text, weight: CONCEPT_WEIGHT }));
  return [...own, ...concepts];
}


/** The best pages of the candidate documents, best first, with their Markdown, without near-duplicates. */
export function rankPages(database: Db, u: QueryUnderstanding, candidates: DocumentCandidate[], options: RankOptions, abbreviated = false): RankedPage[] {
  const want = wanted(u);
  const weights = u.metrics.some((m) => m.metric.kind === "formula") ? METRIC_WEIGHTS : WEIGHTS;
  const lexical = lexicalScores(database, candidates.map((c) => c.document.id), weightedTerms(u));
  const pagesOf = new Map(candidates.map((c) => [c.document.id, documentPages(database, c.document.id)]));
  let top = 0;
  for (const [id, pages] of pagesOf) for (const p of pages) top = Math.max(top, lexical.score(id, p.pageNumber));

  const scored: Candidate[] = [];
  for (const c of candidates) {
    const factor = (0.3 + 0.7 * c.weight);
    for (const page of pagesOf.get(c.document.id) ?? []) {
      const lexicalScore = top > 0 ? lexical.score(c.document.id, page.pageNumber) / top : 0;
      const rest = weights.kind * kindScore(page, want) + weights.items * itemScore(page, want) + weights.years * yearScore(page, want);
      if (lexicalScore <= 0 && rest <= 0) continue;
      const pageFactor = factor * (KIND_DAMPING[page.kind] ?? 1);
      scored.push({ document: c.document, page, lexical: lexicalScore, rest, factor: pageFactor, score: (weights.lexical * lexicalScore + rest) * pageFactor });
    }
  }
  scored.sort((a, b) => b.score - a.score);

  // Second pass: the leaders' text, to weigh how much of the question each has.
  const leaders = scored.slice(0, Math.max(SECOND_PASS, options.limit));
  const coverage = termCoverage(u.terms, lexical.rarity, u.concepts.alternatives);
  const topic = sectionTopic(u);
  const text = pageContentsByRowid(database, leaders.map((c) => c.page.rowid));
  // For a topic, the previous page of each leader that continues one: its section's heading is there.
  const previous = new Map<number, number>();
  if (topic) {
    for (const c of leaders) {
      if (opensWithHeading(text.get(c.page.rowid) ?? "")) continue;
      const before = pagesOf.get(c.document.id)?.find((p) => p.pageNumber === c.page.pageNumber - 1);
      if (before) previous.set(c.page.rowid, before.rowid);
    }
    for (const [rowid, content] of pageContentsByRowid(database, [...new Set(previous.values())].filter((r) => !text.has(r)))) text.set(rowid, content);
  }
  // A name the question spells out that the leading pages abbreviate ("Rotary and Mission Systems
  // (RMS)") is searched again by its abbreviation too: the page discussing it writes only that.
  // The name's own words count as found where the page writes the abbreviation.
  if (!abbreviated) {
    const defined = [...definedAbbreviations(u.query, text.values())].filter(([, a]) => !u.terms.includes(a.toLowerCase()));
    if (defined.length) {
      const alternatives = new Map(u.concepts.alternatives);
      for (const [name, short] of defined) {
        for (const w of name.toLowerCase().split(/\s+/).filter((w) => u.terms.includes(w))) alternatives.set(w, [...(alternatives.get(w) ?? []), short.toLowerCase()]);
      }
      const terms = [...u.terms, ...defined.map(([, a]) => a.toLowerCase())];
      return rankPages(database, { ...u, terms, concepts: { ...u.concepts, alternatives } }, candidates, options, true);
    }
  }
  if (coverage || topic) {
    for (const c of leaders) {
      const content = text.get(c.page.rowid) ?? "";
      const covered = coverage ? coverage.of(content) : 1;
      const lexicalPart = coverage
        ? weights.lexical * c.lexical * (0.4 + 0.6 * covered) + HEADING_WEIGHT * coverage.of(headings(content))
        : weights.lexical * c.lexical;
      const before = previous.get(c.page.rowid);
      const sectionPart = topic ? TOPIC_WEIGHT * covered * topic.of(content, before === undefined ? undefined : text.get(before)) : 0;
      c.score = (lexicalPart + sectionPart + c.rest) * c.factor;
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
