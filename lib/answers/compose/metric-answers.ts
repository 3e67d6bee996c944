// Answers that compute: a metric for one period, a series over periods (average, growth, CAGR),
// or a metric's movement across years. Each shows its formula and cites every input.
import { lineItem, type Expr, type FormulaMetric, type LineItemId, type SeriesMetric } from "../../finance";
import { formatFigure } from "../statements/numbers";
import type { Figure, FigureBook } from "../statements/figure-book";
import {
  computeMetric, computeSeries, inputFor, missingText, seriesPoints, type MetricResult, type Period, type SeriesPoint,
} from "./compute-metric";
import { figureText, metricText, possessive, scaleOf } from "./format";
import type { QuestionReading } from "./read-question";
import { cite, figureExcerpts, type Written } from "./written";

export type Outcome = { written: Written } | { missing: string };

function companyOf(figures: Figure[]): string {
  return possessive(figures[0]?.page.document.companyName ?? "The company");
}

function inputsLine(inputs: Figure[], wantedScale: number | null): string {
  return inputs
    .map((f) => `${lineItem(f.item).name.toLowerCase()} ${figureText(f, wantedScale)}${f.column.year !== inputs[0].column.year ? ` (FY${f.column.year})` : ""} [${f.page.ref}]`)
    .join(", ");
}

/** The formula with the figures put in: "(1,001.2 / 578.6)". Figures are at the answer's scale. */
function arithmetic(expr: Expr, result: MetricResult, scale: number): string {
  const n = (id: LineItemId, year: number) => {
    const f = inputFor(result.inputs, id, year);
    return f ? formatFigure(f.amount / scale, Number.isInteger(f.amount / scale) ? 0 : 2) : "?";
  };
  const walk = (e: Expr): string => {
    if ("constant" in e) return String(e.constant);
    if ("firstOf" in e) return walk(e.firstOf[0]);
    if ("item" in e) {
      const y = result.year;
      if (e.at === "current") return n(e.item, y);
      if (e.at === "prior") return n(e.item, y - 1);
      if (e.at === "average") return `(${n(e.item, y)} + ${n(e.item, y - 1)}) / 2`;
      return `(${n(e.item, y)} − ${n(e.item, y - 1)})`;
    }
    const symbol = e.op === "*" ? "×" : e.op === "-" ? "−" : e.op;
    return `(${walk(e.left)} ${symbol} ${walk(e.right)})`;
  };
  return walk(expr).replace(/^\((.*)\)$/, "$1");
}

function valueText(result: { value: number }, metric: FormulaMetric, reading: QuestionReading, inputs: Figure[]): string {
  const scale = inputs[0] ? scaleOf(inputs[0], reading.scale) : 1;
  return metricText(result.value, metric.unit, { decimals: reading.decimals, percent: reading.percent, scale, currency: inputs[0]?.row.unit?.currency });
}

/** One metric for one period, with its formula and inputs. */
export function metricAnswer(metric: FormulaMetric, period: Period, reading: QuestionReading, book: FigureBook, quarterLabel: string): Outcome {
  const result = computeMetric(metric, period, book);
  if ("missing" in result) return { missing: missingText(result.missing) };
  const scale = result.inputs[0] ? scaleOf(result.inputs[0], reading.scale) : 1;
  const value = valueText(result, metric, reading, result.inputs);
  const lines = [
    `${companyOf(result.inputs)} ${metric.name.toLowerCase()} for ${quarterLabel} is **${value}** ${cite(result.inputs)}.`,
    "",
    ...result.inputs.map((f) => `- ${lineItem(f.item).name}, FY${f.year}: ${figureText(f, reading.scale)} ("${f.row.label}") [${f.page.ref}]`),
    "",
    `${metric.name} = ${result.formula} = ${arithmetic(result.expr, result, scale)} = ${value}.`,
  ];
  if (metric.note) lines.push("", metric.note);
  return { written: { text: lines.join("\n"), excerpts: figureExcerpts(result.inputs) } };
}

function pointText(point: SeriesPoint, metric: FormulaMetric | null, reading: QuestionReading): string {
  if (point.metric && metric) {
    const detailed = { ...reading, decimals: Math.max(2, (reading.decimals ?? 1) + 1) };
    return `${valueText(point.metric, metric, detailed, point.inputs)} — ${inputsLine(point.inputs, reading.scale)}`;
  }
  return `${figureText(point.inputs[0], reading.scale)} [${point.inputs[0].page.ref}]`;
}

