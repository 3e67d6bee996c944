// How a question ranks the parts by a ratio in words the reader of figures leaves open: "the
// thinnest operating margin", "the slimmest", "the better Adjusted EBIT margin, Flexibles or Rigid
// Packaging", "the worse margin", and "the most profitable as a percentage of sales" — a margin of
// operating profit over sales — so the parts are compared on it.
import type { LineItemId } from "../../finance";
import type { QuestionReading } from "../../retrieval/read-question";

// Superlatives and comparatives of a margin's size that are no words of amount.
const THIN = /\b(?:thinnest|slimmest|narrowest|skinniest|thinner|slimmer|narrower|worst|worse|weakest|weaker)\b/i;
const WIDE = /\b(?:widest|fattest|richest|healthiest|wider|fatter|richer|better|stronger)\b/i;

/** The end of the ranking asked: the reader's own, else the one these words say. */
export function partExtreme(question: string, reading: QuestionReading): "max" | "min" | null {
  if (reading.extreme !== null) return reading.extreme;
  if (THIN.test(question)) return "min";
  return WIDE.test(question) ? "max" : null;
}

// "Most profitable as a percentage of sales", "least profitable relative to revenue", "profitable
// per dollar of sales": operating profit over sales.
const PROFIT_SHARE = /\bprofitable\b[^?.]*?\b(?:as\s+a\s+(?:percentage|percent|share|proportion)\s+of|relative\s+to|per\s+dollar\s+of|in\s+relation\s+to|compared\s+(?:to|with))\s+(?:(?:its|their|the)\s+)?(?:(?:segment|total|net)\s+)*(?:sales|revenues?)\b/i;

/** The two figures of the ratio the parts are ranked by when the question says it in words. */
export function profitShareAsked(question: string): [LineItemId, LineItemId] | undefined {
  return PROFIT_SHARE.test(question) ? ["operatingIncome", "revenue"] : undefined;
}
