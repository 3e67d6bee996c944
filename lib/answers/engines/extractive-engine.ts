// The default writer: no network, no model. It reads the figures a question needs from the
// statement tables of the retrieved pages and computes what is asked, showing its formula and
// citing every input; for other questions it quotes the passages that answer them. When the pages
// do not answer, it says so.
import { findStatementTitles, lineItem, statement, type LineItemId } from "../../finance";
import { lineItemsAnswer, lineItemTrendAnswer } from "../compose/figure-answers";
import { metricAnswer, seriesAnswer, trendAnswer, type Outcome } from "../compose/metric-answers";
import { narrativeAnswer } from "../compose/narrative-answer";
import { periodText } from "../compose/format";
import { readQuestion, type QuestionReading } from "../compose/read-question";
import type { Written } from "../compose/written";
import { FigureBook } from "../statements/figure-book";
import type { AnswerEngine, CitablePage, EngineInput, EngineOutput } from "./engine";

// Questions that ask for reasons, events, descriptions or a breakdown by segment are answered in
// the filings' words even when they name a figure ("What drove the reduction in SG&A as a percent
// of sales?", "Which segment had the highest net income?").
const ASKS_FOR_WORDS = [
  /^\s*(?:why|describe|explain)\b/i,
  /\bwhat\s+(?:drove|caused|is the nature|was the (?:key|main|reason))\b/i,
  /\bwhat\s+(?:are|were)\s+(?:the\s+)?(?:main|major|key|primary|principal|biggest|largest|two|three|some)\b/i,
  /\b(?:reasons?|drivers?|driven by|events?|factors?|one-?time|non-?recurring|unusual)\b/i,
  /\b(?:segments?|categor(?:y|ies)|regions?|geograph\w*|divisions?|business units?)\b/i,
  /\bwhich\s+(?:type|kind)s?\s+of\b/i,
];

/** Whether the question wants words rather than a computation from the statements. */
export function asksForWords(query: string, reading: QuestionReading): boolean {
  if (ASKS_FOR_WORDS.some((re) => re.test(query))) return true;
  // "Wages expense as a percent of net sales": a ratio whose numerator is no statement line.
  return !reading.metric && /\b(?:as\s+a\s+)?(?:%|percent(?:age)?)\s+of\b/i.test(query);
}

export function computingPlan(reading: QuestionReading): string | null {
  const period = reading.year ? periodText(reading.year, null, reading.quarter) : "the latest period shown";
  if (reading.metric && reading.series) return `Computing the ${reading.series.name.toLowerCase()} of ${reading.metric.name.toLowerCase()} for FY${reading.years[0]}–FY${reading.years.at(-1)} from the statement tables.`;
  if (reading.metric) return `Computing ${reading.metric.name.toLowerCase()} for ${period} from the statement tables.`;
  if (reading.series) return `Computing the ${reading.series.name.toLowerCase()} of ${lineItem(reading.lineItems[0] ?? "revenue").name.toLowerCase()} from the statement tables.`;
  if (reading.lineItems.length) return `Reading ${reading.lineItems.map((id) => lineItem(id).name.toLowerCase()).join(", ")} for ${period} from the statement tables.`;
  return null;
}

/** The fiscal year to answer for: the one asked, else the latest the pages report. */
function targetYear(reading: QuestionReading, pages: CitablePage[]): number | null {
  if (reading.year) return reading.year;
  const years = pages.map((p) => p.document.fiscalYear).filter((y): y is number => typeof y === "number");
  return years.length ? Math.max(...years) : null;
}

