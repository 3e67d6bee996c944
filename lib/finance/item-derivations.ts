// Line items a statement may leave unprinted that follow from rows it does print: many income
// statements (3M's, Amazon's) show net sales and cost of sales but no gross profit line; many
// balance sheets (Boeing's, Walmart's) no total liabilities. A formula over such an item ("gross
// margin = gross profit / total revenue", "total liabilities to equity ratio") is then computed
// from those rows rather than declined; where the row is printed, it is read.
import { derivedItem } from "./derived-items";
import { firstOf, item, sub, type Expr, type PeriodRef } from "./expression";
import type { LineItemId } from "./line-items";

const DERIVATIONS: Partial<Record<LineItemId, (at: PeriodRef) => Expr>> = {
  grossProfit: (at) => sub(item("revenue", at), item("costOfRevenue", at)),
};

/** The expression with every item read at the period given ("average", "prior") instead of the current one. */
function atPeriod(expr: Expr, at: PeriodRef): Expr {
  if ("item" in expr) return item(expr.item, at);
  if ("firstOf" in expr) return firstOf(...expr.firstOf.map((e) => atPeriod(e, at)));
  if ("op" in expr) return { ...expr, left: atPeriod(expr.left, at), right: atPeriod(expr.right, at) };
  return expr;
}

/** The item's own row where printed, else what it follows from; the plain item when it follows from nothing. */
export function itemOrDerived(id: LineItemId, at: PeriodRef = "current"): Expr {
  const derived = DERIVATIONS[id]?.(at) ?? (() => {
    const d = derivedItem(id);
    return d ? atPeriod(d.expr, at) : null;
  })();
  return derived ? firstOf(item(id, at), derived) : item(id, at);
}
