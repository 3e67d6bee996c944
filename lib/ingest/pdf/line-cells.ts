// A line's segments → cells: a currency sign joins the amount after it, and a segment holding
// several amounts or dates printed with single spaces ("2018 2017 2016", "July 2, July 3,")
// becomes one cell per amount or date.
import { isCurrencySymbol, isNumericCell, splitDateRun, splitNumericRun } from "./cell-text";
import type { Line } from "./text-lines";

const UNIT = /^(?:%|x|pts?|bps)$/i;

export interface Cell {
  text: string;
  x0: number;
  x1: number;
  numeric: boolean;
}

export interface CellLine {
  line: Line;
  cells: Cell[];
  /** Amount cells that stand apart from the line's leading words. */
  values: Cell[];
}

export function toCellLine(line: Line): CellLine {
  const cells: Cell[] = [];
  let currency: Cell | null = null;
  for (const seg of line.segments) {
    const pieces = splitNumericRun(seg.text) ?? splitDateRun(seg.text);
    const parts = pieces ? spreadPieces(pieces, seg.x0, seg.x1) : [{ text: seg.text, x0: seg.x0, x1: seg.x1 }];
    for (const part of parts) {
      if (isCurrencySymbol(part.text)) {
        if (currency) cells.push(currency);
        currency = { ...part, numeric: false };
        continue;
      }
      const last = cells[cells.length - 1];
      if (!currency && last?.numeric && UNIT.test(part.text)) {
        // "33.9" and "%" drawn apart: the unit belongs to the amount.
        last.text += part.text;
        last.x1 = part.x1;
        continue;
      }
      const numeric = isNumericCell(part.text);
      if (currency && numeric) {
        cells.push({ text: `${currency.text}${part.text}`, x0: currency.x0, x1: part.x1, numeric });
      } else {
        if (currency) cells.push(currency);
        cells.push({ ...part, numeric });
      }
      currency = null;
    }
  }
  if (currency) cells.push(currency);
  // The first cell is the row's label even when it is a number (a year, a note number) if words
  // follow it; otherwise amounts count wherever they are.
  const values = cells.filter((c, i) => c.numeric && !(i === 0 && cells.length > 1 && !cells[1]!.numeric));
  return { line, cells, values };
}

/** How many lines up and down a row label is looked for over a stray amount. */
const LABEL_REACH = 10;

/**
 * Amounts that sit where row labels run on nearby rows are part of a label (a footnote marker
 * wrapped onto its own line, the end of "net of tax of ($3), $2 and ($7)"), not a column of their
 * own: real amount columns have no label text running across them.
 */
export function demoteAmountsUnderLabels(lines: CellLine[]): void {
  const labels = lines.map((cl) => (cl.values.length && !cl.cells[0]!.numeric ? cl.cells[0] : null));
  lines.forEach((cl, i) => {
    if (!cl.values.length) return;
    const covered = (v: Cell) => {
      for (let j = Math.max(0, i - LABEL_REACH); j < Math.min(lines.length, i + LABEL_REACH + 1); j++) {
        const label = labels[j];
        if (label && label.x0 <= v.x0 + 1 && label.x1 >= v.x1) return true;
      }
      return false;
    };
    const stray = cl.values.filter(covered);
    if (!stray.length) return;
    for (const v of stray) v.numeric = false;
    cl.values = cl.values.filter((v) => !stray.includes(v));
  });
}

/** Places pieces of one segment proportionally to their length (the segment was one pdf.js item). */
function spreadPieces(pieces: string[], x0: number, x1: number): { text: string; x0: number; x1: number }[] {
  const total = pieces.reduce((n, p) => n + p.length, 0) + pieces.length - 1;
  const perChar = (x1 - x0) / Math.max(total, 1);
  const out: { text: string; x0: number; x1: number }[] = [];
  let x = x0;
  for (const piece of pieces) {
    out.push({ text: piece, x0: x, x1: x + piece.length * perChar });
    x += (piece.length + 1) * perChar;
  }
  return out;
}
