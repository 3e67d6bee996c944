// A part of the company over the company's own total of the same figure: "what share of Amcor's
// net sales came from Rigid Packaging? Take Rigid Packaging net sales and divide by total net
// sales". Read from one book, both sides would be the part's (the share would be 100%): the
// numerator is the part's figure, the denominator the company's, each cited.
import { isRowLabel, itemWithinLabel, lineItem, type Expr, type FormulaMetric, type LineItemId } from "../../finance";
import { formatFigure } from "../statements/numbers";
import { isPercentRow } from "../statements/statement-table";
import type { FigureSource } from "../statements/figure-book";
import { figureText, periodText, possessive, subjectOf } from "./format";
import type { QuestionReading } from "../../retrieval/read-question";
import { cite, figureExcerpts, type Written } from "./written";
import { shareVerdict, type ShareBar } from "./share-bar";

// The kind of part a question may write after its name: "the Aeronautics segment".
const KIND_NOUN = /\s+(?:reportable\s+|business\s+|operating\s+)?(?:segment|division|business|unit|region|brand)s?$/;
const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9&\s]/g, " ").replace(/\s+/g, " ").trim();

/**
 * The line item a formula divides by itself (the part's over the whole's), or null. With the part
 * asked, "what share of total revenue came from the Aeronautics segment" divides the part itself
 * (read as a row named "Aeronautics segment") by revenue: the part's revenue over the company's.
 */
export function shareOfItsWhole(metric: FormulaMetric | null, part: string | null = null): LineItemId | null {
  const expr: Expr | undefined = metric?.expr;
  if (!expr || !("op" in expr) || expr.op !== "/") return null;
  const { left, right } = expr;
  if (!("item" in left) || !("item" in right) || left.at !== "current" || right.at !== "current") return null;
  if (part && isRowLabel(left.item) && key(left.item.slice("row:".length)).replace(KIND_NOUN, "") === key(part).replace(KIND_NOUN, "")) return right.item;
  // "Rigid Packaging net sales" names the part's net sales: the dictionary's item within its words.
  const partItem = isRowLabel(left.item) ? (itemWithinLabel(left.item) ?? left.item) : left.item;
  return partItem === right.item ? right.item : null;
}

/**
 * The part's figure as a share of the company's, or null when either cannot be read. The whole may
 * be read by a row of its own name ("Reportable segment net revenues"), the part by the item.
 */
export function partOfWholeAnswer(item: LineItemId, year: number, reading: QuestionReading, part: FigureSource, whole: FigureSource, wholeItem: LineItemId = item, bar?: ShareBar): { written: Written } | null {
  const months = reading.months;
  const found = part.find(item, year, months);
  const total = whole.find(wholeItem, year, months);
  // A segment table whose unit the page does not print ("Operating revenues | 563") is in the
  // statements' unit when that makes the part a part of the whole.
  const scale = total?.row.unit?.scale ?? 1;
  const own = found && total && !found.row.unit && scale > 1 && found.amount * scale <= total.amount ? { ...found, amount: found.amount * scale, row: { ...found.row, unit: total.row.unit } } : found;
  // A part's percentage ("Latin America 8.9%") is no amount to divide.
  if (own && isPercentRow(own.row)) return null;
  // The company's figure must be the whole, not the part's row read again.
  if (!own || !total || total.segment || total.amount <= 0 || own.amount > total.amount || (own.page.ref === total.page.ref && own.row === total.row)) return null;
  const share = (own.amount / total.amount) * 100;
  const name = lineItem(item).name.toLowerCase();
  const period = periodText(year, months, reading);
  const value = `${formatFigure(share, reading.decimals ?? 2)}%`;
  const company = possessive(total.page.document.companyName);
  // Asked against a bar ("most of", "more than a quarter of"), the share answers yes or no.
  const verdict = bar ? `${shareVerdict(share, bar)}: ` : "";
  const lines = [
    `${verdict}${subjectOf(own)} accounted for **${value}** of ${company} ${name} for ${period} ${cite([own, total])}.`,
    "",
    `- ${subjectOf(own)} ${name}: ${figureText(own, reading.scale)} ("${own.row.label}") [${own.page.ref}]`,
    `- ${company} total ${name}: ${figureText(total, reading.scale)} ("${total.row.label}") [${total.page.ref}]`,
    "",
    `Share = ${figureText(own, reading.scale)} / ${figureText(total, reading.scale)} = ${value}.`,
  ];
  return { written: { text: lines.join("\n"), excerpts: figureExcerpts([own, total]) } };
}
