// Answers that compute: a metric for one period, a series over periods (average, growth, CAGR),
// or a metric's movement across years. Each shows its formula and cites every input.
import { averagesBalances, lineItem, type Expr, type FormulaMetric, type LineItemId, type SeriesMetric } from "../../finance";
import { formatFigure } from "../statements/numbers";
import { isPerShareRow } from "../statements/statement-table";
import type { Figure, FigureSource } from "../statements/figure-book";
import {
  computeMetric, computeSeries, inputFor, missingText, seriesPoints, type MetricResult, type Period, type SeriesPoint,
} from "./compute-metric";
import { figureText, inText, metricText, percentDecimals, periodText, scaleOf, subjectOf } from "./format";
import type { QuestionReading } from "../../retrieval/read-question";
import { cite, figureExcerpts, type Written } from "./written";

/** A written answer, or what could not be read (and the first line item missing, when known). */
export type Outcome = { written: Written } | { missing: string; item?: LineItemId };

function companyOf(figures: Figure[]): string {
  return figures[0] ? subjectOf(figures[0]) : "The company's";
}

function inputsLine(inputs: Figure[], wantedScale: number | null): string {
  return inputs
    .map((f) => `${lineItem(f.item).name.toLowerCase()} ${figureText(f, wantedScale)}${f.column.year !== inputs[0]!.column.year ? ` (FY${f.column.year})` : ""} [${f.page.ref}]`)
    .join(", ");
}

/** The formula with the figures put in: "(1,001.2 / 578.6)". Figures are at the answer's scale. */
function arithmetic(expr: Expr, result: MetricResult, scale: number): string {
  const n = (id: LineItemId, year: number) => {
    const f = inputFor(result.inputs, id, year);
    // A per-share figure is written as printed, not at the answer's scale of amounts.
    const v = f ? (isPerShareRow(f.row) ? f.printed : f.amount / scale) : null;
    return v === null ? "?" : formatFigure(v, Number.isInteger(v) ? 0 : 2);
  };
  const walk = (e: Expr): string => {
    if ("constant" in e) return String(e.constant);
    if ("firstOf" in e) return walk(e.firstOf[0]!);
    if ("item" in e) {
      const y = result.year;
      if (e.at === "current") return n(e.item, y);
      if (e.at === "prior") return n(e.item, y - 1);
      if (e.at === "average") return `((${n(e.item, y)} + ${n(e.item, y - 1)}) / 2)`;
      return `(${n(e.item, y)} − ${n(e.item, y - 1)})`;
    }
    const symbol = e.op === "*" ? "×" : e.op === "-" ? "−" : e.op;
    return `(${walk(e.left)} ${symbol} ${walk(e.right)})`;
  };
  return walk(expr).replace(/^\((.*)\)$/, "$1");
}

// "Free cash flow per diluted share": an amount per share, written as one.
const PER_SHARE_NAME = /\bper\s+(?:\w+\s+)?share$/i;

function valueText(result: { value: number }, metric: FormulaMetric, reading: QuestionReading, inputs: Figure[]): string {
  if (PER_SHARE_NAME.test(metric.name)) return `${inputs[0]?.row.unit?.currency ?? "$"}${formatFigure(result.value, reading.decimals ?? 2)} per share`;
  const scale = inputs[0] ? scaleOf(inputs[0], reading.scale) : 1;
  return metricText(result.value, metric.unit, { decimals: reading.decimals, percent: reading.percent, scale, currency: inputs[0]?.row.unit?.currency });
}

const RETURN_NAME = /\b(?:return|roa|roe|roic|roce)\b/i;

// Ratios that people also say in percent: a return, a payout, a yield, a share, a rate.
const SAID_IN_PERCENT = /\b(?:return|payout|yield|share|rate|margin|roa|roe|roic)\b/i;

/** " (18.2%)" after a ratio people also say in percent, so either reading finds its figure. */
function asPercent(value: number, metric: FormulaMetric, reading: QuestionReading): string {
  if (metric.unit !== "ratio" || reading.percent || PER_SHARE_NAME.test(metric.name)) return "";
  // A fraction below one may be meant in percent whatever its name ("overhead ratio" 0.58 is 58%).
  if (!(SAID_IN_PERCENT.test(metric.name) && Math.abs(value) < 10) && Math.abs(value) >= 1) return "";
  return ` (${formatFigure(value * 100, reading.decimals ?? percentDecimals(value * 100))}%)`;
}

/**
 * Whether a ratio is said in percent first: a fraction of one flow of the period by another
 * (benefit costs over premiums, noninterest expense over revenue, dividends over earnings) is a
 * share people quote in percent, whatever the ratio is called; a ratio of balances (current ratio,
 * debt to equity) or one above one (coverage, conversion) is quoted as it is.
 */
