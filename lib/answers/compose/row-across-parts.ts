// "Which commercial airplane model did Boeing deliver the most of in 2017?": a table whose columns
// are the things compared (737, 747, 767 …) and whose rows are measures under a heading per year
// ("2017" → "Cumulative deliveries", "Deliveries"). The part readers rank parts laid out as rows
// by period columns; here the parts are the columns, ranked on the row the question's own words
// name (its verb "deliver" names "Deliveries") under the year asked.
import type { CitablePage } from "../engines/engine";
import { formatFigure } from "../statements/numbers";
import { gridExcerpt, gridFigure, readGrids, type Grid, type GridRow } from "../statements/table-grid";
import { columnWords } from "./column-rank";
import { placeAsked, placeWord } from "./part-place-asked";
import type { QuestionReading } from "../../retrieval/read-question";
import type { Written } from "./written";

const WHICH = /\b(?:which|what)\b/i;
const HIGH = /\b(?:most|highest|largest|biggest|greatest|top)\b/i;
const LOW = /\b(?:least|lowest|smallest|fewest)\b/i;

/** Whether the question asks which thing stands out, and at which end. */
function endAsked(question: string): "max" | "min" | null {
  if (!WHICH.test(question)) return null;
  const high = HIGH.exec(question);
  const low = LOW.exec(question);
  if (high && (!low || high.index < low.index)) return "max";
  return low ? "min" : null;
}

/** A word's stem as a verb and its noun share it: "deliveries", "delivered", "deliver" → "deliver". */
export function stem(word: string): string {
  return word.replace(/(?:ies|ied|ie|y)$/, "").replace(/(?:ing|ed|es|s)$/, "").replace(/e$/, "");
}

// A column that names a thing: letters or digits, not a total, a footnote mark or a period
// (quarters side by side are the quarter reader's).
const NAMELESS = /^(?:\W*|total|totals|\d{4}|change|%.*)$|\bquarter\b|^q[1-4]\b/i;

/**
 * Whether the question ranks things on a measure the statements' readers do not know: a count of
 * units (deliveries, stores) the dictionary reads as no line item or metric. Revenue or income laid
 * out by segment columns is the part readers' to compare, with their measures and ratios.
 */
function unitsAsked(reading: QuestionReading): boolean {
  return reading.lineItems.length === 0 && reading.metric === null;
}

interface Part {
  name: string;
  value: number;
}

/** The cells naming the columns: the header's, or (a header left blank) the first row without a label. */
function columnNames(grid: Grid): string[] | null {
  const named = (cells: string[]) => cells.slice(1).filter((c) => !NAMELESS.test(c.trim())).length >= 3;
  if (named(grid.header)) return grid.header;
  const first = grid.rows[0];
  return first && NAMELESS.test(first.label.trim()) && named(first.cells) ? first.cells : null;
}

/**
 * The figure of each named column in the row. A PDF often shifts a cell one column left of its
 * name when a footnote column stands between ("| 747 |" empty, its figure under the blank column
 * before it): a named column holding nothing, or a bracketed aside, takes the plain figure of the
 * unnamed column right before it.
 */
function partsOf(names: string[], row: GridRow): Part[] {
  const parts: Part[] = [];
  for (let k = 1; k < names.length; k++) {
    const name = names[k]!.trim();
    if (NAMELESS.test(name)) continue;
    let value = gridFigure(row, k);
    const before = k > 1 && NAMELESS.test(names[k - 1]!.trim()) ? gridFigure(row, k - 1) : null;
    if ((value === null || value < 0) && before !== null && before >= 0 && !/^\(/.test(row.cells[k - 1]!.trim())) value = before;
    if (value !== null) parts.push({ name, value });
  }
  return parts;
}

/** Whether every word of the row's label is one the question writes (as its verb or noun). */
function rowNamed(label: string, asked: Set<string>): boolean {
  const words = columnWords(label);
  return words.length > 0 && words.every((w) => w.length >= 4 && asked.has(stem(w)));
}

interface Found {
  page: CitablePage;
  grid: Grid;
  row: GridRow;
  parts: Part[];
}

function findRow(question: string, year: number, pages: CitablePage[]): Found | null {
  const asked = new Set(columnWords(question).filter((w) => w.length >= 4).map(stem));
  for (const page of pages) {
    for (const grid of readGrids(page.content)) {
      const names = columnNames(grid);
      if (!names) continue;
      const row = grid.rows.find((r) => r.section.trim() === String(year) && rowNamed(r.label, asked));
      if (!row) continue;
      const parts = partsOf(names, row);
      if (parts.length >= 3) return { page, grid, row, parts };
    }
  }
  return null;
}

/** The verbatim excerpt: the lines naming the columns through the row ranked when they stand close, else the row. */
function excerptOf(page: CitablePage, grid: Grid, row: GridRow): string {
  const names = grid.header.some((c) => c.trim()) ? grid.headerLine : grid.rows[0]!.line;
  return gridExcerpt(page.content, names, [row], row, 12);
}

/** Whether the page holds a table whose columns the question ranks on a row it names. */
export function holdsRowAcrossParts(question: string, reading: QuestionReading, year: number, page: CitablePage): boolean {
  return unitsAsked(reading) && endAsked(question) !== null && findRow(question, year, [page]) !== null;
}

/** The column (thing) that stands out on the row the question names for the year asked, or null. */
export function rowAcrossPartsAnswer(question: string, reading: QuestionReading, year: number, pages: CitablePage[]): Written | null {
  const end = endAsked(question);
  if (!end || !unitsAsked(reading)) return null;
  const found = findRow(question, year, pages);
  if (!found) return null;
  const { page, row, parts } = found;
  const ordered = [...parts].sort((a, b) => (end === "min" ? a.value - b.value : b.value - a.value));
  const place = Math.min(placeAsked(question), ordered.length);
  const pick = ordered[place - 1]!;
  const ref = `[${page.ref}]`;
  const measure = row.label.toLowerCase();
  const before = ordered.slice(0, place - 1).map((p) => `${p.name} (${formatFigure(p.value)})`);
  const after = ordered.slice(place, place + 3).map((p) => `${p.name} (${formatFigure(p.value)})`);
  const most = end === "min" ? "fewest" : "most";
  const text = [
    `${pick.name} had the ${placeWord(place)}${most} ${measure} in ${year}: **${formatFigure(pick.value)}** ${ref} — the "${row.label}" row under "${row.section}" (page ${page.pageNumber})` +
      `${before.length ? `, behind ${before.join(", ")}` : ""}${after.length ? `${before.length ? " and" : ","} ${end === "min" ? "below" : "ahead of"} ${after.join(", ")}` : ""}.`,
    "",
    ...ordered.map((p) => `- ${p.name}: ${formatFigure(p.value)} ${ref}`),
  ].join("\n");
  return { text, excerpts: new Map([[page.ref, excerptOf(page, found.grid, row)]]) };
}
