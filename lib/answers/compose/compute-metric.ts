// Computes a metric from cited figures and keeps the trace: which formula (after choosing among
// alternatives such as gross profit or revenue − cost of revenue), which figures, from where.
import {
  deductedRows, describe, evaluateMetric, inputsOf, isRowLabel, itemWithinLabel, lineItem, type Expr, type FormulaMetric, type LineItemId, type SeriesMetric,
} from "../../finance";
import type { Figure, FigureSource } from "../statements/figure-book";
import { inFilingUnit } from "./input-scale";

export interface MetricResult {
  metric: FormulaMetric;
  year: number;
  /** In the metric's unit: percent ×100, days, a plain ratio, or currency units. */
  value: number;
  /** The formula actually used (alternatives chosen), and in words. */
  expr: Expr;
  formula: string;
  inputs: Figure[];
}

export interface Missing {
  missing: { item: LineItemId; year: number }[];
}

export interface Period {
  year: number;
  months: number | null;
}

/** The figures an expression reads for a period; undefined where the book has none. */
function lookupFor(book: FigureSource, period: Period, used: Map<string, Figure>, missing: Missing["missing"], deducted = new Set<LineItemId>()) {
  return (id: LineItemId, offset: 0 | -1): number | undefined => {
    const year = period.year + offset;
    const found = book.find(id, year, period.months) ?? fallbackFigure(book, id, year, period.months);
    // A cash-flow row the question deducts is deducted by its amount: the statement prints its
    // deductions signed ("Recognition of unearned revenue (57,735)"). (A balance keeps its sign:
    // total assets less a deficit in equity adds it.)
    const figure = found && deducted.has(id) && found.amount < 0 && found.page.kind === "cash-flow-statement" ? { ...found, amount: -found.amount } : found;
    if (!figure) {
      if (!missing.some((m) => m.item === id && m.year === year)) missing.push({ item: id, year });
      return undefined;
    }
    used.set(`${id}|${year}`, figure);
    return figure.amount;
  };
}

/** The figures already read, looked up again (after their unit was settled). */
function lookupOf(figures: Figure[], year: number) {
  return (id: LineItemId, offset: 0 | -1): number | undefined => inputFor(figures, id, year + offset)?.amount;
}

// A line item may stand for another when a filing has no separate row for it.
const STANDS_FOR: Partial<Record<LineItemId, LineItemId>> = { ebit: "operatingIncome" };

/**
 * What is read when no table has a line item: the item that stands for it, or — for a row the
 * question named in its own words ("bitcoin revenue") — the dictionary's item inside that wording.
 */
export function standsFor(id: LineItemId): LineItemId | undefined {
  return STANDS_FOR[id] ?? itemWithinLabel(id);
}

/** The figure read for a line item: its own, or the one that stands for it. */
export function inputFor(inputs: Figure[], id: LineItemId, year: number): Figure | undefined {
  const other = standsFor(id);
  return inputs.find((f) => f.item === id && f.year === year) ?? inputs.find((f) => f.item === other && f.year === year);
}

export function fallbackFigure(book: FigureSource, id: LineItemId, year: number, months: number | null): Figure | null {
  const other = standsFor(id);
  return other ? book.find(other, year, months) : null;
}

/**
 * Of a formula's alternatives, the first whose inputs the company's own statements give, when the
 * one preferred can only be read elsewhere: Pfizer's income statement has no gross profit row, so
 * its gross margin is revenue less cost of sales, not the "Gross profit" of an equity investee's
 * table in the notes. Null when the formula has no alternatives or no such choice arises.
 */
function onOwnStatements(metric: FormulaMetric, period: Period, book: FigureSource): Expr | null {
  const variants = alternativesOf(metric.expr);
  if (variants.length < 2) return null;
  let best: { expr: Expr; offStatement: number } | null = null;
  for (const expr of variants) {
    const used = new Map<string, Figure>();
    if (evaluateMetric({ ...metric, expr, unit: "ratio" }, lookupFor(book, period, used, [])) === undefined) continue;
    const offStatement = [...used.values()].filter((f) => !onItsStatement(f)).length;
    if (!best || offStatement < best.offStatement) best = { expr, offStatement };
  }
  return best?.expr ?? null;
}

/** Whether a figure was read from the statement its line item belongs on. */
function onItsStatement(f: Figure): boolean {
  const item = lineItem(f.item);
  return isRowLabel(f.item) || f.page.kind === item.statement || (item.alsoIn ?? []).some((k) => k === f.page.kind);
}

/** Every expression a formula can be, one per choice among its alternatives, in order of preference. */
function alternativesOf(expr: Expr): Expr[] {
  if ("firstOf" in expr) return expr.firstOf.flatMap(alternativesOf);
  if (!("op" in expr)) return [expr];
  const rights = alternativesOf(expr.right);
  return alternativesOf(expr.left).flatMap((left) => rights.map((right) => ({ ...expr, left, right })));
}

