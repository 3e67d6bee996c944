// A table region → a grid: the header row (the label column's caption, then one header per amount
// column, stacked header lines joined top to bottom) and one row per table line, with wrapped
// labels joined back into one row.
import { isFootnoteMark, isUnitCaption, isYearLabel, namesPeriod, normalizeAmount, stripFootnoteMarker } from "./cell-text";
import type { Cell, CellLine } from "./line-cells";
import { clusterColumns, nearestColumn, spanHeaderCells, withWordColumns, type Column } from "./table-columns";
import { isAmountRow, type TableRegion } from "./table-regions";

export interface TableGrid {
  /** header[0] captions the label column; header[i] names amount column i. */
  header: string[];
  rows: string[][];
}

/** The table's grid, or two when the region holds two tables side by side. */
export function buildTables(region: TableRegion): TableGrid[] {
  // Only rows with amounts place columns; a year heading a section ("2021") is a label.
  const placed = region.body.flatMap((cl, row) => (isAmountRow(cl) ? cl.values.map((cell) => ({ cell, row })) : []));
  const amountColumns = clusterColumns(placed);
  const words = region.body
    .filter(isAmountRow)
    .flatMap((cl) => cl.cells.filter((c) => !amountColumns.columnOf.has(c) && !isLabelCell(c, amountColumns.columns, cl.line.size)));
  const columns = withWordColumns(amountColumns.columns, words);
  const columnOf = new Map([...amountColumns.columnOf].map(([cell, i]) => [cell, columns.indexOf(amountColumns.columns[i]!)]));
  const header = buildHeader(region.header, columns);
  const rows = region.body.map((cl) => splitRow(cl, columns, columnOf));
  const wordColumns = new Set(columns.filter((c) => !amountColumns.columns.includes(c)).map((c) => columns.indexOf(c)));
  const split = sideBySideSplit(header, wordColumns);
  if (split < 0) return [grid(header, rows)];
  const right = rows.map((r) => ({ ...r, label: r.values[split] ?? "", values: r.values.slice(split + 1), labelX0: 0, labelX1: 0 }));
  const left = rows.map((r) => ({ ...r, values: r.values.slice(0, split) }));
  const filled = (r: RowParts) => Boolean(r.label) || r.values.some(Boolean);
  return [grid(header.slice(0, split + 1), left.filter(filled)), grid(header.slice(split + 1), right.filter(filled))];
}

function grid(header: string[], rows: RowParts[]): TableGrid {
  foldYearLabels(header, rows);
  foldMarkerColumns(header, rows);
  return { header, rows: joinWrappedLabels(rows) };
}

/**
 * A sparse, unheaded column of footnote marks only ("(1)" beside a few rows) refers to those rows:
 * the marks join their labels, so amounts stay plain figures. (A dense column of "(1)", "(2)" is
 * more likely small negative amounts, and stays.)
 */
function foldMarkerColumns(header: string[], rows: RowParts[]): void {
  const withValues = rows.filter((r) => r.values.some(Boolean)).length;
  for (let c = header.length - 2; c >= 0; c--) {
    const marks = rows.map((r) => r.values[c]).filter((v): v is string => Boolean(v));
    if (!marks.length || header[c + 1] || marks.length >= 0.5 * withValues || !marks.every(isFootnoteMark)) continue;
    for (const row of rows) {
      if (row.values[c]) row.label = `${row.label} ${row.values[c]}`.trim();
      row.values.splice(c, 1);
    }
    header.splice(c + 1, 1);
  }
}

/** Years at the left of rows that have no other label ("2025 | 1,755", a maturity schedule) are the labels. */
function foldYearLabels(header: string[], rows: RowParts[]): void {
  const first = rows.filter((r) => r.values[0]);
  if (header.length < 3 || !first.length || !first.every((r) => !r.label && isYearLabel(stripFootnoteMarker(r.values[0]!)))) return;
  for (const row of rows) row.label = `${row.label} ${row.values.shift() ?? ""}`.trim();
  header.splice(0, 2, `${header[0]} ${header[1]}`.trim());
}

/**
 * The word column that starts a second table beside the first ("Alabama 11 | Nebraska 5"): a
 * column of words with amount columns on both sides, as many on each, headed alike. Returns its
 * index among the amount and word columns, or -1.
 */
function sideBySideSplit(header: readonly string[], wordColumns: ReadonlySet<number>): number {
  const width = header.length - 1;
  for (const w of wordColumns) {
    const before = w;
    const after = width - w - 1;
    if (before !== after || before === 0) continue;
    if ([...wordColumns].some((other) => other !== w)) continue;
    // Headers may sit a column off on one side; the two blocks carry the same ones.
    const leftHeads = header.slice(0, w + 1).sort();
    const rightHeads = header.slice(w + 1).sort();
    if (leftHeads.join("|") === rightHeads.join("|")) return w;
  }
  return -1;
}

function isLabelCell(cell: Cell, columns: readonly Column[], size: number): boolean {
  return cell.x1 <= columns[0]!.x0 + 0.25 * size || (cell.x0 + cell.x1) / 2 < columns[0]!.x0 - size;
}

