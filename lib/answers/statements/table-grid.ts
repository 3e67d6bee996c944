// A page's Markdown tables read cell for cell: the header's cells, and under them each row's
// label, cells, the heading row it stands under and the line it was read from. The statement
// reader (statement-table.ts) keeps only the columns that are periods; a table whose columns are
// something else — "Less than 1 year", "Effective Interest Rate", a segment's name — is read here,
// so a question may rank its rows by any column it names.
import { isRuleOrBlank, isTableRow, splitRow } from "../../catalog/markdown-table";
import { formatFigure, parseFigure, readUnit, type Unit } from "./numbers";

export interface GridRow {
  /** The first cell, footnote marks taken off ("Long-term debt(1)" → "Long-term debt"). */
  label: string;
  /** Every cell as printed, the label's first; as wide as the header. */
  cells: string[];
  /** The nearest label-only row above ("Change in deferred revenues:"), "" when none. */
  section: string;
  /** The row exactly as it stands in the page (a verbatim excerpt). */
  line: string;
}

export interface Grid {
  header: string[];
  /** The header line as it stands in the page. */
  headerLine: string;
  rows: GridRow[];
  /** The lines of text just above the table: its heading and caption. */
  context: string;
  /** The unit the table's caption or header cell declares, else the page's. */
  unit: Unit | null;
}

/** A row's label without footnote marks: "Long-term debt(1)", "Operating lease obligations(3)(4)", "Mobile and ancillary (1)". */
export function gridLabel(cell: string): string {
  return cell
    .replace(/[*_`]/g, "")
    .replace(/(?:\s*\((?:\d{1,2}|[a-z])\))+\s*$/i, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The figure of a row's cell, or null when the cell holds none. */
export function gridFigure(row: GridRow, column: number): number | null {
  const cell = row.cells[column];
  return cell === undefined ? null : parseFigure(cell);
}

/** Every table of the page that has a header rule and rows laid out as wide as their header. */
export function readGrids(content: string): Grid[] {
  const lines = content.split("\n");
  const pageUnit = readUnit(content);
  const grids: Grid[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!isTableRow(lines[i]!) || !isTableRow(lines[i + 1] ?? "") || !isRuleOrBlank(splitRow(lines[i + 1]!))) continue;
    const header = splitRow(lines[i]!);
    const context = lines.slice(Math.max(0, i - 4), i).filter((l) => l.trim() && !isTableRow(l)).join("\n");
    const rows: GridRow[] = [];
    let section = "";
    let j = i + 2;
    for (; j < lines.length && isTableRow(lines[j]!); j++) {
      const cells = splitRow(lines[j]!);
      // A row laid out otherwise than its header (cells merged or split) has no column to read by.
      if (cells.length !== header.length) continue;
      const label = gridLabel(cells[0]!);
      if (cells.slice(1).every((c) => c === "")) {
        if (label) section = label.replace(/:\s*$/, "");
        continue;
      }
      rows.push({ label, cells, section, line: lines[j]! });
    }
    grids.push({ header, headerLine: lines[i]!, rows, context, unit: readUnit(`${context}\n${header[0]}`) ?? pageUnit });
    i = j - 1;
  }
  return grids;
}

/**
 * The rows that are parts of the table, without the totals that add them up: a row called a
 * total whose figure in the column is the sum of the parts above it (since the last total, or
 * all of them). A row merely named "Total debt" that adds up nothing above it is a part.
 */
export function partRows(rows: GridRow[], column: number): GridRow[] {
  const parts: { row: GridRow; value: number }[] = [];
  let since = 0;
  for (const row of rows) {
    const value = gridFigure(row, column);
    if (value === null) continue;
    if (/\btotals?\b/i.test(row.label) && parts.length >= 1) {
      const sum = (list: { value: number }[]) => list.reduce((s, p) => s + p.value, 0);
      const close = (a: number) => Math.abs(a - value) <= Math.max(1, Math.abs(value) * 0.002);
      if (close(sum(parts.slice(since))) || close(sum(parts))) {
        since = parts.length;
        continue;
      }
    }
    parts.push({ row, value });
  }
  return parts.map((p) => p.row);
}

/** A figure of a grid in the grid's unit, as an answer states it ("-$1,234 million"); the figure alone where no unit was read. */
export function gridAmount(grid: Pick<Grid, "unit">, value: number): string {
  const unit = grid.unit;
  return unit ? `${value < 0 ? "-" : ""}${unit.currency}${formatFigure(Math.abs(value))}${unit.word ? ` ${unit.word}` : ""}` : formatFigure(value);
}

/**
 * A grid's verbatim excerpt: from the line naming its columns (`from`) through the furthest row
 * cited when they stand within `reach` lines of each other, else the fallback row's line alone.
 */
export function gridExcerpt(content: string, from: string, rows: GridRow[], fallback: GridRow, reach: number): string {
  const lines = content.split("\n");
  const start = lines.indexOf(from);
  const end = Math.max(...rows.map((r) => lines.indexOf(r.line)));
  const block = start >= 0 && end > start && end - start <= reach ? lines.slice(start, end + 1).join("\n") : fallback.line;
  return content.includes(block) ? block : fallback.line;
}
