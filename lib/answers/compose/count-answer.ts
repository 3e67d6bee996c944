// Questions that ask how many of something there are ("How many employees did it have?", "the
// number of stores"): the answer is a count printed next to the thing counted, in a sentence
// ("approximately 118,400 employees") or in a row labelled with it ("Paid memberships at end of
// period"), for the period asked. Never an amount of money, a percentage or another figure on
// the page: when no page prints a count of the thing, the question is declined.
import { tokenize, words } from "../../finance";
import type { QuestionReading } from "../../retrieval/read-question";
import type { CitablePage } from "../engines/engine";
import { columnFor } from "../statements/column-choice";
import { isPerShareRow, readStatementRows, type TableRow } from "../statements/statement-table";
import { formatFigure } from "../statements/numbers";
import { possessive } from "./format";
import { filingLabel, narrativeDecline } from "./narrative-answer";
import { sentenceCounts } from "./sentence-counts";
import type { Written } from "./written";

export interface CountAsk {
  /** The thing counted as the question writes it: "paid memberships", "hotel rooms". */
  phrase: string;
  /** Its normalised words; the last is the head noun. */
  words: string[];
}

// Where the thing counted stops: an auxiliary, a preposition, a pronoun or a name.
const THING_END = /^(?:did|does|do|were|was|are|is|had|has|have|will|would|could|can|may|might|remain|remained|of|at|in|as|on|for|during|from|by|over|since|that|which|who|it|its|they|their|the|a|an|and|or|than|to)$/i;
// What "how many" may count that is no count of things: days, times, percentage points, dollars.
const NOT_COUNTED = /^(?:days?|times|percent(?:age)?(?:\s+points?)?|points?|basis\s+points|dollars?|usd|millions?|billions?|thousands?|years?|months?|weeks?|hours?)$/i;
// Words that ask rather than name the thing: "how many total employees", "how many more stores".
const ASKING = new Set(["total", "more", "fewer", "additional", "new", "own"]);

// "Divide cash from operations by the weighted-average number of shares": a count a formula
// divides by is an input of the figure asked, not the count asked.
const OPERAND_BEFORE = /\b(?:by|over|per|into)\s+(?:the\s+)?(?:(?:weighted[\s-]+)?average|diluted|basic)?[\s-]*$/i;

/** The thing a question counts, or null when it asks for no count (or a count of days or times). */
export function countAsked(question: string): CountAsk | null {
  // "What was its headcount?", "the size of its workforce": a count of employees.
  if (HEADCOUNT.test(question)) return { phrase: "employees", words: ["employee"] };
  // "its store count", "Best Buy's stores count", "shares repurchased, FY2020": a count asked
  // without "how many", by the thing and the word that counts it.
  const named = COUNT_NAMED.exec(question) ?? SHARES_BOUGHT.exec(question);
  if (named && !/\bhow\s+many\b|\bnumber\s+of\b/i.test(question) && !FIGURE_WORDS.test(question)) {
    const thing = named[1]!.split(/\s+/).filter((w) => !THING_END.test(w) && !ASKING.has(w.toLowerCase())).join(" ");
    if (thing && !NOT_COUNTED.test(thing)) return { phrase: thing.endsWith("s") ? thing : `${thing}s`, words: words(thing) };
  }
  const lead = /\bhow\s+many\s+(?:of\s+(?:its|their|the)\s+)?|\b(?:the\s+)?(?:total\s+)?number\s+of\s+/i.exec(question);
  if (!lead || OPERAND_BEFORE.test(question.slice(0, lead.index))) return null;
  const kept: string[] = [];
  for (const m of question.slice(lead.index + lead[0].length).matchAll(/\S+/g)) {
    const word = m[0].replace(/[?,.;:!]+$/, "");
    // A capitalised word is a name ("did Best Buy", "Netflix's"), which ends the thing.
    if (THING_END.test(word) || /^[A-Z]/.test(word) || !/^[a-z][a-z-]*$/i.test(word)) break;
    if (!ASKING.has(word.toLowerCase())) kept.push(word);
    if (kept.length === 4 || word !== m[0]) break;
  }
  // ("How many times covered", "how many days of sales": a unit first is the measure's, no thing counted.)
  if (kept.length === 0 || NOT_COUNTED.test(kept.join(" ")) || NOT_COUNTED.test(kept.at(-1)!) || NOT_COUNTED.test(kept[0]!)) return null;
  const normal = words(kept.join(" "));
  // People are counted as employees: "how many people did it employ".
  const head = PEOPLE.test(normal.at(-1)!) ? "employee" : normal.at(-1)!;
  return { phrase: kept.join(" "), words: [...normal.slice(0, -1), head] };
}