/** A series over years (average, YoY growth, CAGR) of a metric or of one line item. */
export function seriesAnswer(
  series: SeriesMetric,
  base: { metric: FormulaMetric } | { item: LineItemId },
  years: number[],
  months: number | null,
  reading: QuestionReading,
  book: FigureBook,
): Outcome {
  const found = seriesPoints(base, years, months, book);
  if ("missing" in found) return { missing: missingText(found.missing) };
  const result = computeSeries(series, found.points);
  if (!result) return { missing: "figures that allow the calculation" };
  const metric = "metric" in base ? base.metric : null;
  const subject = metric ? metric.name.toLowerCase() : lineItem((base as { item: LineItemId }).item).name.toLowerCase();
  const inputs = found.points.flatMap((p) => p.inputs);
  const span = `FY${years[0]}–FY${years[years.length - 1]}`;
  const value =
    series.unit === "percent"
      ? `${formatFigure(result.value, reading.decimals ?? 1)}%`
      : metric
        ? valueText(result, metric, reading, inputs)
        : figureTextOfAmount(result.value, found.points[0].inputs[0], reading);
  const pointValues = found.points.map((p) => (metric ? valueText(p, metric, { ...reading, decimals: (reading.decimals ?? 1) + 1 }, p.inputs) : figureText(p.inputs[0], reading.scale)));
  const how =
    series.id === "average"
      ? `(${pointValues.join(" + ")}) / ${found.points.length}`
      : series.id === "cagr"
        ? `(${pointValues.at(-1)} / ${pointValues[0]})^(1/${found.points.length - 1}) − 1`
        : `(${pointValues.at(-1)} − ${pointValues.at(-2)}) / ${pointValues.at(-2)}`;
  const lines = [
    `${companyOf(inputs)} ${series.name.toLowerCase()} of ${subject} over ${span} is **${value}** ${cite(inputs)}.`,
    "",
    ...found.points.map((p) => `- FY${p.year}: ${pointText(p, metric, reading)}`),
    "",
    `${series.name} = ${how} = ${value}.`,
  ];
  const formula = found.points[0].metric?.formula;
  if (metric && formula) lines.push("", `${metric.name} = ${formula}.`);
  return { written: { text: lines.join("\n"), excerpts: figureExcerpts(inputs) } };
}

function figureTextOfAmount(amount: number, like: Figure, reading: QuestionReading): string {
  return figureText({ ...like, amount, printed: amount / (like.row.unit?.scale ?? 1) }, reading.scale);
}

/** How a metric moved over the years asked (or the latest years shown): "declined from … to …". */
export function trendAnswer(metric: FormulaMetric, years: number[], months: number | null, reading: QuestionReading, book: FigureBook): Outcome {
  const points: { year: number; result: MetricResult }[] = [];
  let lastMissing = "";
  for (const year of years) {
    const result = computeMetric(metric, { year, months }, book);
    if ("missing" in result) lastMissing = missingText(result.missing);
    else points.push({ year, result });
  }
  if (points.length < 2) return { missing: lastMissing || "two periods to compare" };
  const first = points[0];
  const last = points[points.length - 1];
  const text = (r: MetricResult) => valueText(r, metric, reading, r.inputs);
  const direction = last.result.value > first.result.value ? "improved" : last.result.value < first.result.value ? "declined" : "was unchanged";
  const verb = metric.unit === "days" || metric.id === "effectiveTaxRate" ? (direction === "improved" ? "rose" : direction === "declined" ? "fell" : direction) : direction;
  const change = metric.unit === "percent" ? ` (${formatFigure(last.result.value - first.result.value, 1)} percentage points)` : "";
  const inputs = points.flatMap((p) => p.result.inputs);
  const lines = [
    `${companyOf(inputs)} ${metric.name.toLowerCase()} ${verb} from ${text(first.result)} in FY${first.year} to ${text(last.result)} in FY${last.year}${change} ${cite(inputs)}.`,
    "",
    ...points.map((p) => `- FY${p.year}: ${text(p.result)} — ${inputsLine(p.result.inputs, reading.scale)}`),
    "",
    `${metric.name} = ${points[0].result.formula}.`,
  ];
  if (metric.note) lines.push("", metric.note);
  return { written: { text: lines.join("\n"), excerpts: figureExcerpts(inputs) } };
}
