// A formula asked of one part of the company may name the part in each operand ("(Q2 2023 Las
// Vegas Strip Resorts Adjusted Property EBITDAR − Q2 2022 …) / …"). Read from the part's tables,
// the part's name is where the figure stands (its row, section or column), not a word of the
// row's label: the operand is the figure without it.
import { isRowLabel, matchRowLabel, rowLabelItem, type Expr, type FormulaMetric, type LineItemId } from "../../finance";

/** The figure a row named with the part's name stands for, the name taken out ("Aeronautics net sales" → net sales); the id itself when it does not name the part. */
export function withoutPart(id: LineItemId, part: string): LineItemId {
  const name = part.toLowerCase().replace(/[^a-z0-9&\s]/g, " ").trim().split(/\s+/).join("\\s+");
  if (!name || !isRowLabel(id)) return id;
  const within = new RegExp(`(?:^|\\s)${name}(?=\\s|$)`);
  const label = id.slice("row:".length);
  if (!within.test(label)) return id;
  const rest = label.replace(within, " ").replace(/\s+/g, " ").trim();
  return rest ? (matchRowLabel(rest) ?? rowLabelItem(rest)) : id;
}

/** The metric with the part's name taken out of the rows its operands name by their labels. */
export function withoutPartName(metric: FormulaMetric, part: string): FormulaMetric {
  const strip = (id: LineItemId): LineItemId => withoutPart(id, part);
  const walk = (e: Expr): Expr => {
    if ("item" in e) return { ...e, item: strip(e.item) };
    if ("firstOf" in e) return { firstOf: e.firstOf.map(walk) };
    if ("op" in e) return { ...e, left: walk(e.left), right: walk(e.right) };
    return e;
  };
  return { ...metric, expr: walk(metric.expr) };
}