function buildHeader(lines: readonly CellLine[], columns: readonly Column[]): string[] {
  const parts: string[][] = Array.from({ length: columns.length + 1 }, () => []);
  // Unit captions over the amounts describe the whole table: they go with the label column's.
  const columnCells = lines.map((cl) => cl.cells.filter((c) => !isLabelCell(c, columns, cl.line.size) && !isUnitCaption(c.text)));
  const spans = spanHeaderCells(columns, columnCells);
  lines.forEach((cl, l) => {
    const labelCells = cl.cells.filter((c) => !columnCells[l]!.includes(c));
    if (labelCells.length) parts[0]!.push(labelCells.map((c) => c.text).join(" "));
    const lineParts: string[][] = Array.from({ length: columns.length }, () => []);
    for (const cell of columnCells[l]!) {
      const [from, to] = spans.get(cell)!;
      for (let i = from; i <= to; i++) lineParts[i]!.push(cell.text);
    }
    lineParts.forEach((texts, i) => texts.length && parts[i + 1]!.push(texts.join(" ")));
  });
  return parts.map((p) => p.join(" "));
}

interface RowParts {
  label: string;
  values: string[];
  /** Baseline and font size of the row's (last) line, and where its label starts and ends. */
  y: number;
  size: number;
  labelX0: number;
  labelX1: number;
}

function splitRow(cl: CellLine, columns: readonly Column[], columnOf: Map<Cell, number>): RowParts {
  const amounts = isAmountRow(cl);
  const label: string[] = [];
  let labelX0 = Infinity;
  let labelX1 = -Infinity;
  const values: string[][] = columns.map(() => []);
  for (const cell of cl.cells) {
    const col = columnOf.get(cell);
    if (col !== undefined) {
      values[col]!.push(normalizeAmount(cell.text));
    } else if (isLabelCell(cell, columns, cl.line.size) || !amounts) {
      label.push(cell.text);
      labelX0 = Math.min(labelX0, cell.x0);
      labelX1 = Math.max(labelX1, cell.x1);
    } else {
      values[nearestColumn(columns, cell.x0, cell.x1)]!.push(cell.numeric ? normalizeAmount(cell.text) : cell.text);
    }
  }
  return { label: label.join(" "), values: values.map((v) => v.join(" ")), y: cl.line.y, size: cl.line.size, labelX0, labelX1 };
}

const CONTINUES = /(?:,|-|–|\(|\b(?:and|or|of|in|for|to|the|from|on|by|with|at|net|less|including|excluding|before|after|per|as|due|under))$/i;

/**
 * A label printed over several lines comes back as one row. Its lines are closer to each other
 * than rows are (set solid, under about 1.3 font sizes apart, nearer than to the row before), or
 * the text says so: a first half that ends mid-phrase, a next line that starts in lower case, has
 * amounts but no label, or hangs indented under a first half as wide as the label column. Amounts
 * sit on the label's last line, or, in tables that align them to the top, on its first.
 */
function joinWrappedLabels(rows: RowParts[]): string[][] {
  const widest = Math.max(...rows.map((r) => r.labelX1));
  const out: RowParts[] = [];
  let carried: RowParts | null = null;
  let gapBefore = Infinity;
  rows.forEach((row, i) => {
    const previousLine = rows[i - 1];
    if (carried !== null) {
      row = { ...row, label: `${carried.label} ${row.label}`.trim(), labelX0: carried.labelX0 };
    } else {
      gapBefore = previousLine ? row.y - previousLine.y : Infinity;
    }
    carried = null;
    const hasValues = row.values.some(Boolean);
    const next = rows[i + 1];
    const previous = out[out.length - 1];
    const gapAfter = next ? next.y - row.y : Infinity;
    if (!hasValues && next && !/:$/.test(row.label)) {
      const nextHasValues = next.values.some(Boolean);
      const hangs = next.labelX0 > row.labelX0 + 0.3 * row.size && row.labelX1 >= widest - 0.15 * (widest - row.labelX0);
      const nextGoesOn = startsLower(next.label) || !next.label || isFootnoteMark(next.label) || hangs;
      // A period heading a block of rows ("Three months ended June 30, 2023") stays a row.
      const setSolid = gapAfter <= 1.3 * row.size && gapAfter < gapBefore - 0.1 * row.size && !namesPeriod(row.label);
      if (CONTINUES.test(row.label) || (nextHasValues && nextGoesOn) || (setSolid && !tuckedUnder(previous, row, next))) {
        carried = row;
        return;
      }
    }
    if (!hasValues && previous && !/:$/.test(previous.label) && (startsLower(row.label) || tuckedUnder(previous, row, next))) {
      previous.label = `${previous.label} ${row.label}`.trim();
      previous.y = row.y;
      return;
    }
    out.push(row);
  });
  if (carried) out.push(carried);
  return out.map((r) => [r.label, ...r.values]);
}

/** A label-only line closer under a row with amounts than to the line after it: that row's label goes on. */
function tuckedUnder(previous: RowParts | undefined, row: RowParts, next: RowParts | undefined): boolean {
  if (!previous || !previous.values.some(Boolean)) return false;
  const above = row.y - previous.y;
  const below = next ? next.y - row.y : Infinity;
  return above <= 1.5 * row.size && above < 0.75 * below;
}

function startsLower(text: string): boolean {
  return /^[a-z]/.test(text);
}