function compute(reading: QuestionReading, year: number, book: FigureBook): Outcome | null {
  const months = reading.quarter ? 3 : reading.half ? 6 : null;
  const label = periodText(year, months, reading.quarter);
  const years = reading.years.length >= 2 ? reading.years : [year - 1, year];
  const { metric, series } = reading;
  if (metric && series) return seriesAnswer(series, { metric }, series.id === "average" && reading.years.length < 2 ? [year] : years, months, reading, book);
  if (metric && reading.trend) {
    const asked = reading.years.length >= 2;
    const trend = trendAnswer(metric, asked ? reading.years : [year - 2, year - 1, year], months, reading, book, asked);
    return "written" in trend ? trend : metricAnswer(metric, { year, months }, reading, book, label);
  }
  if (metric) return metricAnswer(metric, { year, months }, reading, book, label);
  const items: LineItemId[] = reading.lineItems;
  if (series && (items.length || series.id !== "average")) return seriesAnswer(series, { item: items[0] ?? "revenue" }, years, months, reading, book);
  if (items.length === 1 && reading.trend && reading.years.length >= 2) return lineItemTrendAnswer(items[0], reading.years, months, reading, book);
  if (items.length) return lineItemsAnswer(items, year, months, reading, book);
  return null;
}

/**
 * The latest fiscal year the pages' filings report, when every year the question names is later
 * ("as of FY2021 … in 2024" still has FY2021 to answer from). A year's slack: retailers name the
 * year ending in January by the year it began, and questions do not always follow them.
 */
function beyondCoverage(reading: QuestionReading, pages: CitablePage[]): number | null {
  const covered = pages.map((p) => p.document.fiscalYear).filter((y): y is number => typeof y === "number");
  if (reading.years.length === 0 || covered.length === 0) return null;
  const latest = Math.max(...covered);
  return Math.min(...reading.years) > latest + 1 ? latest : null;
}

export function composeAnswer(query: string, pages: CitablePage[]): Written {
  const reading = readQuestion(query);
  const latest = beyondCoverage(reading, pages);
  if (latest !== null) {
    return {
      text: `The retrieved filings report periods up to FY${latest}; none covers FY${reading.years[0]}, so the disclosures do not answer this question.`,
      excerpts: new Map(),
    };
  }
  const year = targetYear(reading, pages);
  let preface: Written | null = null;
  if (year !== null && !asksForWords(query, reading)) {
    const book = new FigureBook(pages, year);
    const outcome = compute(reading, year, book);
    if (outcome && "written" in outcome) return outcome.written;
    if (outcome) preface = notRead(outcome, book);
  }
  const narrative = narrativeAnswer(query, pages);
  if (narrative && preface) {
    return { text: `${preface.text} What the filings say:\n\n${narrative.text}`, excerpts: new Map([...narrative.excerpts, ...preface.excerpts]) };
  }
  if (narrative) return narrative;
  return {
    text: `${preface ? `${preface.text} ` : ""}The retrieved pages do not answer this question: none of them states what it asks, so I cannot answer it from the disclosures.`,
    excerpts: preface?.excerpts ?? new Map(),
  };
}

/**
 * What could not be read, and where it was looked for: the statement that should state the
 * missing line item, cited, so the reader can see for themselves that the row is not there.
 */
function notRead(outcome: { missing: string; item?: LineItemId }, book: FigureBook): Written {
  const kind = outcome.item ? lineItem(outcome.item).statement : null;
  const page = kind ? book.statementPage(kind) : null;
  if (!kind || !page) return { text: `I could not read ${outcome.missing} from the statement tables of the retrieved filings.`, excerpts: new Map() };
  const lines = page.content.split("\n").map((l) => l.trim()).filter((l) => l.length > 3);
  const heading = lines.find((l) => findStatementTitles(l).length > 0) ?? lines[0] ?? page.content.trim();
  return {
    text: `I could not read ${outcome.missing} from the ${statement(kind).name.toLowerCase()} (page ${page.pageNumber}) [${page.ref}].`,
    excerpts: new Map([[page.ref, heading]]),
  };
}

export class ExtractiveEngine implements AnswerEngine {
  readonly name = "extractive";

  async *write({ query, pages }: EngineInput): AsyncIterable<EngineOutput> {
    const reading = readQuestion(query);
    const plan = asksForWords(query, reading) ? null : computingPlan(reading);
    if (plan) yield { type: "thinking", content: plan, stage: "document_inspection" };
    const written = composeAnswer(query, pages);
    for (const [ref, excerpt] of written.excerpts) yield { type: "excerpt", ref, excerpt };
    yield { type: "text", text: written.text };
  }
}
