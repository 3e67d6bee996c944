// What a question asks of the figures: which metric or line items, for which fiscal years or
// quarter, and how the result should be written (decimals, percent, millions). The vocabulary is
// lib/finance's; this adds the periods and the presentation asked for. `understandQuery` makes
// this reading once per question, from the same vocabulary matches retrieval ranks with, and the
// answer engine receives it from there.
import { itemsOfOtherQuantity } from "../finance/asked-label";
import { payoutPerShare } from "../finance/payout-per-share";
import { netIncomeAsAsked } from "../finance/attributable-asked";
import { wholeYearBesideQuarter } from "./year-beside-quarter";
import {
  askedLabels, AVERAGE_NAME, balanceAsAsked, findDefinitions, percentAsked, shorthandDecimals, shorthandScale, composedMetric, type Expr, containsPhrase, phraseKey, type AskedLabel, definedMetrics, findLineItems, findMetrics, inputsOf, metric as metricById, type FormulaMetric, type LineItemId, type LineItemMatch,
  type MetricMatch, type SeriesMetric,
} from "../finance";
import { monthAbbreviation } from "../periods";
import { asksAverageOf, asksGrowth, everydayLineItems, looseRatio } from "./everyday-asks";
import { readPeriods, type PeriodReading } from "./read-periods";
import { stripInstructions } from "./strip-instructions";
import { insideRowPosition, withoutRowPositions } from "./row-position";

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
  /** How many months the period asked lasts when it is part of a year (3, 6, 9); null for a year. */
  months: number | null;
  /** "MM-DD" or "MM": the period asked ends on this day or in this month of `year` ("as of June 30, 2023"). */
  endsOn: string | null;
  decimals: number | null;
  /** The result is wanted in percent ("in units of percents", "as a %"). */
  percent: boolean;
  /** The scale amounts are wanted in ("in USD millions"). */
  scale: number | null;
  /** The question asks how something moved ("improving", "change", "compare", "consistent"). */
  trend: boolean;
  /** Rows the question names in its own wording, read before the dictionary's items they contain. */
  labels: AskedLabel[];
  /** "most", "highest", "largest" (max) or "least", "lowest" (min). */
  extreme: "max" | "min" | null;
  /**
   * The companies as the question names them ("Adobe Systems'", "Coke's", "MMM"): an alias, a
   * former name or a ticker is the company's own word, never a subject its pages must print.
   */
  companyNames?: string[];
}

const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

function numberWord(text: string): number | null {
  const lower = text.toLowerCase();
  return /^\d+$/.test(lower) ? Number(lower) : (WORD_NUMBERS[lower] ?? null);
}

function decimalsIn(text: string): number | null {
  const m = /(\w+)\s+decimal(?:\s+places?|s)?\b/i.exec(text);
  if (m) return numberWord(m[1]!);
  if (/nearest\s+(?:whole|integer)/i.test(text)) return 0;
  return shorthandDecimals(text);
}

function scaleIn(text: string): number | null {
  const m = /\b(?:in|units of)\s+(?:USD|US\$|\$|dollars)?\s*(millions|billions|thousands)\b/i.exec(text);
  if (!m) return shorthandScale(text);
  return { thousands: 1e3, millions: 1e6, billions: 1e9 }[m[1]!.toLowerCase()] ?? null;
}

// "The five-year summary", "the 5-year selected financial data", "five-year financial highlights":
// a count of years that names the table read from, not the years the series asked spans.
const SOURCE_SPAN = /^(?:\s+(?:selected|consolidated|financial|operating|historical|comparative|summary|of))*\s+(?:summary|summaries|table|data|highlights|review|history|record|overview|schedule|comparison)\b/i;

/** "3 year average": the number of years a series spans, when the question gives it. */
export function spanIn(text: string): number | null {
  for (const m of text.matchAll(/\b(\d+|two|three|four|five|six|seven|eight|nine|ten)[\s-]+years?\b/gi)) {
    if (SOURCE_SPAN.test(text.slice(m.index + m[0].length))) continue;
    return numberWord(m[1]!);
  }
  return null;
}

