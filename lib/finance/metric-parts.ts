// The terms of a dictionary metric a question may define for itself: "What was the acid-test
// ratio? Treat quick assets as current assets excluding inventories", "debt-to-capital ratio, with
// capital taken as long-term debt plus equity". The metric keeps its name and its other side; the
// defined term replaces the dictionary's reading of its own.
import { div, type Expr } from "./expression";
import type { FormulaMetric } from "./metrics";
import { phraseKey } from "./normalise";

type Side = "numerator" | "denominator";

// By metric, the names people give each side of its quotient.
const PARTS: Record<string, { names: string[]; side: Side }[]> = {
  quickRatio: [{ names: ["quick assets", "liquid assets", "quick current assets", "monetary current assets"], side: "numerator" }],
  cashRatio: [{ names: ["cash", "cash and equivalents", "cash and cash equivalents", "liquid funds"], side: "numerator" }],
  debtToEquity: [
    { names: ["debt", "total debt", "borrowings", "total borrowings"], side: "numerator" },
    { names: ["equity", "total equity", "shareholders equity", "stockholders equity"], side: "denominator" },
  ],
  debtToCapital: [
    { names: ["debt", "total debt", "borrowings", "total borrowings"], side: "numerator" },
    { names: ["capital", "total capital", "capitalization", "total capitalization", "invested capital"], side: "denominator" },
  ],
  freeCashFlowConversion: [{ names: ["free cash flow", "fcf"], side: "numerator" }],
  interestCoverage: [{ names: ["ebit", "earnings before interest and taxes"], side: "numerator" }],
};

/**
 * The metric with a side the question defines put in place of the dictionary's, or null when the
 * name is no side of it. Said with the answer as the question's definition.
 */
export function withDefinedPart(metric: FormulaMetric, name: string, expr: Expr, written: string): FormulaMetric | null {
  const key = phraseKey(name);
  const part = PARTS[metric.id]?.find((p) => p.names.some((n) => phraseKey(n) === key));
  if (!part || !("op" in metric.expr) || metric.expr.op !== "/") return null;
  const { left, right } = metric.expr;
  return {
    ...metric,
    expr: part.side === "numerator" ? div(expr, right) : div(left, expr),
    note: `As the question defines it: ${name} = ${written}.`,
  };
}