function saidInPercentFirst(value: number, metric: FormulaMetric, reading: QuestionReading, inputs: Figure[]): boolean {
  if (metric.unit !== "ratio" || reading.percent || PER_SHARE_NAME.test(metric.name) || Math.abs(value) >= 1 || inputs.length < 2) return false;
  // "Round to two decimal places" asks for the ratio as a decimal (0.54, not 54.03%).
  if (reading.decimals !== null || /\b(?:times|multiple|turnover|coverage|x)\b/i.test(metric.name)) return false;
  // A return, a payout, a yield, a share, a rate or a margin is a percentage by its name.
  if (SAID_IN_PERCENT.test(metric.name)) return true;
  return inputs.every((f) => !lineItem(f.item).pointInTime && f.page.kind !== "balance-sheet" && !isPerShareRow(f.row));
}

/** One metric for one period, with its formula and inputs. */
export function metricAnswer(metric: FormulaMetric, period: Period, reading: QuestionReading, book: FigureSource, periodLabel: string): Outcome {
  const result = computeMetric(metric, period, book);
  if ("missing" in result) return { missing: missingText(result.missing), item: result.missing[0]?.item };
  const scale = result.inputs[0] ? scaleOf(result.inputs[0], reading.scale) : 1;
  const percentFirst = saidInPercentFirst(result.value, metric, reading, result.inputs);
  // A return said in percent keeps the precision of its two-decimal ratio (9.76%, not 9.8%).
  const decimals = reading.decimals ?? (RETURN_NAME.test(metric.name) ? 2 : null);
  const value = valueText(result, metric, percentFirst ? { ...reading, percent: true, decimals } : reading, result.inputs);
  const after = percentFirst
    ? ` (${formatFigure(result.value, reading.decimals ?? 2)})`
    : metric.askedAsRatio && metric.unit === "percent" && !reading.percent
      ? ` (a ratio of ${formatFigure(result.value / 100, reading.decimals ?? 2)})`
      : asPercent(result.value, metric, reading);
  const lines = [
    `${companyOf(result.inputs)} ${inText(metric.name)} for ${periodLabel} is **${value}**${after} ${cite(result.inputs)}.`,
    "",
    ...result.inputs.map((f) => `- ${lineItem(f.item).name}, ${periodText(f.year, period.months, reading)}: ${figureText(f, reading.scale)} ("${f.row.label}") [${f.page.ref}]`),
    "",
    `${metric.name} = ${result.formula} = ${arithmetic(result.expr, result, scale)} = ${value}.`,
  ];
  if (metric.note) lines.push("", metric.note);
  else if (averagesBalances(metric.expr)) lines.push("", AVERAGE_CONVENTION);
  return { written: { text: lines.join("\n"), excerpts: figureExcerpts(result.inputs) } };
}

// A named metric with more than one convention (turnover, a return on assets) is said with the
// one used: a flow of the year over a balance takes the balance's average of the two year-ends.
const AVERAGE_CONVENTION = "Convention: the balance is averaged over the opening and closing year-ends, as the metric divides a flow of the year by a balance.";

// Points of a series are shown one decimal finer than the result, so the result can be checked.
const finer = (reading: QuestionReading): QuestionReading => ({ ...reading, decimals: (reading.decimals ?? 1) + 1 });

function pointText(point: SeriesPoint, metric: FormulaMetric | null, reading: QuestionReading): string {
  if (point.metric && metric) {
    return `${valueText(point.metric, metric, finer(reading), point.inputs)} — ${inputsLine(point.inputs, reading.scale)}`;
  }
  return `${figureText(point.inputs[0]!, reading.scale)} [${point.inputs[0]!.page.ref}]`;
}

