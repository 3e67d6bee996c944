// Line items a statement may leave unprinted that follow from two rows it does print: many income
// statements (3M's, Amazon's) show net sales and cost of sales but no gross profit line. A formula
// the question gives in terms of such an item ("gross margin = gross profit / total revenue") is
// then computed from those rows rather than declined.
import { firstOf, item, sub, type Expr, type PeriodRef } from "./expression";
import type { LineItemId } from "./line-items";

const DERIVATIONS: Partial<Record<LineItemId, (at: PeriodRef) => Expr>> = {
  grossProfit: (at) => sub(item("revenue", at), item("costOfRevenue", at)),
};

/** The item's own row where printed, else what it follows from; the plain item when it follows from nothing. */
export function itemOrDerived(id: LineItemId, at: PeriodRef): Expr {
  const derive = DERIVATIONS[id];
  return derive ? firstOf(item(id, at), derive(at)) : item(id, at);
}
