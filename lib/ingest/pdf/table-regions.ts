// Finds the tables of a page: runs of lines whose amounts stand in columns, with the header lines
// above them. Lines between amount rows that hold only a label ("Current assets:", the first half
// of a wrapped label) belong to the table; a line of prose, a wide vertical gap or a new header
// over the amount columns ends it.
import { isFootnoteMark, isYearLabel, namesPeriod } from "./cell-text";
import type { Cell, CellLine } from "./line-cells";

export interface TableRegion {
  /** Header lines, top to bottom. */
  header: CellLine[];
  /** Rows with amounts and the label-only lines among them, top to bottom. */
  body: CellLine[];
  /** Index range [first, last] of the page lines the table covers. */
  first: number;
  last: number;
}

/** Vertical gap (in font sizes) that separates two tables or a table from what follows. */
const MAX_ROW_GAP = 3;
/** Wider gap a table may have between its sections when the rows below line up with its columns. */
const MAX_SECTION_GAP = 7;
const MAX_HEADER_LINES = 7;

export function findTableRegions(lines: readonly CellLine[]): TableRegion[] {
  const regions: TableRegion[] = [];
  let i = 0;
  while (i < lines.length) {
    if (!isAmountRow(lines[i]!)) {
      i++;
      continue;
    }
    const bodyEnd = growBody(lines, i);
    const amountRows = countAmountRows(lines, i, bodyEnd);
    const previousEnd = regions.length ? regions[regions.length - 1]!.last : -1;
    const top = growHeader(lines, i, previousEnd, numericLeft(lines, i, bodyEnd));
    const hasHeader = top.headerStart < top.bodyStart;
    // A lone column of figures without labels is a chart's axis, not a table.
    const axis = lines.slice(i, bodyEnd + 1).every((cl) => cl.cells.length === 1);
    if (!axis && (amountRows >= 2 || (amountRows === 1 && hasHeader && lines[i]!.values.length >= 2))) {
      regions.push({
        header: lines.slice(top.headerStart, top.bodyStart),
        body: lines.slice(top.bodyStart, bodyEnd + 1),
        first: top.headerStart,
        last: bodyEnd,
      });
    }
    i = bodyEnd + 1;
  }
  return regions;
}

/** A line with amounts of its own (not only years or footnote markers) and no run of prose. */
export function isAmountRow(cl: CellLine): boolean {
  if (cl.values.length === 0) return false;
  // A row of years only ("2018  2017  2016") heads the columns below it; a row of footnote
  // markers only ("(1)" under each header) belongs to the header too.
  if (cl.values.every((v) => isYearLabel(v.text))) return false;
  if (cl.cells.every((c) => isFootnoteMark(c.text))) return false;
  const words = cl.cells.filter((c) => !c.numeric).reduce((n, c) => n + c.text.length, 0);
  return words <= 160;
}

function countAmountRows(lines: readonly CellLine[], from: number, to: number): number {
  let n = 0;
  for (let k = from; k <= to; k++) if (isAmountRow(lines[k]!)) n++;
  return n;
}

function numericLeft(lines: readonly CellLine[], from: number, to: number): number {
  let left = Infinity;
  for (let k = from; k <= to; k++) if (isAmountRow(lines[k]!)) for (const v of lines[k]!.values) left = Math.min(left, v.x0);
  return left;
}

/** Index of the last line of the table body that starts at `start` (an amount row). */
function growBody(lines: readonly CellLine[], start: number): number {
  let lastAmountRow = start;
  const amounts = [...lines[start]!.values];
  let numLeft = Math.min(...amounts.map((v) => v.x0));
  let numRight = Math.max(...amounts.map((v) => v.x1));
  for (let k = start + 1; k < lines.length; k++) {
    const cl = lines[k]!;
    const size = Math.max(cl.line.size, lines[k - 1]!.line.size);
    const gap = cl.line.y - lines[k - 1]!.line.y;
    // A wide gap ends the table unless the rows after it line up with its amount columns.
    if (gap > MAX_ROW_GAP * size && (gap > MAX_SECTION_GAP * size || !alignedRowFollows(lines, k, amounts, numLeft, numRight))) break;
    if (isAmountRow(cl)) {
      // Amounts away from the table's amount columns (a page number under the table) end it.
      if (!cl.values.some((v) => v.x1 > numLeft - size && v.x0 < numRight + size)) break;
      lastAmountRow = k;
      amounts.push(...cl.values);
      numLeft = Math.min(numLeft, ...cl.values.map((v) => v.x0));
      numRight = Math.max(numRight, ...cl.values.map((v) => v.x1));
      continue;
    }
    if (!isLabelOnly(cl, numLeft, numRight)) break;
  }
  return lastAmountRow + wrappedLabelTail(lines, lastAmountRow);
}

