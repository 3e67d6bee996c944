// Answers in the filings' own words: the passage of the retrieved pages that best answers what the
// question asks leads, quoted and cited, and a few more passages follow as support.
import { words } from "../../finance";
import { expandConcepts } from "../../retrieval/disclosure-concepts";
import { readPeriods } from "../../retrieval/read-periods";
import { stripInstructions } from "../../retrieval/strip-instructions";
import type { CitablePage } from "../engines/engine";
import { possessive } from "./format";
import { extendedText, quotablePassages, type Passage } from "./quotable-passages";
import type { Written } from "./written";

const STOP = new Set(
  ("the a an of and or in on for to from by with as at is was were be been are its it this that these those which what how did does do has have had " +
    "our their than any there into over about per if then state explain why not company companies business question answer please " +
    "provide give based basing using use fy fiscal year years report reported data information filing much many").split(" "),
);

// Filings say the same thing in other words: "paid … for" is a purchase price or consideration.
const KINDRED: Record<string, string[]> = {
  pay: ["paid", "price", "consideration", "purchase", "payable", "cost"],
  paid: ["pay", "price", "consideration", "purchase", "payable"],
  acquire: ["acquired", "acquisition", "purchase"],
  buy: ["acquired", "acquisition", "purchase"],
  sell: ["sale", "sold", "divestiture", "disposal"],
  sold: ["sale", "sell", "divestiture"],
  receive: ["received", "consideration", "proceed"],
  expect: ["expected", "outlook", "guidance", "anticipate"],
  outlook: ["expect", "guidance"],
  guidance: ["outlook", "expect"],
  lawsuit: ["litigation", "legal", "proceeding", "claim"],
  litigation: ["lawsuit", "legal", "proceeding", "claim"],
  charge: ["expense", "cost"],
  cost: ["charge", "expense"],
  grow: ["growth", "increased", "grew"],
  growth: ["grow", "increased", "grew"],
  drop: ["decline", "decrease", "decreased", "lower"],
};

/** The part of a question that says what is asked, without answering instructions. */
export function focusOf(question: string): string {
  return stripInstructions(question).text;
}

interface Candidate {
  passage: Passage;
  page: CitablePage;
  rank: number;
  /** What is quoted: the passage, or the passage carried on to the sentence stating an amount asked for. */
  excerpt: string;
  quote: string;
  words: Set<string>;
  /** How long it reads for scoring: sentences carried on to reach an amount count for little. */
  length: number;
}

function contentWords(text: string): string[] {
  return words(text).filter((w) => w.length > 1 && !STOP.has(w) && !/^\d+$/.test(w));
}

export interface NarrativeOptions {
  maxPassages?: number;
  maxPages?: number;
}

// Pages retrieval ranked first hold the answer more often; their passages start a little ahead.
const RANK_BONUS = [1, 0.7, 0.5, 0.35, 0.25, 0.15, 0.1, 0.05];
const MAX_PER_PAGE = 2;
const CARRIED_WEIGHT = 0.3;
const AMOUNT = /\$\s?\d|\d(?:\.\d+)?\s?%|\b\d[\d,.]*\s+(?:million|billion|thousand)\b/i;
const WANTS_AMOUNT = /\bhow\s+(?:much|many)\b|\bamount\b|\bby\s+how\s+much\b|\bwhat\s+(?:percent(?:age)?|portion|share)\b|\bwhat\b[^?]*\b(?:pay|paid|price|cost|charge|receive|received|worth|spend|spent|value|ratio|rate|outlook|guidance|dividend)\b/i;

// "cyclicality" and "cyclical", "acquisitions" and "acquired": one subject, different endings.
const shareStem = (a: string, b: string) => a === b || (a.length >= 6 && b.length >= 6 && a.slice(0, 6) === b.slice(0, 6));

interface Scored {
  c: Candidate;
  score: number;
}

