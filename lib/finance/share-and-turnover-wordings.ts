// Shares and turnovers as analysts word them without naming the metric: "what share of revenue
// was left as gross profit", "what portion of current liabilities was deferred revenue", "how
// many times did it turn over its inventories". Only the wordings live here; which words name a
// figure is read where the formulas are (question-formulas.ts).
import type { Expr } from "./expression";
import { METRICS, type FormulaMetric } from "./metrics";

// "What share of revenue was left as gross profit", "what part of sales remained as operating
// income": what is left of the whole after costs, over the whole.
export const SHARE_LEFT_AS =
  /\b(?:share|percent(?:age)?|portion|proportion|fraction|part|how\s+much)\s+of\s+(?<whole>.+?)\s+(?:(?:was|were|is|are|got)\s+(?:left(?:\s+over)?|kept|retained)|remained|stayed|survived)\s+(?:as|in\s+the\s+form\s+of)\s+(?<part>.+)$/i;

// "What portion of current liabilities was deferred revenue", "what fraction of total assets
// was goodwill", "what percentage of total assets were made up of inventories": the part named
// after the verb, over the whole named before it.
export const SHARE_WAS =
  /\b(?:share|percent(?:age)?|portion|proportion|fraction)\s+of\s+(?<whole>.+?)\s+(?:was|were|is|are)\s+(?:made\s+up\s+(?:of|by)\s+|represented\s+by\s+|accounted\s+for\s+by\s+|(?:comprised|composed)\s+of\s+)?(?<part>[^?;]+)/i;

/**
 * One side of a share as its name reads in an answer: "the valuation allowance (income taxes
 * note)" → "valuation allowance", "gross deferred tax assets at" (its date taken as the period)
 * → "gross deferred tax assets".
 */
export function shareSideName(text: string): string {
  const name = text
    .replace(/\s*\([^()]*\)/g, " ")
    .replace(/^\s*(?:the|its|their|that|this)\s+/i, "")
    .replace(/(?:\s+(?:at|as\s+of|on|for|in|during|of))+\s*$/i, "")
    .replace(/\s+/g, " ")
    .trim();
  return name || text.trim();
}

// "How many times did Best Buy turn over its merchandise inventories", "how many times were its
// receivables turned over", "its inventory turned over how many times". `before` says the balance
// is named before the verb (its last words are the term), else after it (its first words are).
export const TURNED_OVER: { re: RegExp; before: boolean }[] = [
  { re: /\bhow\s+many\s+times\s+(?:did|does|do|has|had|would|could)\s+(?:\S+\s+){0,5}?turn(?:ed)?\s+over\s+(?:its\s+|the\s+|their\s+)?(?<x>[^?.;,()]+)/i, before: false },
  { re: /\bhow\s+many\s+times\s+(?:was|were|did|does|do|has|have|had)\s+(?:the\s+|its\s+|their\s+)?(?<x>[^?.;,()]+?)\s+(?:been\s+)?turn(?:ed|s)?\s+over\b/i, before: true },
  { re: /\b(?<x>[^?.;,()]+?)\s+turn(?:ed|s)?\s+over\s+how\s+many\s+times\b/i, before: true },
];

/**
 * The dictionary's turnover of a balance: the metric in times whose divisor is that balance
 * averaged ("inventories" → inventory turnover, "total assets" → asset turnover). Null for a
 * balance no turnover is kept of.
 */
export function turnoverOf(balance: Expr): FormulaMetric | null {
  if (!("item" in balance)) return null;
  return (
    METRICS.find(
      (m): m is FormulaMetric =>
        m.kind === "formula" && m.unit === "times" && "op" in m.expr && m.expr.op === "/" && "item" in m.expr.right && m.expr.right.item === balance.item && m.expr.right.at === "average",
    ) ?? null
  );
}