// "store count", "stores count" (never "account", "head count", "the count of").
const COUNT_NAMED = /(?<![A-Za-z'’])((?:[a-z]+\s+)?(?!head\b)[a-z]{3,})\s+counts?\b(?!\s+of\b)/;
// A count named inside a computation or beside money ("common shares repurchased plus dividends
// paid", "divide by the diluted share count") is an input of a figure, not the count asked.
const FIGURE_WORDS = /\b(?:divide[ds]?|divided|plus|minus|times|multipl\w*|ratio|rounded?|percent(?:age)?|dollars?|cash|amount|value|spend|spent|cost|paid|per\s+share)\b|[%$]/i;
// "shares repurchased", "shares bought back": shares counted, the ones bought.
const SHARES_BOUGHT = /\b(shares)\s+(?:repurchased|bought\s+back|purchased|retired)\b/i;
const PEOPLE = /^(?:people|person|worker|staff|staffer)$/;
const HEADCOUNT = /\bhead\s?-?counts?\b(?!\s+(?:costs?|expenses?|reductions?|growth|increases?))|\bsize\s+of\s+(?:the|its|their)\s+(?:\w+\s+)?workforce\b|\bworkforce\s+size\b/i;

interface Candidate {
  page: CitablePage;
  /** The count as printed ("118,400", "1.7 million"). */
  printed: string;
  /** The verbatim excerpt: the sentence or the row. */
  excerpt: string;
  /** The row's label, when the count was read from a table. */
  row?: string;
  score: number;
}

/** How much of the thing a text names: 0 without its head noun, else the share of its words it has. */
function names(text: string, ask: CountAsk): number {
  const have = new Set(words(text));
  if (!have.has(ask.words.at(-1)!)) return 0;
  return ask.words.filter((w) => have.has(w)).length / ask.words.length;
}

// A row that names the thing but measures money of it ("Revenues from non-reportable segments",
// "Reportable segment net revenues", "Store operating expenses") counts dollars, not things.
const MONEY_OF_THING = /\b(?:revenues?|sales|income|earnings|loss(?:es)?|profits?|expenses?|costs?|assets|liabilities|margins?|cash|capital|amortization|depreciation|impairments?|charges?|proceeds|payments?|purchases?)\b/i;

// Words that may follow the thing in a row that counts it: "Stores open at end of period",
// "Memberships outstanding", "Store count".
const AFTER_THING = /^(?:at|as|in|on|open|opened|closed|operated|outstanding|count|counts|total|end|during|for|of|by|\d.*)$/i;

/** Whether a row names a measure of the thing rather than the thing ("Reportable segment Adjusted EBITDA"). */
function measuredOf(label: string, ask: CountAsk): boolean {
  const said = label.replace(/\([^)]*\)/g, " ").match(/[A-Za-z][A-Za-z'-]*/g) ?? [];
  const at = said.findIndex((w) => words(w).at(-1) === ask.words.at(-1));
  const next = at < 0 ? undefined : said[at + 1];
  return next !== undefined && !AFTER_THING.test(next);
}

const STATEMENTS = new Set<CitablePage["kind"]>(["income-statement", "balance-sheet", "cash-flow-statement", "equity-statement"]);

/** Counts in rows labelled with the thing, for the period asked (the filing's own when the table dates none). */
function rowCounts(page: CitablePage, ask: CountAsk, reading: QuestionReading, question: string): Candidate[] {
  // A primary statement counts money; of things, only shares.
  if (STATEMENTS.has(page.kind) && ask.words.at(-1) !== "share") return [];
  const asked = new Set(words(question));
  const out: Candidate[] = [];
  for (const row of readStatementRows(page.content)) {
    if (names(`${row.label} ${row.section}`, ask) < 1 || /[$%]/.test(row.line) || isPerShareRow(row) || MONEY_OF_THING.test(row.label) || measuredOf(row.label, ask)) continue;
    const value = countOf(row, page, reading);
    if (value === null || value < 0) continue;
    // Of rows naming the thing, the one whose label shares most words with the question
    // ("Paid memberships at end of period" over "Paid net membership additions").
    const label = words(row.label);
    const shared = label.filter((w) => asked.has(w)).length / Math.max(1, label.length);
    out.push({ page, printed: formatFigure(value, Number.isInteger(value) ? 0 : 1), excerpt: row.line, row: row.label, score: 0.5 + shared });
  }
  return out;
}

function countOf(row: TableRow, page: CitablePage, reading: QuestionReading): number | null {
  const year = reading.year ?? page.document.fiscalYear ?? null;
  if (year === null) return null;
  const hit = columnFor(row, { year, months: reading.months, quarter: reading.quarter, endsOn: reading.endsOn, pointInTime: true }, page.document);
  if (hit) return hit.value;
  // A table dating no column ("Total Domestic store count | 978") is of the filing's own period.
  const undated = row.columns.length === 0 && row.values.filter((v) => v !== null).length === 1;
  return undated && page.document.fiscalYear === year ? row.values.find((v) => v !== null)! : null;
}

/** How well a page's filing fits the period asked: its own year, then a later one restating it. */
function periodFit(page: CitablePage, reading: QuestionReading, excerpt: string): number {
  const own = page.document.fiscalYear;
  // Asked of no period: the best-ranked page, the latest filing among equals.
  if (reading.year === null) return (own ?? 0) / 10_000;
  const mentions = new RegExp(`\\b${reading.year}\\b`).test(excerpt) ? 1 : 0;
  if (own === reading.year) return 3 + mentions;
  if (own !== null && own !== undefined && own > reading.year && own - reading.year <= 2) return 1 + mentions;
  return mentions - 2;
}

// The question's words that say which of the things are counted ("shares … repurchase",
// "stores … closed"): a sentence saying them too counts those, not all of them ("1.5 billion shares
// authorized"). Buying back is repurchasing, whichever way it is said.
const CONTEXT_SKIP = new Set(["how", "many", "what", "was", "were", "did", "does", "do", "have", "had", "has", "the", "its", "their", "number", "total", "at", "end", "of", "in", "for", "fiscal", "year", "quarter", "according", "to", "report", "reported", "company", "and", "as", "on", "during", "by", "give", "me", "tell", "us", "period", "ended", "common", "stock"]);
function askedContext(question: string, ask: CountAsk): string[] {
  const q = question.replace(/\bbuy(?:ing)?\s+back|bought\s+back|buybacks?/gi, "repurchase");
  const thing = new Set(ask.words);
  const said = (q.match(/\b[a-z][a-z-]{2,}\b/g) ?? []).filter((w) => !CONTEXT_SKIP.has(w.toLowerCase()) && !/^(?:10-[kq]|fy\d*)$/i.test(w));
  return [...new Set(words(said.join(" ")))].filter((w) => !thing.has(w) && !/^\d/.test(w)).map(stem);
}
// "repurchase", "repurchased", "repurchasing" alike.
const stem = (w: string) => (w.length > 4 ? w.replace(/(?:ing|ed|es|e|s|d)$/, "") : w);
function contextShare(excerpt: string, context: string[], printed?: string, verb?: string | null): number {
  if (context.length === 0) return 0;
  const said = (text: string) => new Set(words(text.replace(/\bbuy(?:ing)?\s+back|bought\s+back|buybacks?/gi, "repurchase")).map(stem));
  const have = said(excerpt);
  const share = (context.filter((w) => have.has(w)).length / context.length) * 0.5;
  // Of a sentence's counts, the one the question's words lead into ("accepted an aggregate of
  // 190,955,435 shares", not the 1,533,830,450 exchanged for them).
  const at = printed && verb ? excerpt.replace(/\s+/g, " ").indexOf(printed) : -1;
  if (at < 0) return share;
  const before = said(excerpt.replace(/\s+/g, " ").slice(Math.max(0, at - 60), at));
  return share + (before.has(verb!) ? 0.3 : 0);
}

/** The verb the question counts by: "how many shares did Lockheed Martin repurchase" — "repurchase". */
function countingVerb(question: string): string | null {
  const m = /\b(?:did|does|do|will|has|have|had)\s+(?:(?:[A-Z][\w.&'’-]*|&)\s+)*([a-z]{3,})\b/.exec(question.replace(/\bbuy(?:ing)?\s+back|bought\s+back/gi, "repurchase"));
  return m && !/^(?:have|had|the|its|their)$/.test(m[1]!) ? stem(words(m[1]!)[0] ?? m[1]!) : null;
}

/**
 * The count a question asks for, read from the pages, with the sentence or row that prints it
 * quoted and cited; null when no page prints a count of the thing for the period.
 */
export function countAnswer(question: string, ask: CountAsk, reading: QuestionReading, pages: CitablePage[]): Written | null {
  const context = askedContext(question, ask);
  const verb = countingVerb(question);
  const candidates = pages.flatMap((page, rank) =>
    [...sentenceCounts(page.content, ask.words).map((c): Candidate => ({ ...c, page, score: c.score + contextShare(c.excerpt, context, c.printed, verb) })), ...rowCounts(page, ask, reading, question)].map((c) => {
      const fit = periodFit(page, reading, c.excerpt);
      return { ...c, fit, score: c.score + fit * 2 - rank * 0.05 };
    }),
  );
  const best = candidates.filter((c) => c.fit > -2 || reading.year === null).sort((a, b) => b.score - a.score)[0];
  if (!best) return null;
  const d = best.page.document;
  const whose = d.companyName ? `${possessive(d.companyName)} ` : "The ";
  const filing = filingLabel(best.page);
  const said = best.row ? ` (the row "${best.row}").` : `:\n\n> ${best.excerpt.replace(/\s+/g, " ").trim()}`;
  return {
    text: `${whose}${filing} gives **${best.printed}** ${ask.phrase} [${best.page.ref}]${said}\n\nSource: page ${best.page.pageNumber}.`,
    excerpts: new Map([[best.page.ref, best.excerpt]]),
    confidence: 0.7,
  };
}

/** The plain decline when no page prints a count of the thing; it cites nothing. */
export function countDecline(question: string, ask: CountAsk, pages: CitablePage[]): Written {
  const decline = narrativeDecline(question, pages);
  return { ...decline, text: `No retrieved page prints a number of ${ask.phrase} for the period asked. ${decline.text}` };
}
