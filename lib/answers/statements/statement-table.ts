// Reads the statement tables of a page's Markdown into rows of figures, each row knowing the
// period of every column (from the header rows above it) and the unit the page declares.
import { isFiller, parseFigure, readUnit, type Unit } from "./numbers";

/** One column of figures: the fiscal year it belongs to and, when the header says, its length. */
export interface Column {
  year: number;
  /** 3, 6, 9 or 12 when the header names the period ("Three Months Ended"); null when silent. */
  months: number | null;
  /** The header text the column came from, as printed. */
  label: string;
  /** Index of the header cell, for rows laid out cell for cell like their header. */
  position: number;
  /** How many cells the header row has. */
  width: number;
}

export interface TableRow {
  /** The row's label as printed (first text cell), without footnote marks. */
  label: string;
  /** The figures of the row in column order; null where a column is blank. */
  values: (number | null)[];
  /** The row's cells as printed (the label first); empty for rows written as plain text. */
  cells: string[];
  /** The periods of the figures, when the header rows above say them. */
  columns: Column[];
  /** The nearest label-only row above ("Current assets:"), which scopes ambiguous labels. */
  section: string;
  unit: Unit | null;
  /** The row exactly as it stands in the page content (a verbatim excerpt). */
  line: string;
}

const MONTH = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?";
// Words a period header may hold besides its year: "For the Years Ended December 31, 2019",
// "Three Months Ended July 2, 2023", "As of Feb. 2, 2019", "Fiscal 2019 (a)", "52 weeks ended".
const PERIOD_WORDS = new RegExp(
  `\\b(?:${MONTH}|for|the|years?|ended|ending|end|fiscal|fy|as|of|at|months?|weeks?|quarters?|three|six|nine|twelve|period|restated|unaudited|audited|and|to|through|year-end|balance|date|amounts?|actual|reported)\\b|\\(\\s*[a-z0-9]\\s*\\)|\\b\\d{1,2}(?:st|nd|rd|th)?\\b|[\\s,.'’*:/\\-–—]`,
  "gi",
);
const DURATION = /\b(three|six|nine|twelve|3|6|9|12|13|26|39|52|53)[\s-]+(months?|weeks?)\b|\b(quarter|year|fiscal year|years)s?\s+ended\b/i;
const DURATION_MONTHS: Record<string, number> = { three: 3, "3": 3, "13": 3, six: 6, "6": 6, "26": 6, nine: 9, "9": 9, "39": 9, twelve: 12, "12": 12, "52": 12, "53": 12 };

export function splitCells(line: string): string[] {
  const inner = line.trim().replace(/^\|/, "").replace(/\|$/, "");
  return inner.split("|").map((c) => c.trim());
}

const isTableLine = (line: string) => /^\s*\|.*\|\s*$/.test(line);
const isSeparator = (cells: string[]) => cells.every((c) => /^:?-{2,}:?$/.test(c) || c === "");

/** The year a header cell names, or null ("For the Years Ended December 31, 2019" → 2019, "FY2019" → 2019). */
export function yearOfHeader(cell: string): number | null {
  const text = cell.replace(/\s+/g, " ").trim().replace(/\bFY\s*(?=\d)/gi, "FY ");
  if (!text || text.length > 90) return null;
  const years = text.match(/(?<![\d,.$])(?:19|20)\d\d(?![\d,.%])/g);
  if (!years || years.length !== 1) return null;
  const rest = text.replace(years[0], " ").replace(PERIOD_WORDS, "");
  return rest === "" ? Number(years[0]) : null;
}

function durationOf(text: string): number | null {
  const m = DURATION.exec(text);
  if (!m) return null;
  if (m[1]) return DURATION_MONTHS[m[1].toLowerCase()] ?? null;
  return /quarter/i.test(m[3]) ? 3 : 12;
}

/**
 * A header row: its value cells name years, or say what a column holds without a figure of their
 * own ("2023 Amount | 2023 Percent to Sales | % Change"). Only the year cells become columns; the
 * others still count for laying rows out cell for cell.
 */
