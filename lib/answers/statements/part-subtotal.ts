// A part's total printed without a label: a segment table lists each part's lines under the part's
// name and closes them with an unlabeled subtotal, under a heading naming the figure above all the
// parts (MGM's segment note: "Net revenue" / "Regional Operations" / "Casino …" / "| | 926,100 |").
// That row is the part's figure: the first unlabeled row under the part's section, after its lines,
// in a table whose figure heading — the nearest label-only row above the part's section that names
// a figure, else the caption above the table — is the figure asked.
import { findLineItems } from "../../finance";
import type { TableRow } from "./statement-table";
import { rowItem } from "./row-item";

const cellsOf = (line: string) => line.trim().replace(/^\|/, "").replace(/\|$/, "").split("|").map((c) => c.trim());
const labelOnly = (line: string) => {
  const cells = cellsOf(line);
  return cells.length > 1 && cells[0] !== "" && cells.slice(1).every((c) => c === "");
};
// A heading row's name as a section: without its footnote mark ("Pharmaceutical (1)").
const sectionName = (line: string) => cellsOf(line)[0]!.replace(/\s*\(\d+\)\s*$/, "").trim();
const namesAnyFigure = (label: string) => rowItem(label) !== null || findLineItems(label).length > 0;

/**
 * Whether the row at `index` is the unlabeled subtotal of its section's part, in a table whose
 * figure `named` accepts (by a label-only row above the part's section, or the table's caption).
 */
export function isPartSubtotal(rows: TableRow[], index: number, content: string, named: (text: string) => boolean): boolean {
  const row = rows[index]!;
  if (row.label !== "" || !row.section) return false;
  // The first unlabeled row of the section, after at least one line of the part.
  const earlier = rows.slice(0, index).filter((r) => r.section === row.section && r.context === row.context);
  if (earlier.length === 0 || earlier.some((r) => r.label === "")) return false;
  // The figure is named above the part's section, within the same table.
  const lines = content.split("\n");
  const at = lines.findIndex((line) => line.trim().startsWith("|") && labelOnly(line) && sectionName(line) === row.section);
  if (at < 0) return false;
  // (Another part's heading above — "Las Vegas Strip Resorts", closed by its own subtotal — is passed.)
  const parts = new Set(rows.filter((r) => r.label === "" && r.section).map((r) => r.section));
  for (let i = at - 1; i >= 0 && lines[i]!.trim().startsWith("|"); i--) {
    if (!labelOnly(lines[i]!) || parts.has(sectionName(lines[i]!))) continue;
    const label = cellsOf(lines[i]!)[0]!;
    if (namesAnyFigure(label)) return named(label);
  }
  return named(row.context);
}