/** The vocabulary and periods found in a question, which its reading is made from. */
export interface QuestionTerms {
  /** Found in the whole question, instructions included ("… if operating margin is not useful"). */
  metrics: MetricMatch[];
  lineItems: LineItemMatch[];
  /** Found in the question with its answer-format instructions set aside. */
  periods: PeriodReading;
  /** The question with its instructions, company names and periods blanked: its own words. */
  ownText?: string;
}

/** The terms of a question on its own, for readers that have not found them already. */
export function questionTerms(question: string): QuestionTerms {
  const stripped = stripInstructions(question).text;
  const periods = readPeriods(stripped);
  let ownText = stripped;
  for (const { start, end } of periods.spans) ownText = ownText.slice(0, start) + " ".repeat(end - start) + ownText.slice(end);
  return { metrics: findMetrics(question), lineItems: findLineItems(question), periods, ownText };
}

// "Adjusted EBITDA", "non-GAAP free cash flow": an amount the company reports by its own
// definition, read from the row that prints it, not computed by the dictionary's formula. (An
// adjusted rate or margin is left to the readers of guidance and of parts, which read it so.)
const COMPANY_ADJUSTED = /\b(?:adjusted|non-?gaap|core|underlying)\s+$/i;

export function readQuestion(question: string, terms: QuestionTerms = questionTerms(question)): QuestionReading {
  const { periods } = terms;
  // "Inventories note: raw materials …", "NFLX tax rate reconciliation: the '…' item": an item or
  // metric named as the note or table read from is where the row asked is printed, not the row —
  // when the question names another.
  const sourceOnly = terms.lineItems.filter((m) => SOURCE_SECTION.test(question.slice(m.end)));
  const namesAnother = terms.lineItems.length > sourceOnly.length || asksRowAfterSource(question);
  const sourced = sourceOnly.length && namesAnother ? terms.lineItems.filter((m) => !sourceOnly.includes(m)) : terms.lineItems;
  // "… the one listed after total current assets": the row named where the row asked stands.
  const itemMatches = sourced.filter((m) => !insideRowPosition(question, m.start, m.end));
  const metricSources = terms.metrics.filter((m) => m.metric.kind === "formula" && SOURCE_SECTION.test(question.slice(m.end)));
  const notSources = metricSources.length && asksRowAfterSource(question) ? terms.metrics.filter((m) => !metricSources.includes(m)) : terms.metrics;
  const metrics = notSources.filter((m) => !(m.metric.kind === "formula" && m.metric.unit === "currency" && COMPANY_ADJUSTED.test(question.slice(0, m.start))));
  let years = periods.years;
  const ending = endingAsked(question, periods);
  const year = ending?.year ?? periods.quarter?.year ?? periods.half?.year ?? years.at(-1) ?? null;
  const asked = askedFormula(question, terms.ownText ?? question, year, metrics, itemMatches);
  const named = asked ? unnamed(asked.metric, question, terms.ownText) : undefined;
  // "Average gross margin over 2020–2022, i.e. the mean of each year's …": a definition named an
  // average, over several years, is the average of the yearly values of what it defines.
  const averaged = !!named && named.id.startsWith("defined:") && AVERAGE_NAME.test(named.name) && (years.length >= 2 || spanIn(question) !== null);
  const formula = averaged && named ? { ...named, name: capitalised(named.name.replace(AVERAGE_NAME, "").trim()) } : named;
  // What the question asks about: its metric, else its line items (an average inside a metric's
  // definition is no average of the metric).
  const subjects = asked ? [asked] : itemMatches;
  // A formula the question gives that already compares two periods ("R&D this quarter / R&D same
  // quarter last year − 1") is the growth asked for, whatever words name a growth around it.
  const comparesPeriods = !!formula && formula.id.startsWith("defined:") && growthOfOneItem(formula.expr);
  const series = comparesPeriods ? null :
    // "Cumulative revenue growth" is growth from first to last, whatever else "growth" matched.
    (CUMULATIVE.test(question) ? (metricById("cumulativeGrowth") as SeriesMetric) : null) ??
    (metrics.find((m) => m.metric.kind === "series" && !averagesABalance(m, question, itemMatches))?.metric as SeriesMetric | undefined) ??
    (averaged || asksAverageOf(question, averageable(subjects, years.length >= 2 || spanIn(question) !== null)) ? (metricById("average") as SeriesMetric) : null) ??
    // A formula the question gives that already compares two periods is the growth asked for.
    (asksGrowth(question) && !(formula && formula.id.startsWith("defined:") && inputsOf(formula.expr).some((n) => n.needsPrior))
      ? (metricById("yoyGrowth") as SeriesMetric)
      : null);
  const vocabulary = [...new Set([...itemMatches.map((m) => m.item), ...activitiesIn(question)])];
  const lineItems = vocabulary.length || formula ? vocabulary : everydayLineItems(question);
  const span = spanIn(question);
  // Growth over N years runs from the year-end before the first of them: N + 1 points.
  const points = span && series?.id === "cumulativeGrowth" ? span + 1 : span;
  if (series && year !== null && points && years.length < points) {
    years = Array.from({ length: points }, (_, i) => year - points + 1 + i);
  }
  const labels = formula ? [] : askedLabels(withoutRowPositions(withoutSpans(terms.ownText ?? question, findDefinitions(question).filter((d) => d.growth))), itemMatches);
  // "Goodwill impairment", "dividend per share": the item inside is not what is asked.
  const otherQuantity = new Set(itemsOfOtherQuantity(labels, question));
  const asIs = (ids: LineItemId[]) => ids.filter((id) => !otherQuantity.has(id) || itemMatches.filter((m) => m.item === id).length > 1);
  return {
    // ("ROA on year-end total assets": the balance the question names, not the default average.)
    metric: formula ? netIncomeAsAsked(balanceAsAsked(formula, question), question) : null,
    series,
    lineItems: asIs(formula ? lineItems.filter((id) => !formulaNames(formula, id)) : lineItems),
    years,
    year,
    quarter: periods.quarter?.quarter ?? null,
    half: periods.half?.half ?? null,
    months: monthsOf(question, periods, ending !== null),
    endsOn: ending?.endsOn ?? null,
    decimals: decimalsIn(question),
    percent: percentAsked(question),
    scale: scaleIn(question),
    trend: TREND.test(withoutDefinitions(question)),
    labels,
    extreme: extremeAsked(terms.ownText ?? question),
  };
}

