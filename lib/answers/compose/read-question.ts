// What a question asks of the figures: which metric or line items, for which fiscal years or
// quarter, and how the result should be written (decimals, percent, millions). The vocabulary is
// lib/finance's; this adds the periods and the presentation asked for.
import {
  findLineItems, findMetrics, type FormulaMetric, type LineItemId, type SeriesMetric,
} from "../../finance";
import { readPeriods } from "../../retrieval/read-periods";

export interface QuestionReading {
  /** The formula metric asked about, if any ("quick ratio", "capex as a % of revenue"). */
  metric: FormulaMetric | null;
  /** A series over periods of the metric or line item ("3 year average", "YoY change", "CAGR"). */
  series: SeriesMetric | null;
  /** Line items named outside any metric, in the order written. */
  lineItems: LineItemId[];
  /** Fiscal years the question names, oldest first; ranges are filled in. */
  years: number[];
  /** The year the answer is for: the latest one named. */
  year: number | null;
  quarter: number | null;
  /** Half-year periods ("H1 FY2023"). */
  half: number | null;
  decimals: number | null;
  /** The result is wanted in percent ("in units of percents", "as a %"). */
  percent: boolean;
  /** The scale amounts are wanted in ("in USD millions"). */
  scale: number | null;
  /** The question asks how something moved ("improving", "change", "compare", "consistent"). */
  trend: boolean;
  /** "most", "highest", "largest" (max) or "least", "lowest" (min). */
  extreme: "max" | "min" | null;
}

const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

function numberWord(text: string): number | null {
  const lower = text.toLowerCase();
  return /^\d+$/.test(lower) ? Number(lower) : (WORD_NUMBERS[lower] ?? null);
}

function decimalsIn(text: string): number | null {
  const m = /(\w+)\s+decimal(?:\s+places?|s)?\b/i.exec(text);
  if (m) return numberWord(m[1]);
  if (/nearest\s+(?:whole|integer)/i.test(text)) return 0;
  return null;
}

function scaleIn(text: string): number | null {
  const m = /\b(?:in|units of)\s+(?:USD|US\$|\$|dollars)?\s*(millions|billions|thousands)\b/i.exec(text);
  if (!m) return null;
  return { thousands: 1e3, millions: 1e6, billions: 1e9 }[m[1].toLowerCase()] ?? null;
}

/** "3 year average": the number of years a series spans, when the question gives it. */
export function spanIn(text: string): number | null {
  const m = /\b(\d+|two|three|four|five|six|seven|eight|nine|ten)[\s-]+years?\b/i.exec(text);
  return m ? numberWord(m[1]) : null;
}

export function readQuestion(question: string): QuestionReading {
  const metrics = findMetrics(question);
  const formula = metrics.find((m) => m.metric.kind === "formula")?.metric as FormulaMetric | undefined;
  const series = (metrics.find((m) => m.metric.kind === "series")?.metric as SeriesMetric | undefined) ?? null;
  const lineItems = [...new Set([...findLineItems(question).map((m) => m.item), ...activitiesIn(question)])];
  const periods = readPeriods(question);
  let years = periods.years;
  const year = periods.quarter?.year ?? periods.half?.year ?? (years.length ? years[years.length - 1] : null);
  const span = spanIn(question);
  if (series && year !== null && span && years.length < span) {
    years = Array.from({ length: span }, (_, i) => year - span + 1 + i);
  }
  return {
    metric: formula ?? null,
    series,
    lineItems: formula ? lineItems.filter((id) => !formulaNames(formula, id)) : lineItems,
    years,
    year,
    quarter: periods.quarter?.quarter ?? null,
    half: periods.half?.half ?? null,
    decimals: decimalsIn(question),
    percent: /\bin\s+(?:units\s+of\s+)?percent|\bas\s+a\s+(?:%|percent)|\(as\s+a\s+%\)|%\s+margin/i.test(question),
    scale: scaleIn(question),
    trend: TREND.test(withoutDefinitions(question)),
    extreme: /\b(most|highest|largest|biggest|greatest|maximum)\b/i.test(question)
      ? "max"
      : /\b(least|lowest|smallest|minimum)\b/i.test(question) ? "min" : null,
  };
}

const TREND = /\b(improv|declin|increas|decreas|chang|grow|grew|compar|trend|consistent|fluctuat|stable|drop|rise|rose|fell|fall)\w*/i;

/** The question without the sentences that define a metric ("DPO is defined as … change in inventory"). */
function withoutDefinitions(question: string): string {
  return question
    .split(/(?<=[.?!])\s+/)
    .filter((s) => !/\b(?:defined? as|define|calculated? (?:as|using)|using)\b/i.test(s))
    .join(" ");
}

/**
 * "Among operations, investing and financing activities, which brought in the most cash": the
 * three sections of the cash-flow statement named by their activities alone.
 */
function activitiesIn(question: string): LineItemId[] {
  if (!/\bcash\b/i.test(question)) return [];
  const named: [RegExp, LineItemId][] = [
    [/\boperati(?:ng|ons)\b/i, "operatingCashFlow"],
    [/\binvesting\b/i, "investingCashFlow"],
    [/\bfinancing\b/i, "financingCashFlow"],
  ];
  const found = named.filter(([re]) => re.test(question)).map(([, id]) => id);
  return found.length >= 2 && /\bactivities\b/i.test(question) ? found : [];
}

// Inputs of a metric named inside it ("capex" in "capex as a % of revenue") are not separate asks.
function formulaNames(metric: FormulaMetric, id: LineItemId): boolean {
  return JSON.stringify(metric.expr).includes(`"item":"${id}"`);
}
