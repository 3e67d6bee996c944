// "Gross margin as a percentage of revenue", "operating margin as a % of sales": a ratio the
// dictionary already takes over revenue, asked again as a share of that same revenue, is the ratio
// itself — dividing it once more by revenue would give a number near zero.
import type { Expr } from "./expression";

const same = (a: Expr, b: Expr): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The ratio itself when an expression divides it by its own denominator again; else the expression. */
export function withoutRepeatedBase(expr: Expr): Expr {
  if (!("op" in expr) || expr.op !== "/") return expr;
  const { left, right } = expr;
  return "op" in left && left.op === "/" && same(left.right, right) ? left : expr;
}