// The note, table or schedule a row is read from, right after an item's name.
const SOURCE_SECTION = /^\s+(?:note|footnote|table|schedule|disclosure|breakdown|reconciliation)s?\b/i;

/** Whether words follow the note or table named, set off by a colon or comma ("… note: raw materials …"). */
function asksRowAfterSource(question: string): boolean {
  // ("Microsoft's inventories note for fiscal 2017: work in process …": what it is of between.)
  return /\b(?:note|footnote|table|schedule|disclosure|breakdown|reconciliation)s?(?:\s+(?:for|of|in)\s+[^:,?]{1,30})?\s*[:,—–-]\s*(?:what\s+(?:is|was|were|are)\s+)?(?:the\s+)?[a-z]/i.test(question);
}

// "Cumulative revenue growth from 2020 to 2022", "total growth over the two years": first to last.
const CUMULATIVE = /\bcumulative(?:ly)?\b(?=[^?.]{0,60}\b(?:grow|grew|growth|increase|rise|change)\w*)|\b(?:grow|grew|growth|increase|rise|change)\w*\b[^?.]{0,40}\bcumulative(?:ly)?\b|\btotal\s+(?:\w+\s+){0,2}growth\b/i;

/**
 * "Return on assets, on average total assets": "on average" right before a line item says how
 * the balance is taken (the mean of two year-ends), not that the metric is averaged over years.
 */
function averagesABalance(match: MetricMatch, question: string, items: LineItemMatch[]): boolean {
  if (match.metric.id !== "average" || !/^on\s+average$/i.test(match.text)) return false;
  // ("…, each on average balances": the balances of the metric's own terms.)
  if (/^\s*(?:year[- ]?end\s+|opening\s+and\s+closing\s+)?balances?\b/i.test(question.slice(match.end))) return true;
  return items.some((i) => i.start >= match.end && /^\s*(?:the\s+|of\s+)?$/i.test(question.slice(match.end, i.start)));
}