/**
 * Lines right under the last amount row that finish its label ("... shareholders'" / "equity"):
 * in the label column, set solid under it, starting with a word.
 */
function wrappedLabelTail(lines: readonly CellLine[], last: number): number {
  let n = 0;
  for (let k = last + 1; k < lines.length && n < 2; k++) {
    const cl = lines[k]!;
    const gap = cl.line.y - lines[k - 1]!.line.y;
    const text = cl.cells[0]!.text;
    const goesOn = /^[a-z]/.test(text) ? gap <= 1.4 * cl.line.size : /^[A-Z]/.test(text) && gap <= 1.25 * cl.line.size;
    if (!goesOn || cl.cells.length !== 1 || cl.cells[0]!.x1 > lines[last]!.values[0]!.x0) break;
    n++;
  }
  return n;
}

/** Whether line k, or the first line after the label-only lines from k on, has amounts in the table's columns. */
function alignedRowFollows(lines: readonly CellLine[], k: number, amounts: readonly Cell[], numLeft: number, numRight: number): boolean {
  for (let j = k; j < lines.length && j < k + 4; j++) {
    const cl = lines[j]!;
    if (j > k && cl.line.y - lines[j - 1]!.line.y > MAX_ROW_GAP * cl.line.size) return false;
    if (isAmountRow(cl)) {
      return cl.values.every((v) => amounts.some((a) => Math.min(a.x1, v.x1) - Math.max(a.x0, v.x0) > 0));
    }
    if (!isLabelOnly(cl, numLeft, numRight)) return false;
  }
  return false;
}

/** A line with words in the label column only (a section label, half of a wrapped label). */
function isLabelOnly(cl: CellLine, numLeft: number, numRight: number): boolean {
  const size = cl.line.size;
  return cl.cells.every((c) => {
    if (c.x0 >= numLeft - 0.5 * size) return false; // words over the amount columns: a new header
    const reachesIntoAmounts = c.x1 > numLeft + 0.5 * (numRight - numLeft);
    return !(reachesIntoAmounts && c.text.length > 60);
  });
}

/**
 * Walks up from the first amount row over the label-only lines right above it (they start the
 * body), then over header lines: words or years above the amount columns, and any label-only
 * lines between them (a caption printed beside the column headers).
 */
function growHeader(
  lines: readonly CellLine[],
  bodyStart: number,
  previousEnd: number,
  numLeft: number,
): { headerStart: number; bodyStart: number } {
  const labelLeft = lines[bodyStart]!.cells[0]!.x0;
  const closeAbove = (k: number) =>
    k > previousEnd &&
    lines[k + 1]!.line.y - lines[k]!.line.y <= MAX_ROW_GAP * Math.max(lines[k]!.line.size, lines[k + 1]!.line.size);
  let k = bodyStart - 1;
  let labelsTop = bodyStart;
  while (closeAbove(k) && bodyStart - labelsTop < MAX_HEADER_LINES && isShortLabel(lines[k]!, numLeft)) labelsTop = k--;
  let headerTop = labelsTop;
  while (closeAbove(k) && labelsTop - k <= MAX_HEADER_LINES) {
    if (isHeaderLine(lines[k]!, numLeft, labelLeft)) headerTop = k;
    else if (!(headerTop < labelsTop && isShortLabel(lines[k]!, numLeft))) break;
    k--;
  }
  // Without a header, label-only lines above the amounts are ordinary text.
  if (headerTop === labelsTop) return { headerStart: bodyStart, bodyStart };
  return { headerStart: headerTop, bodyStart: labelsTop };
}

function isShortLabel(cl: CellLine, numLeft: number): boolean {
  return cl.values.length === 0 && cl.cells.every((c) => c.x1 < numLeft && c.text.length <= 80);
}

/** Short words or years, some of them over the amount columns; no amounts, no prose. */
function isHeaderLine(cl: CellLine, numLeft: number, labelLeft: number): boolean {
  const size = cl.line.size;
  let overAmounts = false;
  for (const c of cl.cells) {
    if (c.numeric && !isYearLabel(c.text) && !isFootnoteMark(c.text)) return false;
    if (c.text.length > 60) return false;
    const crossesIntoAmounts = c.x0 < numLeft - size && c.x1 > numLeft + size;
    if (crossesIntoAmounts && (c.x0 < labelLeft + 2 * size || c.text.length > 40)) return false;
    // A caption alone on its line across the label and amount columns ("(Unaudited)") is a title.
    if (crossesIntoAmounts && cl.cells.length === 1 && !namesPeriod(c.text)) return false;
    if (c.x0 >= numLeft - 2 * size || (c.x0 + c.x1) / 2 > numLeft) overAmounts = true;
  }
  return overAmounts;
}
