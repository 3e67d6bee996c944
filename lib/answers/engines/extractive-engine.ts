// The default writer: no network, no model. It reads the figures a question needs from the
// statement tables of the retrieved pages and computes what is asked, showing its formula and
// citing every input; for other questions it quotes the passages that answer them. When the pages
// do not answer, it says so.
import { lineItem, type LineItemId } from "../../finance";
import { lineItemsAnswer, lineItemTrendAnswer } from "../compose/figure-answers";
import { metricAnswer, seriesAnswer, trendAnswer, type Outcome } from "../compose/metric-answers";
import { narrativeAnswer } from "../compose/narrative-answer";
import { periodText } from "../compose/format";
import { readQuestion, type QuestionReading } from "../compose/read-question";
import type { Written } from "../compose/written";
import { FigureBook } from "../statements/figure-book";
import type { AnswerEngine, CitablePage, EngineInput, EngineOutput } from "./engine";

// Questions that ask for reasons, descriptions or lists are answered in the filings' words even
// when they name a figure ("What drove the reduction in SG&A as a percent of sales?").
const ASKS_FOR_WORDS = /^\s*(?:why\b|what\s+(?:drove|caused|are|were|is the nature|was the key)|describe\b|explain\b|which\s+(?:segment|region|product|business|type|categor)|how\s+(?:does|did)\s+\w+\s+(?:expect|plan|describe))|\b(?:reasons?|drivers?|driven by)\b/i;

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
    const trend = trendAnswer(metric, reading.years.length >= 2 ? reading.years : [year - 2, year - 1, year], months, reading, book);
    return "written" in trend ? trend : metricAnswer(metric, { year, months }, reading, book, label);
  }
  if (metric) return metricAnswer(metric, { year, months }, reading, book, label);
  const items: LineItemId[] = reading.lineItems;
  if (series && (items.length || series.id !== "average")) return seriesAnswer(series, { item: items[0] ?? "revenue" }, years, months, reading, book);
  if (items.length === 1 && reading.trend && reading.years.length >= 2) return lineItemTrendAnswer(items[0], reading.years, months, reading, book);
  if (items.length) return lineItemsAnswer(items, year, months, reading, book);
  return null;
}

export function composeAnswer(query: string, pages: CitablePage[]): Written {
  const reading = readQuestion(query);
  const year = targetYear(reading, pages);
  let missing: string | null = null;
  if (year !== null && !ASKS_FOR_WORDS.test(query)) {
    const outcome = compute(reading, year, new FigureBook(pages));
    if (outcome && "written" in outcome) return outcome.written;
    if (outcome) missing = outcome.missing;
  }
  const narrative = narrativeAnswer(query, pages);
  const preface = missing ? `I could not read ${missing} from the statement tables of the retrieved filings.` : "";
  if (narrative) return { text: preface ? `${preface} What the filings say:\n\n${narrative.text}` : narrative.text, excerpts: narrative.excerpts };
  return {
    text: `${preface ? `${preface} ` : ""}The retrieved pages do not answer this question: none of them states what it asks, so I cannot answer it from the disclosures.`,
    excerpts: new Map(),
  };
}

export class ExtractiveEngine implements AnswerEngine {
  readonly name = "extractive";

  async *write({ query, pages }: EngineInput): AsyncIterable<EngineOutput> {
    const plan = computingPlan(readQuestion(query));
    if (plan && !ASKS_FOR_WORDS.test(query)) yield { type: "thinking", content: plan, stage: "document_inspection" };
    const written = composeAnswer(query, pages);
    for (const [ref, excerpt] of written.excerpts) yield { type: "excerpt", ref, excerpt };
    yield { type: "text", text: written.text };
  }
}
