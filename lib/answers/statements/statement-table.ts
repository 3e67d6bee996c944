// Reads the statement tables of a page's Markdown into rows of figures, each row knowing the
// period of every column (from the header rows above it) and the unit the page declares.
import { isRuleOrBlank, isTableRow, splitRow } from "../../catalog/markdown-table";
import { withGroupRow } from "./header-groups";
import { headerColumns, isCaption, spreadDuration, yearsOfTextLine, type Caption, type Column } from "./header-row";
import { figureRun, isFiller, parseFigure, readUnit, type Unit } from "./numbers";
import { hasOwnUnit, isPercentLabel, percentPositions, type TableBlock } from "./percent-columns";
import { withMergedShareHeadings } from "./merged-basic-diluted";
import { durationsIn, monthDayOf, readPeriodCell, type PeriodCell } from "./period-header";
import { rowItem } from "./row-item";

// A row's columns are read from its table's header rows; their type is part of this module's API.
export type { Column } from "./header-row";

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
  /** The text lines just above the row's table: its heading and caption. */
  context: string;
  unit: Unit | null;
  /** Positions of `cells` whose column the table prints in percent, signed or not. */
  percentAt: ReadonlySet<number>;
  /** The row exactly as it stands in the page content (a verbatim excerpt). */
  line: string;
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

/**
 * A line of text that is a statement row without table markup: a label, then only figures
 * ("Net income 5,363 4,869"). Prose ending in a number is not one: the label must not read as a
 * sentence and at least two figures must follow it.
 */
function textRow(line: string): { label: string; values: number[] } | null {
  const m = /^([A-Za-z][^\d$()]{1,100}?)[\s.:]*\s((?:[$(]*\s?[\d,.]+\)?%?|[—–-])(?:\s+(?:\$\s?)?(?:\(?[\d,.]+\)?%?|[—–-]))+)\s*$/.exec(line.trim());
  if (!m || /[.;!?]$/.test(m[1]!.trim())) return null;
  const values = figureRun(m[2]!);
  return values && values.length >= 2 ? { label: m[1]!.trim(), values } : null;
}

