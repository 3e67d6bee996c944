// "What was the largest current liability?", "Which current asset was the smallest?": the rows a
// balance-sheet subtotal is made of, compared for the date asked, the answer first and each row
// cited. The rows count only when they add up to the subtotal, so a breakdown is never mistaken
// for the whole.
import { lineItem, type LineItemId } from "../../finance";
import type { QuestionReading } from "../../retrieval/read-question";
import type { CitablePage } from "../engines/engine";
import { columnFor, type PeriodAsk } from "../statements/column-choice";
import { FigureBook, type Figure } from "../statements/figure-book";
import { isPerShareRow, readStatementRows, type TableRow } from "../statements/statement-table";
import { dateText, figureText, possessive } from "./format";
import { cite, figureExcerpts, type Written } from "./written";

const COMPONENT =
  /\b(?:largest|biggest|highest|greatest|smallest|lowest)\s+(?:single\s+|individual\s+)?(current\s+liabilit(?:y|ies)|current\s+assets?)\b/i;
const SUBTOTAL: [RegExp, LineItemId][] = [
  [/liabilit/i, "totalCurrentLiabilities"],
  [/asset/i, "totalCurrentAssets"],
];
const SUMS_TO = 0.01;

/** The subtotal whose rows the question compares, or null when it asks no such thing. */
export function componentAsked(question: string): LineItemId | null {
  const m = COMPONENT.exec(question);
  const noun = m?.[1];
  return noun ? (SUBTOTAL.find(([re]) => re.test(noun))?.[1] ?? null) : null;
}

const amountOf = (row: TableRow, value: number) => value * (row.unit && !isPerShareRow(row) ? row.unit.scale : 1);

export function componentAnswer(question: string, reading: QuestionReading, year: number, pages: CitablePage[]): Written | null {
  const subtotal = componentAsked(question);
  if (!subtotal || reading.extreme === null) return null;
  const total = new FigureBook(pages, year, { quarter: reading.quarter, endsOn: reading.endsOn }).find(subtotal, year, reading.months);
  if (!total) return null;
  const ask: PeriodAsk = { year, months: null, quarter: reading.quarter, endsOn: reading.endsOn, pointInTime: true };
  const rows = readStatementRows(total.page.content);
  const at = rows.findIndex((r) => r.line === total.row.line);
  if (at < 0) return null;
  // The rows above the subtotal in its section, back to the previous subtotal or section.
  const members: Figure[] = [];
  for (let i = at - 1; i >= 0; i--) {
    const row = rows[i]!;
    if (row.section !== total.row.section || row.context !== total.row.context || /^total\b/i.test(row.label)) break;
    // A table without period headers: the subtotal's column, counted the same way.
    const value = row.columns.length === 0 && total.row.columns.length === 0 ? row.values[total.column.position] : undefined;
    const hit = columnFor(row, ask, total.page.document) ?? (value != null ? { value, column: total.column } : null);
    if (!hit || !/[a-z]/i.test(row.label)) continue;
    members.unshift({ ...total, item: total.item, printed: hit.value, amount: amountOf(row, hit.value), row, column: hit.column });
  }
  const sum = members.reduce((a, f) => a + f.amount, 0);
  if (members.length < 2 || Math.abs(sum - total.amount) > Math.abs(total.amount) * SUMS_TO) return null;
  const ordered = [...members].sort((a, b) => b.amount - a.amount);
  const pick = reading.extreme === "min" ? ordered[ordered.length - 1]! : ordered[0]!;
  const next = ordered.filter((f) => f !== pick).slice(0, 2);
  const name = lineItem(subtotal).name.replace(/^Total\s+/i, "").toLowerCase().replace(/ies$/, "y").replace(/s$/, "");
  const date = total.column.end?.length === 10 ? dateText(total.column.end) : `the end of FY${year}`;
  const lines = [
    `${possessive(total.page.document.companyName)} ${reading.extreme === "min" ? "smallest" : "largest"} ${name} at ${date} was ` +
      `"${pick.row.label}": **${figureText(pick, reading.scale)}** ${cite([pick])}` +
      `${next.length ? `, ${reading.extreme === "min" ? "above" : "ahead of"} ${next.map((f) => `"${f.row.label}" (${figureText(f, reading.scale)})`).join(" and ")}` : ""}.`,
    "",
    ...ordered.map((f) => `- ${f.row.label}: ${figureText(f, reading.scale)} ${cite([f])}`),
    `- ${total.row.label}: ${figureText(total, reading.scale)} ${cite([total])}`,
  ];
  return { text: lines.join("\n"), excerpts: figureExcerpts([...members, total]) };
}