/** The expression with every "first of" replaced by the alternative that can be computed. */
function resolve(expr: Expr, canCompute: (e: Expr) => boolean): Expr {
  if ("firstOf" in expr) {
    const chosen = expr.firstOf.find(canCompute) ?? expr.firstOf[0]!;
    return resolve(chosen, canCompute);
  }
  if ("op" in expr) return { ...expr, left: resolve(expr.left, canCompute), right: resolve(expr.right, canCompute) };
  return expr;
}

export function computeMetric(metric: FormulaMetric, period: Period, book: FigureSource): MetricResult | Missing {
  const probeMissing: Missing["missing"] = [];
  const deducted = deductedRows(metric.expr);
  const probe = lookupFor(book, period, new Map(), probeMissing, deducted);
  const resolved = onOwnStatements(metric, period, book) ?? resolve(metric.expr, (e) => evaluateMetric({ ...metric, expr: e, unit: "ratio" }, probe) !== undefined);
  const used = new Map<string, Figure>();
  const missing: Missing["missing"] = [];
  const read = evaluateMetric({ ...metric, expr: resolved }, lookupFor(book, period, used, missing, deducted));
  if (read === undefined) return { missing: missing.length ? missing : probeMissing };
  const unresolved = standInTwice(used);
  if (unresolved) return { missing: [unresolved] };
  // Only the figures of the chosen formula are inputs (the probe may have read others).
  const needed = new Set(inputsOf(resolved).map((n) => n.item));
  const chosen = [...used.values()].filter((f) => needed.has(f.item) || [...needed].some((id) => standsFor(id) === f.item));
  // A figure of a table that states no unit is in the unit its filing's other inputs state.
  const inputs = inFilingUnit(chosen);
  const value = inputs.every((f, i) => f === chosen[i]) ? read : evaluateMetric({ ...metric, expr: resolved }, lookupOf(inputs, period.year));
  if (value === undefined) return { missing: missing.length ? missing : probeMissing };
  return { metric, year: period.year, value, expr: resolved, formula: describe(resolved), inputs };
}

/**
 * An operand read through the item that stands for it when that is the very figure another operand
 * reads: "advertising revenue as a share of total revenue", with no row for advertising, would
 * divide total revenue by itself. The operand was not found, and is said to be missing rather than
 * answered with an unrelated row.
 */
function standInTwice(used: Map<string, Figure>): { item: LineItemId; year: number } | null {
  const entries = [...used.entries()].map(([key, figure]) => ({ id: key.slice(0, key.lastIndexOf("|")) as LineItemId, figure }));
  // (A segment table may print each measure in its own block under the same part's label: the amount tells them apart.)
  const same = (a: Figure, b: Figure) => a.amount === b.amount && a.page.ref === b.page.ref && a.row.label === b.row.label && a.column.label === b.column.label;
  for (const stand of entries) {
    if (stand.figure.item === stand.id) continue;
    if (entries.some((other) => other.id !== stand.id && same(other.figure, stand.figure))) return { item: stand.id, year: stand.figure.year };
  }
  return null;
}

export interface SeriesPoint {
  year: number;
  value: number;
  inputs: Figure[];
  /** Set when the point is a metric rather than one figure. */
  metric?: MetricResult;
}

export interface SeriesResult {
  series: SeriesMetric;
  points: SeriesPoint[];
  value: number;
}

/** One value per year, of a metric or of a line item; stops at the first year that is missing. */
export function seriesPoints(
  base: { metric: FormulaMetric } | { item: LineItemId },
  years: number[],
  months: number | null,
  book: FigureSource,
): { points: SeriesPoint[] } | Missing {
  const points: SeriesPoint[] = [];
  for (const year of years) {
    if ("metric" in base) {
      const result = computeMetric(base.metric, { year, months }, book);
      if ("missing" in result) return result;
      points.push({ year, value: result.value, inputs: result.inputs, metric: result });
    } else {
      const figure = book.find(base.item, year, months) ?? fallbackFigure(book, base.item, year, months);
      if (!figure) return { missing: [{ item: base.item, year }] };
      points.push({ year, value: figure.amount, inputs: [figure] });
    }
  }
  return { points };
}

export function computeSeries(series: SeriesMetric, points: SeriesPoint[]): SeriesResult | null {
  const value = series.compute(points.map((p) => p.value));
  return value === undefined || !Number.isFinite(value) ? null : { series, points, value };
}

export function missingText(missing: Missing["missing"]): string {
  return missing.map((m) => `${lineItem(m.item).name.toLowerCase()} for FY${m.year}`).join(", ");
}