/** A series over years (average, YoY growth, CAGR) of a metric or of one line item. */
export function seriesAnswer(
  series: SeriesMetric,
  base: { metric: FormulaMetric } | { item: LineItemId },
  years: number[],
  months: number | null,
  reading: QuestionReading,
  book: FigureSource,
): Outcome {
  const found = seriesPoints(base, years, months, book);
  if ("missing" in found) return { missing: missingText(found.missing), item: found.missing[0]?.item };
  const result = computeSeries(series, found.points);
  if (!result) return { missing: "figures that allow the calculation" };
  const metric = "metric" in base ? base.metric : null;
  const subject = ("item" in base ? lineItem(base.item).name : base.metric.name).toLowerCase();
  const inputs = found.points.flatMap((p) => p.inputs);
  const label = (year: number) => periodText(year, months, reading);
  const span = `${label(years[0]!)}–${label(years[years.length - 1]!)}`;
  const value =
    series.unit === "percent"
      ? `${formatFigure(result.value, reading.decimals ?? percentDecimals(result.value))}%`
      : metric
        ? valueText(result, metric, reading, inputs)
        : figureTextOfAmount(result.value, found.points[0]!.inputs[0]!, reading);
  const pointValues = found.points.map((p) => (metric ? valueText(p, metric, finer(reading), p.inputs) : figureText(p.inputs[0]!, reading.scale)));
  const how =
    series.id === "average"
      ? `(${pointValues.join(" + ")}) / ${found.points.length}`
      : series.id === "cagr"
        ? `(${pointValues.at(-1)} / ${pointValues[0]})^(1/${found.points.length - 1}) − 1`
        : series.id === "cumulativeGrowth"
          ? `(${pointValues.at(-1)} − ${pointValues[0]}) / ${pointValues[0]}`
          : `(${pointValues.at(-1)} − ${pointValues.at(-2)}) / ${pointValues.at(-2)}`;
  const first = label(years[0]!);
  const last = label(years[years.length - 1]!);
  // Growth is said as growth ("grew 35.1% from FY2017 to FY2018"); an average as what it averaged.
  const lead =
    series.id === "yoyGrowth"
      ? `${companyOf(inputs)} ${subject} ${result.value < 0 ? "fell" : "grew"} **${value.replace(/^-/, "")}** year over year, from ${pointValues.at(-2)} in ${label(years[years.length - 2]!)} to ${pointValues.at(-1)} in ${last}`
      : series.id === "cagr"
        ? `${companyOf(inputs)} ${subject} ${result.value < 0 ? "shrank" : "grew"} at a compound annual rate of **${value.replace(/^-/, "")}** from ${first} to ${last}`
        : series.id === "cumulativeGrowth"
          ? `${companyOf(inputs)} ${subject} ${result.value < 0 ? "fell" : "grew"} **${value.replace(/^-/, "")}** in all from ${pointValues[0]} in ${first} to ${pointValues.at(-1)} in ${last}`
        : `${companyOf(inputs)} ${subject} averaged **${value}** over ${span}`;
  const lines = [
    `${lead} ${cite(inputs)}.`,
    "",
    ...found.points.map((p) => `- ${label(p.year)}: ${pointText(p, metric, reading)}`),
    "",
    `${series.name} = ${how} = ${value}.`,
  ];
  const formula = found.points[0]!.metric?.formula;
  if (metric && formula) lines.push("", `${metric.name} = ${formula}.`);
  return { written: { text: lines.join("\n"), excerpts: figureExcerpts(inputs) } };
}

function figureTextOfAmount(amount: number, like: Figure, reading: QuestionReading): string {
  return figureText({ ...like, amount, printed: amount / (like.row.unit?.scale ?? 1) }, reading.scale);
}

// Metrics where a higher value is read as better; for the others a move is only up or down.
const NEUTRAL = new Set(["effectiveTaxRate", "debtToEquity", "cogsToRevenue", "capexToRevenue", "payoutRatio", "daysInventoryOutstanding", "daysSalesOutstanding", "daysPayableOutstanding"]);

function moved(metric: FormulaMetric, from: number, to: number): string {
  if (to === from) return "was unchanged";
  const better = !NEUTRAL.has(metric.id) && !metric.id.includes("/") && metric.unit !== "days" && metric.unit !== "currency";
  if (better) return to > from ? "improved" : "declined";
  return to > from ? "increased" : "decreased";
}

/**
 * How a metric moved: between the years asked, or over the latest two years shown when the
 * question names one year ("improving as of FY2022"), with the year before as context.
 */
export function trendAnswer(metric: FormulaMetric, years: number[], months: number | null, reading: QuestionReading, book: FigureSource, asked: boolean): Outcome {
  const points: { year: number; result: MetricResult }[] = [];
  let lastMissing: Outcome | null = null;
  for (const year of years) {
    const result = computeMetric(metric, { year, months }, book);
    if ("missing" in result) lastMissing = { missing: missingText(result.missing), item: result.missing[0]?.item };
    else points.push({ year, result });
  }
  if (points.length < 2) return lastMissing ?? { missing: "two periods to compare" };
  const first = asked ? points[0]! : points[points.length - 2]!;
  const last = points[points.length - 1]!;
  const text = (r: MetricResult) => valueText(r, metric, reading, r.inputs);
  const change = metric.unit === "percent" ? ` (${formatFigure(last.result.value - first.result.value, 1)} percentage points)` : "";
  const inputs = points.flatMap((p) => p.result.inputs);
  // (Only years computed the same way: a year read by a fallback formula is no like-for-like context.)
  const earlier = points.filter((p) => p.year < first.year && p.result.formula === last.result.formula);
  const label = (year: number) => periodText(year, months, reading);
  const context = earlier.length ? ` It was ${earlier.map((p) => `${text(p.result)} in ${label(p.year)}`).join(" and ")}.` : "";
  const lines = [
    // The latest value is the one the question is about ("improving as of FY2020"): the headline.
    `${companyOf(inputs)} ${inText(metric.name)} ${moved(metric, first.result.value, last.result.value)} from ${text(first.result)} in ${label(first.year)} to **${text(last.result)}** in ${label(last.year)}${change} ${cite([...first.result.inputs, ...last.result.inputs])}.${context}`,
    "",
    ...points.map((p) => `- ${label(p.year)}: ${text(p.result)} — ${inputsLine(p.result.inputs, reading.scale)}`),
    "",
    `${metric.name} = ${points[0]!.result.formula}.`,
  ];
  if (metric.note) lines.push("", metric.note);
  return { written: { text: lines.join("\n"), excerpts: figureExcerpts(inputs) } };
}
