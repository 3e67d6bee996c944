// The unit a figure question asks its answer in: a percent ("what share of net sales", "by what
// percent did it fall", "as a % of revenue", "in percentage terms"), an amount of money ("how much
// revenue", "in $ millions"), or neither said. A lead that states both an amount and a percent
// ("decreased $29 million, or 4.0%") answers with the one of the unit asked; the reader of the
// unit is the question's own words for a unit, not the measure's name ("margin" may be either).

import { thresholdAsked } from "./threshold-asked";

export type UnitAsked = "percent" | "money";

// A percent said outright, or a share of a whole asked ("what proportion", "as a share of"); a
// percent the question states ("after growing 16%") is context, no unit asked.
const PERCENT = /(?<!\d\s?)(?:%|\bpercent(?:age)?s?\b)|\bproportion\b|\bwhat\s+(?:share|portion|fraction)\b|\bas\s+a\s+(?:share|portion|fraction)\b|\b(?:growth|decline)\s+rate\b|\brate\s+of\s+(?:growth|increase|decrease|decline)\b/i;
// Percentage points are a change of a rate, still a percent; basis points are not asked here.
// An amount of money said outright: a currency sign, a scale of money, or "how much" with a
// thing bought, earned or spent after it rather than a change ("how much did it grow" is either).
const MONEY = /\$|\bin\s+(?:(?:US|U\.S\.)\s*)?(?:dollars|thousands|millions|billions)\b|\b(?:dollars?|USD)\b|\bhow\s+much\s+(?:revenue|cash|money|income|profit|sales|did\s+\S+(?:\s+\S+){0,4}\s+(?:spend|pay|earn|generate|invest|receive|raise|borrow))\b/i;

// "Netflix reports in thousands": how the filing prints its figures, told to read them, no unit asked.
const REPORTS_IN = /\b(?:reports|reported|presents|prints|states)\s+(?:its\s+figures\s+|amounts\s+)?in\s+(?:thousands|millions|billions)\b/gi;

const PER_DOLLAR = /\bper\s+(?:dollar|\$)/i;
// Growth compared by its speed ("grew fastest", "the slowest-growing") is a rate, whatever scale the
// figures are given in ("in thousands").
const FASTEST = /\b(?:fastest|slowest|quickest)\b/i;

/** The unit the question asks its figure in, or null when it says none. */
export function unitAsked(question: string): UnitAsked | null {
  // "How much revenue per dollar of total assets": a ratio, neither unit.
  if (PER_DOLLAR.test(question)) return null;
  // Measured against a bar ("more than a third of revenues", "above $100 million"): the bar's unit.
  const bar = thresholdAsked(question);
  if (bar) return bar;
  if (PERCENT.test(question) || FASTEST.test(question)) return "percent";
  if (MONEY.test(question.replace(REPORTS_IN, " "))) return "money";
  return null;
}