/** Passages of the retrieved pages, best first, scored against what the question asks. */
function rankPassages(question: string, pages: CitablePage[], maxPages: number): Scored[] {
  // Words of the company's own name are on every page; they say nothing about the subject.
  const nameWords = new Set(words(pages[0]?.document.companyName ?? ""));
  const focus = [...new Set(contentWords(focusOf(question)))].filter((w) => !nameWords.has(w));
  if (focus.length === 0) return [];
  const wantsAmount = WANTS_AMOUNT.test(question);
  const years = readPeriods(question).years.map(String);
  const candidates: Candidate[] = [];
  pages.slice(0, maxPages).forEach((page, rank) => {
    for (const passage of quotablePassages(page.content)) {
      const { excerpt, quote } = quoted(passage, wantsAmount, focus);
      const own = contentWords(passage.quote).length;
      const length = own + CARRIED_WEIGHT * (contentWords(quote).length - own);
      candidates.push({ passage, page, rank, excerpt, quote, words: new Set(contentWords(quote)), length });
    }
  });

  // A question word also counts where the filing says it in its own vocabulary ("CEO" as "Chief
  // Executive Officer", "legal battles" as "litigation"): the concepts retrieval searched for.
  const inFilingWords = expandConcepts(focusOf(question), focus).alternatives;
  // Words rare among the candidates say more about the subject than words on every page.
  const hits = (c: Candidate, w: string) =>
    c.words.has(w) ||
    [...c.words].some((v) => shareStem(v, w)) ||
    (KINDRED[w] ?? []).some((k) => c.words.has(k)) ||
    (inFilingWords.get(w) ?? []).some((term) => c.quote.toLowerCase().includes(term));
  const df = new Map(focus.map((w) => [w, candidates.filter((c) => hits(c, w)).length]));
  const idf = (w: string) => Math.log(1 + candidates.length / Math.max(1, df.get(w) ?? 0));
  return candidates
    .map((c) => {
      let weight = 0;
      for (const w of focus) if (hits(c, w)) weight += idf(w);
      if (weight === 0) return { c, score: 0 };
      const length = Math.pow(Math.max(8, c.length), 0.25);
      // Asked "how much", a passage that states no amount answers only half the question.
      const amount = wantsAmount ? (AMOUNT.test(c.quote) ? 1 : 0.5) : 1;
      const named = years.length && /\b(?:19|20)\d\d\b/.test(c.quote) ? (years.some((y) => c.quote.includes(y)) ? 0.3 : -0.3) : 0;
      return { c, score: (weight / length) * amount + (RANK_BONUS[c.rank] ?? 0) + named - (c.passage.table && !wantsAmount ? 0.3 : 0) };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score);
}

/**
 * What is quoted of a passage: the passage, carried on to the next sentences of its paragraph
 * when the question asks for an amount the passage itself does not state.
 */
function quoted(p: Passage, wantsAmount: boolean, focus: string[]): { excerpt: string; quote: string } {
  if (!wantsAmount || p.table || AMOUNT.test(p.text)) return { excerpt: p.text, quote: p.quote };
  // The amount must be about the subject still: a sentence sharing a word of the question.
  const reach = p.following.findIndex((s) => AMOUNT.test(s) && contentWords(s).some((w) => focus.includes(w)));
  if (reach < 0) return { excerpt: p.text, quote: p.quote };
  const text = extendedText(p, reach + 1);
  return { excerpt: text, quote: text };
}

const CATEGORY_NAMES: Record<string, string> = {
  "annual-financial-report": "annual report", "interim-financial-report": "interim report", "earnings-release": "earnings release",
  "current-report": "current report",
};

/** The filing as the answer names it: "10-K for FY2022", "earnings release for Q4 FY2022". */
function label(page: CitablePage): string {
  const d = page.document;
  const form = d.formType && !(d.category === "earnings-release" && /^8-K/i.test(d.formType)) ? d.formType : (CATEGORY_NAMES[d.category] ?? "filing");
  return `${form}${d.fiscalYear ? ` for ${d.fiscalQuarter ? `Q${d.fiscalQuarter} ` : ""}FY${d.fiscalYear}` : ""}`;
}

/** The best passages for the question, the best leading, or null when no page shares its subject. */
export function narrativeAnswer(question: string, pages: CitablePage[], options: NarrativeOptions = {}): Written | null {
  const scored = rankPassages(question, pages, options.maxPages ?? 10);
  if (scored.length === 0 || scored[0].score < 1) return null;

  const chosen: Candidate[] = [];
  for (const { c, score } of scored) {
    if (chosen.length >= (options.maxPassages ?? 3) || score < scored[0].score * 0.6) break;
    if (chosen.filter((o) => o.page === c.page).length >= MAX_PER_PAGE) continue;
    if (chosen.some((o) => similar(o.words, c.words))) continue;
    chosen.push(c);
  }
  const [lead, ...rest] = chosen;
  const d = lead.page.document;
  const lines = [`${possessive(d.companyName)} ${label(lead.page)} states (page ${lead.page.pageNumber}): "${lead.quote}" [${lead.page.ref}]`];
  const excerpts = new Map<string, string>([[lead.page.ref, lead.excerpt]]);
  // The support reads in document order: by page rank, then position on the page.
  rest.sort((a, b) => a.rank - b.rank || a.page.content.indexOf(a.excerpt) - b.page.content.indexOf(b.excerpt));
  if (rest.length) lines.push("", "Also relevant:");
  for (const c of rest) {
    lines.push(`- "${c.quote}" (${c.page.document.fiscalYear && c.page.document.id !== d.id ? `${label(c.page)}, ` : ""}page ${c.page.pageNumber}) [${c.page.ref}]`);
    if (!excerpts.has(c.page.ref)) excerpts.set(c.page.ref, c.excerpt);
  }
  return { text: lines.join("\n"), excerpts };
}

function similar(a: Set<string>, b: Set<string>): boolean {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / Math.max(1, Math.min(a.size, b.size)) > 0.7;
}
