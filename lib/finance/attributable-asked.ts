// "Net income attributable to shareowners of The Coca-Cola Company / net operating revenues": a
// metric the dictionary takes on consolidated net income (the noncontrolling interests' share
// included) is read on the owners' share when the question names it so. The two differ wherever a
// subsidiary is partly owned; the statement prints both rows.
import type { Expr } from "./expression";
import type { FormulaMetric } from "./metrics";

// "Net income attributable to …", "net earnings attributable to …", "attributable net income".
const ATTRIBUTABLE = /\bnet\s+(?:income|earnings|profit)\s+attributable\s+to\b|\battributable\s+net\s+(?:income|earnings|profit)\b/i;

function ownersFirst(expr: Expr): Expr {
  if ("firstOf" in expr) {
    const owners = expr.firstOf.findIndex((e) => "item" in e && e.item === "netIncomeAttributable");
    const consolidated = expr.firstOf.findIndex((e) => "item" in e && e.item === "netIncome");
    if (owners > 0 && consolidated >= 0 && consolidated < owners) {
      const rest = expr.firstOf.filter((_, i) => i !== owners);
      return { firstOf: [expr.firstOf[owners]!, ...rest] };
    }
    return { firstOf: expr.firstOf.map(ownersFirst) };
  }
  if ("op" in expr) return { op: expr.op, left: ownersFirst(expr.left), right: ownersFirst(expr.right) };
  return expr;
}

/** The metric read on net income attributable to the owners when the question names that row. */
export function netIncomeAsAsked(metric: FormulaMetric, question: string): FormulaMetric {
  if (!ATTRIBUTABLE.test(question)) return metric;
  const expr = ownersFirst(metric.expr);
  return JSON.stringify(expr) === JSON.stringify(metric.expr) ? metric : { ...metric, expr };
}
