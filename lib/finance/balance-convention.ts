// Which balance a metric over a balance takes. A flow of the year over a balance (return on
// assets, turnover, days outstanding) is taken on the average of the two year-ends by default; a
// question that says the balance is the year-end one ("ROA computed on year-end total assets",
// "ROE on ending equity", "not the average") asks for the closing balance instead.
import type { Expr } from "./expression";
import type { FormulaMetric } from "./metrics";

// The closing balance named: "year-end total assets", "ending shareholders' equity", "closing
// inventory", "end-of-year balances", "total assets at year end", "on a year-end basis".
// ("At the end of fiscal 2021" only dates the question; a year after "year-end" dates it too.)
const BALANCE_WORDS = String.raw`(?:(?:total|net|average|shareholders['’]?|stockholders['’]?|common|balance[- ]sheet|the|its)\s+){0,3}(?:assets|equity|balances?|inventor(?:y|ies)|receivables|payables|capital|debt|figures?|values?|amounts?|pp&e|ppe|property)`;
const YEAR_END_BALANCE = new RegExp(
  String.raw`\b(?:year[- ]?end|ending|closing|end[- ]of[- ](?:the[- ])?(?:fiscal[- ])?(?:year|period)|period[- ]end)\s+${BALANCE_WORDS}\b` +
    String.raw`|\b${BALANCE_WORDS}\s+(?:at|as\s+of)\s+(?:the\s+)?(?:fiscal\s+)?(?:year[- ]?end|end\s+of\s+(?:the\s+)?(?:fiscal\s+)?year)\b(?!\s*(?:of\s+)?(?:fiscal\s+)?(?:19|20)\d\d)` +
    String.raw`|\bon\s+an?\s+(?:year[- ]?end|ending|closing)(?:[- ]balance)?\s+basis\b`,
  "i",
);
// An average the question asks for wins ("average total assets"), unless it turns it down.
const AVERAGE_ASKED = /(?<!\b(?:not|rather\s+than|instead\s+of|than)\s+(?:the\s+|an\s+)?)\baverag(?:e|es|ed|ing)\b/i;

/** Whether the question asks for a metric's balances at the year-end rather than averaged. */
export function asksYearEndBalance(question: string): boolean {
  return YEAR_END_BALANCE.test(question) && !AVERAGE_ASKED.test(question.replace(YEAR_END_BALANCE, " "));
}

function atYearEnd(expr: Expr): Expr {
  if ("item" in expr) return expr.at === "average" ? { item: expr.item, at: "current" } : expr;
  if ("firstOf" in expr) return { firstOf: expr.firstOf.map(atYearEnd) };
  if ("op" in expr) return { op: expr.op, left: atYearEnd(expr.left), right: atYearEnd(expr.right) };
  return expr;
}

/** Whether an expression averages a balance over two year-ends. */
export function averagesBalances(expr: Expr): boolean {
  if ("item" in expr) return expr.at === "average";
  if ("firstOf" in expr) return expr.firstOf.some(averagesBalances);
  return "op" in expr && (averagesBalances(expr.left) || averagesBalances(expr.right));
}

/** The metric with its averaged balances taken at the year-end when the question asks so. */
export function balanceAsAsked(metric: FormulaMetric, question: string): FormulaMetric {
  if (!averagesBalances(metric.expr) || !asksYearEndBalance(question)) return metric;
  return { ...metric, expr: atYearEnd(metric.expr) };
}