function cleanLabel(cell: string): string {
  return cell
    .replace(/[*_`]/g, "")
    .replace(/\s*\((?:[a-z]|\d{1,2})\)\s*$/i, "")
    .replace(/\s*\[\d+\]\s*$/, "")
    .replace(/\s+/g, " ")
    .trim();
}

// Pages are read by several parts of one answer (figures, parts of the company, passages) and the
// same statements come back question after question; rows are kept for the pages read last.
const READ_PAGES = 512;
const readPages = new Map<string, TableRow[]>();

/** Every table row of the page that carries at least one figure, with its periods and unit. */
export function readStatementRows(content: string): TableRow[] {
  const known = readPages.get(content);
  if (known) return known;
  const rows = withSectionTotals(withBalanceTotals(withMergedShareHeadings(withMergedHeadings(readRows(content)))));
  if (readPages.size >= READ_PAGES) readPages.delete(readPages.keys().next().value!);
  readPages.set(content, rows);
  return rows;
}

/**
 * A section heading printed in the first row's cell ("Net sales Products | 12,761", then
 * "Services", "Total net sales"): the heading is the words a later "Total …" row repeats, and the
 * rows down to that total are under it. Without this "Services" would be no row of net sales, and
 * "Net sales Aeronautics" no segment.
 */
const BREAKDOWN_BY = /^by\s+(?:(?:reportable|operating|business|geographic)\s+)?(?:segments?|product\s+categor(?:y|ies)|geographic\s+areas?|regions?)\s+/i;

function withMergedHeadings(rows: TableRow[]): TableRow[] {
  const out = [...rows];
  for (let i = 0; i < out.length; i++) {
    const row = out[i]!;
    // Only a row that opens a block does: the table's first, or the first after a total.
    const previous = out[i - 1];
    if (previous && previous.context === row.context && !/^total\b/i.test(previous.label.trim())) continue;
    for (let j = i + 1; j < out.length; j++) {
      const total = /^total\s+(.+)$/i.exec(out[j]!.label.trim())?.[1];
      if (!total || row.context !== out[j]!.context) continue;
      if (!row.label.toLowerCase().startsWith(`${total.toLowerCase()} `) || row.label.length <= total.length + 1) continue;
      // "Current liabilities of discontinued operations" is a row of its own, not a heading and a row.
      if (/^(?:of|from|in|for|to|and|or|held|related|attributable|including|excluding|net|before|after)\b/i.test(row.label.slice(total.length + 1))) continue;
      // "Revenue by reportable segment Domestic": what the heading breaks the total down by is the heading's too.
      const by = BREAKDOWN_BY.exec(row.label.slice(total.length + 1))?.[0] ?? "";
      if (by && row.label.length <= total.length + 1 + by.length) continue;
      const heading = row.label.slice(0, total.length + (by ? 1 + by.length : 0)).trim();
      out[i] = { ...row, label: row.label.slice(total.length + 1 + by.length).trim(), section: heading };
      for (let k = i + 1; k < j; k++) if (out[k]!.section === row.section) out[k] = { ...out[k]!, section: heading };
      // Headings may nest ("Assets Current assets Cash and cash equivalents"): read the row again.
      i--;
      break;
    }
  }
  return out;
}

/**
 * A row of figures with no label closes the section it stands in: MGM's statement of operations
 * prints "Revenues", its lines, an unlabelled gross total, "Less: Promotional allowances" and an
 * unlabelled net total. The last unlabelled row of a section headed by a line item ("Revenues")
 * is that item's total, and is read as "Total Revenues" — unless the section has printed its own
 * total above it: after "Total stockholders' equity" MGM's balance sheet prints the unlabelled
 * total of liabilities and equity, which is no part of the equity section.
 */
function withSectionTotals(rows: TableRow[]): TableRow[] {
  const out = [...rows];
  let start = 0;
  for (let i = 1; i <= out.length; i++) {
    const open = out[start]!;
    if (i < out.length && out[i]!.section === open.section && out[i]!.columns === open.columns) continue;
    const group = out.slice(start, i);
    const heading = open.section.replace(/:\s*$/, "").trim();
    const last = group.map((r) => r.label.trim()).lastIndexOf("");
    const ownTotal = group.findIndex((r) => isTotalOf(r.label, heading));
    if (heading && last >= 0 && (ownTotal < 0 || ownTotal > last) && rowItem(heading) && group.filter((r) => r.label.trim()).length >= 2) {
      out[start + last] = { ...group[last]!, label: `Total ${heading}` };
    }
    start = i;
  }
  return out;
}

/**
 * The balance sheet's two grand totals printed without labels (MGM's): the row of figures that
 * closes the assets, just before the liabilities begin, is "Total assets"; the one after the
 * equity's total, last of its table, is "Total liabilities and equity".
 */
function withBalanceTotals(rows: TableRow[]): TableRow[] {
  return rows.map((row, i) => {
    if (row.label.trim() || row.cells.length === 0) return row;
    const before = rows[i - 1];
    const after = rows[i + 1];
    const sameTable = (other: TableRow | undefined) => !!other && other.context === row.context && other.columns === row.columns;
    if (sameTable(after) && /liabilit/i.test(after!.section) && !/liabilit/i.test(row.section) && sameTable(before) && /\bassets\b/i.test(`${before!.section} ${before!.label}`)) {
      return { ...row, label: "Total assets" };
    }
    if (!sameTable(after) && sameTable(before) && /^total\b.*\b(?:equity|deficit)$/i.test(before!.label.trim())) {
      return { ...row, label: "Total liabilities and equity" };
    }
    return row;
  });
}

/** Whether a label is the printed total of a section's heading ("Total stockholders' equity" of "Stockholders' equity"). */
function isTotalOf(label: string, heading: string): boolean {
  const words = (text: string) => text.toLowerCase().replace(/[’']/g, "").replace(/[^a-z]+/g, " ").trim();
  return words(label) === `total ${words(heading)}`;
}

// A corner cell that names what the rows are: words only, no period, unit or status.
const CORNER_HEADING = /^(?!.*\b(?:years?|months?|quarters?|weeks?|ended|ending|as\s+of|dollars|millions|thousands|billions|unaudited|audited|change|fiscal|in)\b)[A-Za-z][A-Za-z&,'’\s-]{2,60}$/i;

function readRows(content: string): TableRow[] {
  const lines = content.split("\n");
  const pageUnit = readUnit(lines.slice(0, 12).join("\n")) ?? readUnit(content);
  const rows: TableRow[] = [];
  let columns: Column[] = [];
  let caption: Caption = { durations: [], monthDay: null };
  let section = "";
  // The unit stated in text holds for the tables below it; one a table states in its own rows
  // ("| (In thousands) | 2021 | 2020 |") holds for that table only.
  let textUnit = pageUnit;
  let unit = pageUnit;
  // Whether text stood between this table and the one before: a section heading of a table
  // does not carry past text into the next one (a table split only by blank lines goes on).
  let textSinceTable = false;
  // The cells of the table being read, block by block, to tell its percent columns when it ends;
  // the rows of a block share its set of positions, filled then.
  let headers: string[][] = [];
  let blocks: (TableBlock & { percentAt: Set<number> })[] = [];
  const block = () => blocks.at(-1)!;
  const closeTable = () => {
    for (const b of blocks) for (const position of percentPositions(b)) b.percentAt.add(position);
  };
  // Period headers hold for the table that has them; a page with several tables (a statement
  // and a segment breakdown) must not read one table's figures under another's years.
  let inTable = false;
  let headerFromTable = false;
  // The text just above a table (its heading and caption), and a header row of categories
  // ("Walmart U.S. | Walmart International | Consolidated") whose period comes on a row below.
  const recent: string[] = [];
  let context = "";
  let categories: string[] | null = null;

  for (const line of lines) {
    const tableLine = isTableRow(line);
    if (!tableLine && inTable) closeTable();
    if (tableLine && !inTable) {
      context = recent.slice(-CONTEXT_LINES).join("\n");
      categories = null;
      headers = [];
      blocks = [{ headers, heading: context, rows: [], percentAt: new Set() }];
      unit = textUnit;
      if (textSinceTable) section = "";
      textSinceTable = false;
      if (headerFromTable) {
        columns = [];
        caption = { durations: [], monthDay: null };
        headerFromTable = false;
      }
    }
    inTable = tableLine;
    if (!tableLine) {
      const plain = textRow(line);
      if (plain) {
        rows.push({ label: cleanLabel(plain.label), values: plain.values, cells: [], columns, section, context, unit, percentAt: NO_POSITIONS, line });
        continue;
      }
      if (line.trim()) {
        recent.push(line.replace(/^#+\s*/, "").trim());
        textSinceTable = true;
      }
      const fromText = yearsOfTextLine(line);
      if (fromText) columns = fromText.map((c, i) => ({ ...c, months: spreadDuration(caption.durations, i, fromText.length) }));
      else if (isCaption(line)) caption = { durations: durationsIn(line), monthDay: monthDayOf(line) };
      const declared = readUnit(line);
      if (declared) unit = textUnit = declared;
      continue;
    }
    const cells = splitRow(line);
    if (isRuleOrBlank(cells)) continue;

    const header = headerColumns(cells, caption);
    if (header) {
      if (block().rows.length === 0) headers.push(cells);
      // "| (In thousands) | 2022 | 2021 |": the unit the header states is the table's.
      const stated = readUnit(cells.join(" "));
      if (stated) unit = stated;
      columns = categories ? withGroupRow(header, categories) : header;
      categories = null;
      headerFromTable = true;
      // "| Net Sales (Millions) | 2021 | 2020 |": a header's first cell that names a line item
      // heads the rows below it, as a label-only row would.
      const corner = cleanLabel(cells[0] ?? "").replace(/\([^)]*(?:millions|thousands|billions)[^)]*\)/gi, " ").replace(/\s+/g, " ").trim();
      // "| Operating Performance | 2022 | 2021 |" under a first table headed "Net Sales": a heading
      // in the corner of a new table heads its rows, not the first table's.
      if (corner && (rowItem(corner) || CORNER_HEADING.test(corner))) section = corner;
      continue;
    }
    const declared = readUnit(cells.join(" "));
    const values = rowFigures(cells.slice(1));
    const label = cleanLabel(cells[0]!);
    if (values.every((v) => v === null)) {
      // A heading row (its other cells blank) opens a block of rows; any other is a header row.
      if (cells.slice(1).every((c) => !c || isFiller(c))) {
        if (block().rows.length > 0) blocks.push({ headers, heading: label, rows: [], percentAt: new Set() });
        else block().heading = `${block().heading}\n${label}`;
      } else if (block().rows.length === 0) headers.push(cells);
      // A label-only row: a section heading, a period heading, a unit declaration, or the
      // categories the columns are.
      const text = cells.filter(Boolean).join(" ");
      const lengths = durationsIn(text);
      if (!lengths.length && cells.slice(1).filter((c) => c && !isFiller(c)).length >= 2) {
        categories = cells;
        if (declared) unit = declared;
        continue;
      }
      const period = categories ? readPeriodCell(label, true) : null;
      if (period && categories) {
        columns = categoryColumns(categories, period);
        headerFromTable = true;
        continue;
      }
      if (lengths.length) caption = { durations: lengths, monthDay: monthDayOf(text) ?? caption.monthDay };
      if (declared) unit = declared;
      // "Operating Performance (Millions)" heads its rows and declares their unit.
      const heading = label.replace(/\([^)]*(?:millions|thousands|billions)[^)]*\)/gi, " ").replace(/\s+/g, " ").trim();
      // A subtotal printed without its figures closes its section rather than heading one.
      if (heading && !lengths.length && (!declared || heading !== label.trim())) section = SUBTOTAL.test(heading) ? "" : heading;
      continue;
    }
    block().rows.push(cells);
    // A row of figures without a label is a total (or a subtotal) of the rows above it.
    rows.push({ label, values, cells, columns, section, context, unit, percentAt: block().percentAt, line });
    // After "Total current liabilities" a balance sheet goes on with the non-current ones, often
    // without a heading: Adobe's second "Debt" row is its long-term debt.
    const closed = /^total\s+current\s+(assets|liabilities)$/i.exec(label.trim());
    if (closed) section = `Non-current ${closed[1]!.toLowerCase()}`;
  }
  if (inTable) closeTable();
  return rows;
}

const NO_POSITIONS: ReadonlySet<number> = new Set();
const SUBTOTAL = /^sub-?total\b/i;

const CONTEXT_LINES = 6;

/** Columns of a categories header ("Walmart U.S. | Walmart International") for the period of a row below it. */
function categoryColumns(categories: string[], period: PeriodCell): Column[] {
  return categories.flatMap((cell, position) =>
    position === 0 || !cell || isFiller(cell)
      ? []
      : [{ year: period.year, months: period.months, quarter: period.quarter, end: period.end, caption: cleanLabel(cell), label: cell, position, width: categories.length }],
  );
}

/**
 * The figures of a row paired with their columns: cell for cell when the row is laid out like its
 * header (a footnote mark in a cell of its own then cannot shift the figures), else in order when
 * there are as many figures as columns; otherwise the pairing is unknown and nothing is paired.
 */
export function pairedFigures(row: TableRow): { value: number | null; column: Column }[] {
  const { columns } = row;
  if (columns.length === 0) return [];
  if (row.cells.length > 0 && columns[0]!.width === row.cells.length) {
    const paired = columns.map((column) => ({ value: parseFigure(row.cells[column.position] ?? ""), column }));
    if (paired.some((p) => p.value !== null)) return paired;
  }
  if (row.values.length !== columns.length) return [];
  return columns.map((column, i) => ({ value: row.values[i] ?? null, column }));
}

/** Per-share rows say so, or sit as "Basic"/"Diluted" under a per-share heading; units do not scale them. */
export function isPerShareRow(row: TableRow): boolean {
  const perShare = /per\s+(?:common\s+|ordinary\s+)?share|\beps\b/i;
  if (perShare.test(row.label)) return true;
  return /^(basic|diluted)\b/i.test(row.label) && perShare.test(row.section) && !COUNTS_SHARES.test(row.section.trim());
}

/**
 * A heading over share counts, which may go on to say what they compute: "Weighted-average shares
 * used in computation of earnings per share:" heads counts ("Diluted | 462"), not per-share figures.
 */
export const COUNTS_SHARES = /^(?:weighted[\s-]+average|shares\s+used|number\s+of\s+(?:common\s+)?shares|average\s+(?:number\s+of\s+)?(?:common\s+)?shares)\b/i;

/**
 * A row of percentages ("MBR (Benefit costs as a % of premium revenues) | 84.0% | 85.0% | …"):
 * most of its figure cells end in "%" or stand in a column the table prints in percent (the
 * others may be changes in basis points), or its label says so. Units do not scale them, and
 * they are no amounts of money.
 */
export function isPercentRow(row: TableRow): boolean {
  if (isPercentLabel(row.label)) return true;
  // Of a row laid out like its header, the cells of its periods are the figures read; the others
  // may be changes in percent beside amounts ("U.S. | 12,517 | 11,414 | 9.7% | 9.7").
  const periods = row.columns.length > 0 && row.columns[0]!.width === row.cells.length ? new Set(row.columns.map((c) => c.position)) : null;
  const all = row.cells.map((cell, position) => ({ cell, position })).filter((c) => c.position > 0 && /\d/.test(c.cell));
  const read = periods ? all.filter((c) => periods.has(c.position)) : [];
  // The table's percent columns count where the row's periods are known; a row set off its
  // header's cells ("Risk-free interest rate | 0.1% | - | 0.9%") goes by its own signs.
  const byColumn = read.length > 0 && !hasOwnUnit(row.label);
  const figures = read.length > 0 ? read : all;
  if (figures.length === 0) return false;
  return figures.filter((c) => /%\s*$/.test(c.cell) || (byColumn && row.percentAt.has(c.position))).length * 2 > figures.length;
}
