// Rows a formula deducts. A question that says "A less B" of rows it names means B's amount:
// a cash-flow statement prints a deduction such as "Recognition of unearned revenue (57,735)"
// already signed, and subtracting the signed figure would add it back.
import type { Expr } from "./expression";
import { isRowLabel, type LineItemId } from "./line-items";

/** The rows named in the question's own words that a formula subtracts (right of a "−"). */
export function deductedRows(expr: Expr): Set<LineItemId> {
  const out = new Set<LineItemId>();
  const walk = (e: Expr, deducted: boolean): void => {
    if ("item" in e) {
      if (deducted && isRowLabel(e.item)) out.add(e.item);
    } else if ("firstOf" in e) e.firstOf.forEach((o) => walk(o, deducted));
    else if ("op" in e) {
      walk(e.left, false);
      // (Only the subtrahend itself: "A − (B + C)" subtracts a sum the question composed, whose
      // signs it meant.)
      walk(e.right, e.op === "-" && "item" in e.right);
    }
  };
  walk(expr, false);
  return out;
}