/**
 * The formula the question asks for, and where it names it: one it composes ("D&A % margin",
 * "EBITDA less capex", "inventory as a % of total assets"), one it defines ("ROA is defined as
 * …"; the question's definition wins over the dictionary's), a metric the dictionary names, or a
 * ratio it spells out loosely.
 */
function askedFormula(question: string, ownText: string, year: number | null, metrics: MetricMatch[], items: LineItemMatch[]): { metric: FormulaMetric; start: number } | null {
  const definitions = definedMetrics(question, year);
  // What is asked stands outside the definitions, in the question's own words (names and periods blanked).
  let outside = ownText;
  for (const { start, end } of definitions.spans) outside = outside.slice(0, start) + " ".repeat(end - start) + outside.slice(end);
  // "Payout ratio, measured per share against diluted EPS": the per-share rows, not cash over income.
  const perSharePayout = definitions.asked ? null : payoutPerShare(outside);
  if (perSharePayout) return perSharePayout;
  const composed = composedMetric(outside, { year, defined: definitions.defined });
  // "Year-over-year change in revenue" is growth in percent, a series, not an amount of change.
  const composition = composed && composed.metric.id.startsWith("composed:change") && (metrics.some((m) => m.metric.kind === "series") || asksGrowth(question)) ? null : composed;
  const named = metrics.find((m) => m.metric.kind === "formula" && question.slice(m.start, m.end) === m.text && outside.slice(m.start, m.end).trim() !== "") ?? metrics.find((m) => m.metric.kind === "formula");
  // A per-share composition wraps whatever the question defines ("FCF per diluted share. Take FCF as …").
  // (Or reads the defined figure as an operand, however it refers to it: "that FIFO-basis amount".)
  const composesDefinition = composition && (composition.metric.id.startsWith("composed:") && / per (?:\w+ )?share$/i.test(composition.metric.name) || definitions.metrics.some((m) => m.aliases.some((a) => containsPhrase(composition.metric.name, a))) || (!!definitions.asked && "op" in definitions.asked.expr && operandsOf(composition.metric.expr).some((e) => sameExpr(e, definitions.asked!.expr))));
  // … unless the question defines that very figure ("operating cash flow per diluted share: divide A by B").
  // (The definition's name may carry whose it is: "Pfizer operating cash flow per diluted share".)
  const composedKey = composition ? phraseKey(composition.metric.name) : "";
  const definesIt = !!composition && !!definitions.asked && definitions.asked.aliases.some((a) => ` ${phraseKey(a)}`.endsWith(` ${composedKey}`));
  const covers = composition && named && composition.start <= named.start && composition.end >= named.end;
  if (definesIt && definitions.asked) return { metric: definitions.asked, start: -1 };
  if (composition && (composesDefinition || (!definitions.asked && (!named || covers)))) return composition;
  if (definitions.asked) {
    const at = definitions.asked.aliases.map((a) => outside.toLowerCase().indexOf(a.toLowerCase())).filter((i) => i >= 0);
    return { metric: definitions.asked, start: at.length ? Math.min(...at) : -1 };
  }
  if (named) return { metric: named.metric as FormulaMetric, start: named.start };
  const loose = looseRatio(question, items, metrics);
  return loose ? { metric: loose, start: items[0]!.start } : null;
}

/** The two sides of an arithmetic expression, if it is one. */
function operandsOf(expr: Expr): Expr[] {
  return "op" in expr ? [expr.left, expr.right] : [];
}
const sameExpr = (a: Expr, b: Expr): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * A metric the question defines is named as written, which may begin with the company's name
 * ("Amcor days payable outstanding"); the answer names the company itself, so the words the
 * question's own text blanks (names, periods) are left off the front of the metric's name.
 */
