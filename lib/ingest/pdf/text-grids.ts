// Lines of words set in columns without amounts: a cover page's "Delaware | 001-33764 |
// 38-4022268" over their captions, "Title of each class | Trading Symbol | Name of each exchange",
// a list of officers, or prose set in two columns. Reading such lines left to right would
// interleave the columns, so they are laid out column-wise: short cells as a Markdown table, long
// ones (running text) one column after the other.
import type { Line, Segment } from "./text-lines";
import { writeTable } from "../../catalog/markdown-table";

export interface TextGrid {
  first: number;
  last: number;
  markdown: string;
}

/** Vertical gap (in font sizes) that separates two grids. */
const MAX_ROW_GAP = 2.5;
/** Average cell length from which a grid is running text rather than a table. */
const PROSE_CELL = 30;

interface Column {
  x0: number;
  x1: number;
}

export function findTextGrids(lines: readonly Line[]): TextGrid[] {
  const grids: TextGrid[] = [];
  let i = 0;
  while (i < lines.length) {
    if (!isGridLine(lines[i]!)) {
      i++;
      continue;
    }
    let j = i;
    for (;;) {
      // A single-cell line between grid lines is a cell wrapped onto its own line.
      const step = isGridLine(lines[j + 1] ?? null) ? 1 : isGridLine(lines[j + 2] ?? null) && lines[j + 1]!.segments.length === 1 ? 2 : 0;
      if (!step || !close(lines, j, j + step)) break;
      j += step;
    }
    const columns = j > i ? gridColumns(lines.slice(i, j + 1)) : null;
    if (columns) {
      grids.push({ first: i, last: j, markdown: renderGrid(lines.slice(i, j + 1), columns) });
    }
    i = j + 1;
  }
  return grids;
}

function close(lines: readonly Line[], from: number, to: number): boolean {
  for (let k = from + 1; k <= to; k++) {
    if (lines[k]!.y - lines[k - 1]!.y > MAX_ROW_GAP * Math.max(lines[k]!.size, lines[k - 1]!.size)) return false;
  }
  return true;
}

function isGridLine(line: Line | null): boolean {
  // Segments are already apart by a wide gap; every cell has words or figures (a lone check box
  // is not a column).
  return !!line && line.segments.length >= 2 && line.segments.every((s) => /[A-Za-z0-9]{2}/.test(s.text));
}

/** Columns shared by all lines, or null when some line puts two cells in one column. */
function gridColumns(lines: readonly Line[]): Column[] | null {
  const segs = lines.flatMap((l) => l.segments).sort((a, b) => a.x0 - b.x0);
  const columns: Column[] = [];
  for (const s of segs) {
    const last = columns[columns.length - 1];
    if (last && s.x0 <= last.x1) last.x1 = Math.max(last.x1, s.x1);
    else columns.push({ x0: s.x0, x1: s.x1 });
  }
  if (columns.length < 2) return null;
  for (const line of lines) {
    const used = line.segments.map((s) => columnIndex(columns, s));
    if (new Set(used).size !== used.length) return null;
  }
  return columns;
}

function columnIndex(columns: readonly Column[], s: Segment): number {
  return columns.findIndex((c) => s.x0 >= c.x0 && s.x1 <= c.x1);
}

function renderGrid(lines: readonly Line[], columns: readonly Column[]): string {
  const rows = lines.map((line) => {
    const cells = columns.map(() => "");
    for (const s of line.segments) cells[columnIndex(columns, s)] = s.text;
    return { cells, line };
  });
  const filled = rows.flatMap((r) => r.cells.filter(Boolean));
  const meanLength = filled.reduce((n, c) => n + c.length, 0) / filled.length;
  if (meanLength >= PROSE_CELL && rows.length >= 3) {
    // Running text in columns: each column reads top to bottom, then the next one.
    return columns
      .map((_, c) => rows.map((r) => r.cells[c]).filter(Boolean).join(" "))
      .filter(Boolean)
      .join("\n\n");
  }
  const merged: string[][] = [];
  let previous: { cells: string[]; line: Line } | null = null;
  for (const row of rows) {
    if (previous && continuesRow(previous, row)) {
      const target = merged[merged.length - 1]!;
      row.cells.forEach((c, k) => c && (target[k] = `${target[k]} ${c}`.trim()));
    } else {
      merged.push([...row.cells]);
    }
    previous = row;
  }
  const [header = [], ...body] = merged;
  return writeTable(header, body);
}

/**
 * A line that finishes the cells of the line above (a caption wrapped in its column): at least one
 * cell goes on from the cell above it, and the others sit under empty cells.
 */
function continuesRow(above: { cells: string[]; line: Line }, row: { cells: string[]; line: Line }): boolean {
  if (row.line.y - above.line.y > 1.4 * row.line.size || Math.abs(row.line.size - above.line.size) > 0.1 * row.line.size) {
    return false;
  }
  let goesOn = false;
  for (let k = 0; k < row.cells.length; k++) {
    const cell = row.cells[k];
    const top = above.cells[k];
    if (!cell || !top) continue;
    const open = (top.match(/\(/g) ?? []).length > (top.match(/\)/g) ?? []).length;
    if (!(open || /^[a-z]/.test(cell) || /(?:,|\b(?:and|or|of|the|for|to|in))$/.test(top))) return false;
    goesOn = true;
  }
  return goesOn;
}