function headerColumns(cells: string[], durations: number[]): Column[] | null {
  const from = yearOfHeader(cells[0]) !== null ? 0 : 1;
  const filled = cells.map((label, position) => ({ label, position })).filter((c) => c.position >= from && c.label !== "");
  const candidates = filled.filter((c) => yearOfHeader(c.label) !== null);
  const describesColumn = (label: string) => !/\d/.test(label.replace(/(?:19|20)\d\d/g, ""));
  if (candidates.length === 0 || filled.some((c) => yearOfHeader(c.label) === null && !describesColumn(c.label))) return null;
  return candidates.map(({ label, position }, i) => ({
    year: yearOfHeader(label)!,
    months: durationOf(label) ?? spreadDuration(durations, i, candidates.length),
    label,
    position,
    width: cells.length,
  }));
}

// "Three Months Ended | Six Months Ended" over four years: the first two are 3, the next two 6.
function spreadDuration(durations: number[], index: number, count: number): number | null {
  if (durations.length === 0) return null;
  if (durations.length === 1) return durations[0];
  if (count % durations.length !== 0) return null;
  return durations[Math.floor(index / (count / durations.length))];
}

/** Years on a plain text line, when the line is nothing else ("2018 2017 2016"). */
function yearsOfTextLine(line: string): Column[] | null {
  const text = line.replace(/[*_#]/g, "").trim();
  if (!/^(?:(?:fiscal\s+)?(?:19|20)\d\d\s*)+$/i.test(text)) return null;
  const years = text.match(/(?:19|20)\d\d/g)!;
  return years.length >= 2 ? years.map((y, i) => ({ year: Number(y), months: null, label: y, position: i, width: 0 })) : null;
}

/**
 * Figures of a data row, with "$", ")" and "%" cells folded into their neighbours; a cell that
 * holds several figures ("5,363 4,869") gives each.
 */
function rowFigures(cells: string[]): (number | null)[] {
  const values: (number | null)[] = [];
  for (const cell of cells) {
    if (cell === "" || isFiller(cell)) continue;
    const single = parseFigure(cell);
    if (single !== null) {
      values.push(single);
      continue;
    }
    const parts = figureRun(cell);
    if (parts) values.push(...parts);
    else values.push(null);
  }
  return values;
}

/** "$ 5,363 $ 4,869" or "(26) 1,503" as figures, or null when the text is anything else. */
function figureRun(text: string): number[] | null {
  const parts = text.replace(/\$\s+/g, "$").split(/\s+/).filter((p) => !isFiller(p));
  if (parts.length < 2) return null;
  const values = parts.map(parseFigure);
  return values.every((v) => v !== null) ? (values as number[]) : null;
}

/**
 * A line of text that is a statement row without table markup: a label, then only figures
 * ("Net income 5,363 4,869"). Prose ending in a number is not one: the label must not read as a
 * sentence and at least two figures must follow it.
 */
function textRow(line: string): { label: string; values: number[] } | null {
  const m = /^([A-Za-z][^\d$()]{1,100}?)[\s.:]*\s((?:[$(]*\s?[\d,.]+\)?%?|[—–-])(?:\s+(?:\$\s?)?(?:\(?[\d,.]+\)?%?|[—–-]))+)\s*$/.exec(line.trim());
  if (!m || /[.;!?]$/.test(m[1].trim())) return null;
  const values = figureRun(m[2]);
  return values && values.length >= 2 ? { label: m[1].trim(), values } : null;
}

function cleanLabel(cell: string): string {
  return cell
    .replace(/[*_`]/g, "")
    .replace(/\s*\((?:[a-z]|\d{1,2})\)\s*$/i, "")
    .replace(/\s*\[\d+\]\s*$/, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Every table row of the page that carries at least one figure, with its periods and unit. */
export function readStatementRows(content: string): TableRow[] {
  const lines = content.split("\n");
  const pageUnit = readUnit(lines.slice(0, 12).join("\n")) ?? readUnit(content);
  const rows: TableRow[] = [];
  let columns: Column[] = [];
  let durations: number[] = [];
  let section = "";
  let unit = pageUnit;
  // Period headers hold for the table that has them; a page with several tables (a statement
  // and a segment breakdown) must not read one table's figures under another's years.
  let inTable = false;
  let headerFromTable = false;

  for (const line of lines) {
    const tableLine = isTableLine(line);
    if (tableLine && !inTable && headerFromTable) {
      columns = [];
      durations = [];
      headerFromTable = false;
    }
    inTable = tableLine;
    if (!tableLine) {
      const plain = textRow(line);
      if (plain) {
        rows.push({ label: cleanLabel(plain.label), values: plain.values, cells: [], columns, section, unit, line });
        continue;
      }
      const fromText = yearsOfTextLine(line);
      if (fromText) columns = fromText.map((c, i) => ({ ...c, months: spreadDuration(durations, i, fromText.length) }));
      else if (DURATION.test(line) && line.length < 200) durations = allDurations(line);
      const declared = readUnit(line);
      if (declared) unit = declared;
      continue;
    }
    const cells = splitCells(line);
    if (isSeparator(cells)) continue;

    const header = headerColumns(cells, durations);
    if (header) {
      columns = header;
      headerFromTable = true;
      continue;
    }
    const declared = readUnit(cells.join(" "));
    const values = rowFigures(cells.slice(1));
    const label = cleanLabel(cells[0]);
    if (values.every((v) => v === null)) {
      // A label-only row: a section heading, a period heading or a unit declaration.
      const text = cells.filter(Boolean).join(" ");
      if (DURATION.test(text)) durations = allDurations(text);
      if (declared) unit = declared;
      if (label && !DURATION.test(label) && !declared) section = label;
      continue;
    }
    if (!label) continue;
    rows.push({ label, values, cells, columns, section, unit, line });
  }
  return rows;
}

function allDurations(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(new RegExp(DURATION.source, "gi"))) {
    const months = durationOf(m[0]);
    if (months !== null) out.push(months);
  }
  return out;
}

/**
 * The figures of a row paired with their columns: cell for cell when the row is laid out like its
 * header (a footnote mark in a cell of its own then cannot shift the figures), else in order when
 * there are as many figures as columns; otherwise the pairing is unknown and nothing is paired.
 */
export function pairedFigures(row: TableRow): { value: number | null; column: Column }[] {
  const { columns } = row;
  if (columns.length === 0) return [];
  if (row.cells.length > 0 && columns[0].width === row.cells.length) {
    const paired = columns.map((column) => ({ value: parseFigure(row.cells[column.position] ?? ""), column }));
    if (paired.some((p) => p.value !== null)) return paired;
  }
  if (row.values.length !== columns.length) return [];
  return columns.map((column, i) => ({ value: row.values[i], column }));
}

/** The figure of a row for a fiscal year (and period length, when asked), or null. */
export function figureFor(row: TableRow, year: number, months?: number | null): { value: number; column: Column } | null {
  for (const { value, column } of pairedFigures(row)) {
    if (value === null || column.year !== year) continue;
    if (months && column.months && column.months !== months) continue;
    // A fiscal-year question is not answered by a quarter's or a half's column.
    if (!months && column.months && column.months < 12) continue;
    // The first matching column is the one statements lead with (the full period, as reported).
    return { value, column };
  }
  return null;
}

/** Per-share rows say so, or sit as "Basic"/"Diluted" under a per-share heading; units do not scale them. */
export function isPerShareRow(row: TableRow): boolean {
  const perShare = /per\s+(?:common\s+|ordinary\s+)?share|\beps\b/i;
  return perShare.test(row.label) || (/^(basic|diluted)\b/i.test(row.label) && perShare.test(row.section));
}