function unnamed(metric: FormulaMetric, question: string, ownText: string | undefined): FormulaMetric {
  if (!ownText || !metric.id.startsWith("defined:")) return metric;
  const blanked = new Set<string>();
  for (const m of question.matchAll(/[A-Za-z0-9&][\w&.'’-]*/g)) {
    if (ownText.slice(m.index, m.index + m[0].length).trim() === "") blanked.add(m[0].replace(/['’]s?$/, "").toLowerCase());
  }
  const parts = metric.name.split(/\s+/);
  let drop = 0;
  while (drop < parts.length - 1 && blanked.has(parts[drop]!.replace(/['’]s?$/, "").toLowerCase())) drop++;
  if (drop === 0) return metric;
  const rest = parts.slice(drop).join(" ");
  return { ...metric, name: rest.charAt(0).toUpperCase() + rest.slice(1) };
}

// "Average diluted shares" names a share count, itself an average over its period (JPMorgan prints
// "Average shares: Diluted"): no average over periods is asked of it unless the question spans
// several ("the average diluted share count over 2020–2022").
const SHARE_COUNTS = new Set<string>(["basicShares", "dilutedShares"]);
function averageable(subjects: { start: number }[], overPeriods: boolean): { start: number }[] {
  return overPeriods ? subjects : subjects.filter((s) => !("item" in s && SHARE_COUNTS.has(String(s.item))));
}

/**
 * How many months the period asked lasts. A length said outright ("six months ended June 30,
 * 2023") wins over a quarter that only names the filing read ("from the Q2 2023 10-Q"): the
 * second quarter's 10-Q reports the half-year too.
 */
function monthsOf(question: string, periods: PeriodReading, ended: boolean): number | null {
  const said = monthsAsked(question);
  if (said !== null && said > 3 && new RegExp(`\\b(?:six|nine|6|9)${MONTHS_WORD.source}\\s*(?:ended|ending|to|through)\\b`, "i").test(question)) return said;
  // ("The first six months of 2023 (per the Q2 2023 release)": the year after the length is the
  // half's own, not a whole year asked beside the quarter.)
  if (said !== null && said > 3 && !AHEAD.test(question) && new RegExp(`\\b(?:first|initial)\\s+(?:six|nine|6|9)${MONTHS_WORD.source}`, "i").test(question)) return said;
  // "In its fourth-quarter 2022 release, what were full-year net revenues", "per the Q2 release,
  // net sales for the six months": a longer period asked outright is read from the quarter's
  // report, which states it beside the quarter.
  // (So is the quarter's year named again on its own: "the Q4 2022 release … for fiscal 2022".)
  if (wholeYearBesideQuarter(question, periods)) return 12;
  if (periods.quarter && said !== null && said > 3 && !AHEAD.test(question)) return said;
  // "1H23 … from the Q2'23 10-Q": a half named beside a quarter is the period asked; the
  // quarter names the filing that reports it.
  if (periods.half && periods.quarter) return 6;
  return periods.quarter ? 3 : periods.half ? 6 : (said ?? (ended && /\bquarter\b/i.test(question) ? 3 : null));
}

// A length of time ahead or within, not a period reported: "over the next six months".
const AHEAD = /\b(?:next|coming|within|following)\s+(?:six|nine|6|9)[\s-]+months?\b/i;

// "six months", "6-month", "6M ended", "6 mos. ended": a length in months, written out or short
// (short only before the end it runs to: "3M's" is a company).
const MONTHS_WORD = /(?:[\s-]+months?\b|(?:[\s-]*mos?\.?|m)(?=\s+(?:ended|ending|to|through)\b))/;

/** "three months ended", "six months", "nine months", "9M": a part of the year asked by its length. */
function monthsAsked(question: string): number | null {
  const m = new RegExp(`\\b(three|six|nine|3|6|9)${MONTHS_WORD.source}`, "i").exec(question);
  if (m) return ({ three: 3, six: 6, nine: 9 } as Record<string, number>)[m[1]!.toLowerCase()] ?? Number(m[1]);
  // "the first 24 weeks", "12 weeks ended June 17": quarters of 12–17 weeks, halves of 24–28, …
  const w = /\b(\d{1,2})[\s-]+weeks?\b/i.exec(question);
  const weeks = w ? Number(w[1]) : 0;
  return weeks >= 10 && weeks <= 42 ? (weeks <= 17 ? 3 : weeks <= 28 ? 6 : 9) : null;
}

/**
 * A period asked by the date it ends: "as of December 31, 2022", "three months ended June 2,
 * 2023", "the June 2023 quarter". Figures are then read from the column dated so, whatever the
 * company's fiscal calendar.
 */
// A date that names the filing the answer is read from ("per its 10-Q for the quarter ended June
// 2, 2023"), not the period asked when the question dates that too ("as of December 2, 2022").
const FILING_DATED = /\b(?:10-?[KQ]|8-?K|report|filing|release|statements?)\s+(?:for|of|covering)\s+(?:the\s+)?(?:fiscal\s+)?(?:quarter|year|period|(?:three|six|nine|twelve)\s+months)\s+(?:ended|ending)\s+[A-Z][a-z]+\.?\s+\d{1,2},?\s+(?:19|20)\d\d\b/gi;

function endingAsked(question: string, periods: PeriodReading): { year: number; endsOn: string } | null {
  const unfiled = question.replace(FILING_DATED, " ");
  const asked = unfiled !== question ? readPeriods(unfiled).dates : [];
  // Of several dates ("average of June 30, 2021 and June 30, 2022"), the answer is for the latest.
  const date = [...(asked.length ? asked : periods.dates)].sort().at(-1);
  if (date) return { year: Number(date.slice(0, 4)), endsOn: date.slice(5) };
  const month = periods.months[0];
  if (!month || periods.quarter) return null;
  const quarter = new RegExp(`\\b${monthName(month)}\\w*\\.?\\s*['’]?\\d{2,4}\\s+quarter\\b`, "i").test(question);
  const asOf = /\b(?:as of|as at|at|on|ended|ending|end of)\s+(?:the\s+)?(?:end of\s+)?[a-z]{3,9}\.?\s*['’]?\d{2,4}\b/i.test(question);
  return quarter || asOf ? { year: Number(month.slice(0, 4)), endsOn: month.slice(5) } : null;
}

/** Whether an expression reads one item for this period and the period before: a growth of it. */
function growthOfOneItem(expr: Expr): boolean {
  const seen = new Map<string, Set<string>>();
  const walk = (e: Expr): void => {
    if ("item" in e) seen.set(e.item, (seen.get(e.item) ?? new Set()).add(e.at));
    else if ("op" in e) { walk(e.left); walk(e.right); }
    else if ("firstOf" in e) e.firstOf.forEach(walk);
  };
  walk(expr);
  return [...seen.values()].some((at) => at.has("current") && at.has("prior"));
}

/** The text with the spans blanked: a growth's formula ("its 2016 revenue, over …") names no row asked. */
function withoutSpans(text: string, spans: { start: number; end: number }[]): string {
  let out = text;
  for (const { start, end } of spans) out = out.slice(0, start) + " ".repeat(Math.max(0, Math.min(end, out.length) - start)) + out.slice(Math.min(end, out.length));
  return out;
}

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const monthName = (month: string) => monthAbbreviation(Number(month.slice(5))) ?? "";

const WHICH = /\bwhich\b/i;

/**
 * "Most", "highest", "largest" (max) or "least", "lowest" (min), read in the question's own words:
 * a company named with a superlative ("Best Buy") asks for no extreme.
 */
function extremeAsked(text: string): "max" | "min" | null {
  // "Which of its two segments had higher revenue": a comparative over the parts is the superlative.
  // ("Which of its segments spent more on …", "the best operating margin": the same.)
  if (/\b(most|highest|largest|biggest|greatest|maximum|fastest|best|strongest)\b/i.test(text) || TOP.test(text) || (WHICH.test(text) && /\b(higher|larger|bigger|greater|faster|more|led|leads?|leading)\b(?!\s+(?:to|by)\b)/i.test(text))) return "max";
  return /\b(least|fewest|lowest|smallest|minimum|slowest|worst|weakest)\b/i.test(text) || (WHICH.test(text) && /\b(lower|smaller|slower|fewer)\b/i.test(text)) ? "min" : null;
}
// "The top segment by operating income", "top seller": the most, unless it is the top line
// (revenue) or a number of them ("top 10 customers").
const TOP = /\btop\b(?![\s-]+(?:line|and\s+bottom|\d|ten|five|three|two|management|executives?|officers?))/i;
// ("Did its operating loss narrow": a loss moves by narrowing or widening.)
const TREND = /\b(improv|declin|increas|decreas|chang|grow|grew|compar|trend|consistent|fluctuat|stable|drop|rise|rose|fell|fall|narrow|widen|shr[iau]nk)\w*/i;

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
