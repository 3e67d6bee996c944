// The dividend payout ratio measured per share: dividends per share over earnings per share, as
// printed at the foot of the income statement ("Dividends per share | 2.16", "Earnings per share —
// diluted | 4.31"). Asked so ("payout ratio, measured per share against diluted EPS", "on a
// per-share basis"), it is read from those two rows, not from cash dividends paid over net income:
// the two differ by the shares bought back or issued during the year.
import { div, item } from "./expression";
import { rowLabelItem } from "./line-items";
import type { FormulaMetric } from "./metrics";

const PAYOUT = /\b(?:dividend\s+)?payout(?:\s+ratio)?\b/i;
// "per share", "per-share basis", "against (diluted) EPS", "over earnings per share".
const PER_SHARE_BASIS = /\bper[\s-]share\b|\beps\b|\bearnings\s+per\b/i;

/** The per-share payout ratio when the question asks the payout ratio on a per-share basis, else null. */
export function payoutPerShare(question: string): { metric: FormulaMetric; start: number } | null {
  const payout = PAYOUT.exec(question);
  if (!payout || !PER_SHARE_BASIS.test(question)) return null;
  const basic = /\bbasic\b/i.test(question) && !/\bdiluted\b/i.test(question);
  const metric: FormulaMetric = {
    kind: "formula", id: "payoutRatioPerShare", name: "Dividend payout ratio (per share)", aliases: [], unit: "ratio",
    expr: div(item(rowLabelItem("Dividends per share")), item(basic ? "epsBasic" : "epsDiluted")),
    note: `Dividends per share over ${basic ? "basic" : "diluted"} earnings per share.`,
  };
  return { metric, start: payout.index };
}
