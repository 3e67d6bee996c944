// Line items a balance sheet may leave unprinted, and how they follow from the rows it prints.
// Many balance sheets (Walmart's, Boeing's, Verizon's) print no "Total liabilities": only the
// total of liabilities and equity. Their total liabilities is then total assets less total
// equity, said as a computation so the reader sees the inputs.
import { firstOf, item, sub, type Expr } from "./expression";
import type { LineItemId } from "./line-items";

/**
 * A line item said as a computation: the shape of a formula metric of `metrics.ts`, written out
 * here because the metrics read their items through this module (`item-derivations.ts`).
 */
export interface DerivedItem {
  kind: "formula";
  id: string;
  name: string;
  aliases: string[];
  unit: "currency";
  expr: Expr;
  note: string;
}

// "Total equity" (noncontrolling interests included) where the sheet prints it, else the
// shareholders' equity; any equity printed between the two (redeemable noncontrolling interests)
// then counts with the liabilities.
const TOTAL_LIABILITIES: DerivedItem = {
  kind: "formula",
  id: "totalLiabilitiesFromBalance",
  name: "Total liabilities",
  aliases: [],
  unit: "currency",
  expr: firstOf(sub(item("totalAssets"), item("row:total equity")), sub(item("totalAssets"), item("totalEquity"))),
  note: "The balance sheet prints no total of liabilities; it is total assets less total equity.",
};

const DERIVED: Partial<Record<LineItemId, DerivedItem>> = { totalLiabilities: TOTAL_LIABILITIES };

/** How a line item follows from others when its own row is not printed, if it does. */
export function derivedItem(id: LineItemId): DerivedItem | null {
  return DERIVED[id] ?? null;
}
