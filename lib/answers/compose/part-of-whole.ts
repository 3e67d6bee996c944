// A part of the company over the company's own total of the same figure: "what share of Amcor's
// net sales came from Rigid Packaging? Take Rigid Packaging net sales and divide by total net
// sales". Read from one book, both sides would be the part's (the share would be 100%): the
// numerator is the part's figure, the denominator the company's, each cited.
import { isRowLabel, itemWithinLabel, lineItem, type Expr, type FormulaMetric, type LineItemId } from "../../finance";
import { formatFigure } from "../statements/numbers";
import type { FigureSource } from "../statements/figure-book";
import { figureText, periodText, possessive, subjectOf } from "./format";
import type { QuestionReading } from "../../retrieval/read-question";
import { cite, figureExcerpts, type Written } from "./written";

/** The line item a formula divides by itself (the part's over the whole's), or null. */
export function shareOfItsWhole(metric: FormulaMetric | null): LineItemId | null {
  const expr: Expr | undefined = metric?.expr;
  if (!expr || !("op" in expr) || expr.op !== "/") return null;
  const { left, right } = expr;
  if (!("item" in left) || !("item" in right) || left.at !== "current" || right.at !== "current") return null;
  // "Rigid Packaging net sales" names the part's net sales: the dictionary's item within its words.
  const partItem = isRowLabel(left.item) ? (itemWithinLabel(left.item) ?? left.item) : left.item;
  return partItem === right.item ? right.item : null;
}

/** The part's figure as a share of the company's, or null when either cannot be read. */
export function partOfWholeAnswer(item: LineItemId, year: number, reading: QuestionReading, part: FigureSource, whole: FigureSource): { written: Written } | null {
  const months = reading.months;
  const own = part.find(item, year, months);
  const total = whole.find(item, year, months);
  // The company's figure must be the whole, not the part's row read again.
  if (!own || !total || total.segment || total.amount <= 0 || own.amount > total.amount || (own.page.ref === total.page.ref && own.row === total.row)) return null;
  const share = (own.amount / total.amount) * 100;
  const name = lineItem(item).name.toLowerCase();
  const period = periodText(year, months, reading);
  const value = `${formatFigure(share, reading.decimals ?? 2)}%`;
  const company = possessive(total.page.document.companyName);
  const lines = [
    `${subjectOf(own)} accounted for **${value}** of ${company} ${name} for ${period} ${cite([own, total])}.`,
    "",
    `- ${subjectOf(own)} ${name}: ${figureText(own, reading.scale)} ("${own.row.label}") [${own.page.ref}]`,
    `- ${company} total ${name}: ${figureText(total, reading.scale)} ("${total.row.label}") [${total.page.ref}]`,
    "",
    `Share = ${figureText(own, reading.scale)} / ${figureText(total, reading.scale)} = ${value}.`,
  ];
  return { written: { text: lines.join("\n"), excerpts: figureExcerpts([own, total]) } };
}
