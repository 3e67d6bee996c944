// Reading the header rows of a statement table into its columns: the period each column is (year,
// length, quarter, end date) and, in breakdowns, the category it is ("Consumer Banking 2022").
import { figureRun, parseFigure } from "./numbers";
import { durationOf, monthDayOf, readPeriodCell } from "./period-header";

/** One column of figures: the fiscal year it belongs to and, when the header says, its length. */
export interface Column {
  year: number;
  /** 3, 6, 9 or 12 when the header names the period ("Three Months Ended"); null when silent. */
  months: number | null;
  /** The quarter the column is, when its header names one ("3Q22", "Second-Quarter 2023"). */
  quarter: 1 | 2 | 3 | 4 | null;
  /** The day (YYYY-MM-DD) or month (YYYY-MM) the period ends, when the header dates it. */
  end: string | null;
  /** Header words beside the period: a category ("North America") or a caption; "" when none. */
  caption: string;
  /** The header text the column came from, as printed. */
  label: string;
  /** Index of the header cell, for rows laid out cell for cell like their header. */
  position: number;
  /** How many cells the header row has. */
  width: number;
}

/** What the rows above a header say about its columns: lengths and a day without a year. */
export interface Caption {
  durations: number[];
  monthDay: string | null;
}

/**
 * A header row: its value cells name periods, or say what a column holds without a figure of
 * their own ("2023 Amount | 2023 Percent to Sales | % Change"). Only the period cells become
 * columns; the others still count for laying rows out cell for cell. A cell that names no length
 * takes the one of the cell before it in the row ("Three months ended Sept 30, 2022 | 2021"), or
 * the label cell's ("Quarters Ended March 31, | 2023 | 2022"), or the caption's.
 */
export function headerColumns(header: string[], caption: Caption): Column[] | null {
  const cells = labelPeriodMoved(header);
  const first = readPeriodCell(cells[0]!, true);
  const from = first !== null ? 0 : 1;
  const filled = cells.map((label, position) => ({ label, position })).filter((c) => c.position >= from && c.label !== "");
  // A period alone in the label cell heads the rows below it, not the columns.
  if (from === 0 && filled.length === 1) return null;
  const read = filled.map((c) => ({ ...c, period: readPeriodCell(c.label, c.position === 0) }));
  // A caption beside a bare year is a category only where the year repeats across the row
  // ("Consumer & Community Banking 2022 | Corporate & Investment Bank 2022"); "Notes due 2025"
  // is no period header.
  const yearCount = (year: number) => read.filter((c) => c.period?.year === year).length;
  for (const c of read) if (c.period && c.period.caption && !c.period.dated && yearCount(c.period.year) < 2) c.period = null;
  const categories = read.filter((c) => c.position > 0 && c.period === null);
  const labelPeriod = from === 0 ? read.find((c) => c.position === 0)?.period : null;
  // "(dollars in millions) 2021 | Consumer | Business | Total": the label cell dates every column,
  // and the other cells name categories — each a column of that period.
  if (labelPeriod && categories.length >= 2 && categories.length === read.length - 1 && !categories.some((c) => isFigure(c.label))) {
    const day = monthDayOf(cells[0]!) ?? caption.monthDay;
    const months = labelPeriod.months ?? durationOf(cells[0]!) ?? spreadDuration(caption.durations, 0, 1);
    return categories.map(({ label, position }) => ({
      year: labelPeriod.year, months, quarter: labelPeriod.quarter, end: labelPeriod.end ?? (day ? `${labelPeriod.year}-${day}` : null),
      caption: label, label: `${label} ${labelPeriod.year}`, position, width: cells.length,
    }));
  }
  const candidates = read.filter((c) => c.period !== null);
  if (candidates.length === 0 || read.some((c) => c.period === null && isFigure(c.label))) return null;
  // A category header spans its columns, and extraction may leave its name on the last of them
  // only ("2022 | Commercial Banking 2021"): a bare period before a named one of another year is
  // that category's too. When the row opens with a named period, the names lead their groups
  // instead ("Revenue Mix Summary 2022 | 2021 | Comparable Sales Summary 2022 | 2021"): a bare
  // period after a named one of another year is that one's — unless names repeat, each group
  // then naming its columns and the bare one left at a group's start.
  if (candidates.filter((c) => c.period!.caption).length >= 2) {
    const captions = candidates.map((c) => c.period!.caption).filter(Boolean);
    if (candidates[0]!.period!.caption && new Set(captions).size === captions.length) {
      candidates.forEach((c, i) => {
        const named = candidates[i - 1]?.period;
        if (!c.period!.caption && named?.caption && named.year !== c.period!.year) c.period = { ...c.period!, caption: named.caption };
      });
    } else {
      candidates.forEach((c, i) => {
        const next = candidates[i + 1]?.period;
        if (!c.period!.caption && next?.caption && next.year !== c.period!.year) c.period = { ...c.period!, caption: next.caption };
      });
    }
  }
  const labelMonths = from === 1 ? durationOf(cells[0]!) : null;
  const labelDay = from === 1 ? monthDayOf(cells[0]!) : null;
  const explicit = candidates.some((c) => c.period!.months !== null);
  let group: { months: number | null; quarter: Column["quarter"] } = { months: null, quarter: null };
  return candidates.map(({ label, position, period }, i) => {
    const p = period!;
    if (p.months !== null) group = { months: p.months, quarter: p.quarter };
    const months = p.months ?? (explicit && group.months !== null ? group.months : (labelMonths ?? spreadDuration(caption.durations, i, candidates.length)));
    const quarter = p.quarter ?? (p.months === null && explicit ? group.quarter : null);
    const day = labelDay ?? caption.monthDay;
    const end = p.end ?? (day ? `${p.year}-${day}` : null);
    return { year: p.year, months, quarter, end, caption: p.caption, label, position, width: cells.length };
  });
}

// A period and nothing else: "2020", "April 29, 2023".
const BARE_PERIOD = /^(?:[A-Z][a-z]+\.?\s+\d{1,2},\s+)?(?:19|20)\d\d$/;
// A month and day the extraction left without their year: "13 Weeks Ended April 30,".
const YEARLESS_DAY = /\s*\b[A-Z][a-z]+\.?\s+\d{1,2},?\s*$/;

/**
 * Extraction may set the first column's period in the label cell, with the first value cell left
 * naming no period ("2020 | Revenue Mix Summary | 2019 | …", "April 29, 2023 | 13 Weeks Ended
 * April 30, | 13 Weeks Ended April 30, 2022"): the period is that first column's, with the length
 * its cell names. Only where other cells of the row name periods too: a period alone in the label
 * cell over categories dates every column.
 */
function labelPeriodMoved(cells: string[]): string[] {
  const label = cells[0]?.trim() ?? "";
  const next = cells[1]?.trim() ?? "";
  if (cells.length < 3 || !BARE_PERIOD.test(label) || !next || readPeriodCell(next) !== null || isFigure(next)) return cells;
  if (!cells.slice(2).some((c) => readPeriodCell(c) !== null)) return cells;
  // The words of that first value cell are its length ("13 Weeks Ended April 30,") or the name of
  // the group of columns it opens ("Revenue Mix Summary"): either stays with the period.
  const words = durationOf(next) !== null ? next.replace(YEARLESS_DAY, "") : next;
  return ["", `${words} ${label}`, ...cells.slice(2)];
}

/** A cell holding a figure, which no header cell does. */
const isFigure = (cell: string) => parseFigure(cell) !== null || figureRun(cell) !== null;

// "Three Months Ended | Six Months Ended" over four years: the first two are 3, the next two 6.
export function spreadDuration(durations: number[], index: number, count: number): number | null {
  if (durations.length === 0) return null;
  if (durations.length === 1) return durations[0]!;
  if (count % durations.length !== 0) return null;
  return durations[Math.floor(index / (count / durations.length))] ?? null;
}

/** Years on a plain text line, when the line is nothing else ("2018 2017 2016"). */
export function yearsOfTextLine(line: string): Column[] | null {
  const text = line.replace(/[*_#]/g, "").trim();
  if (!/^(?:(?:fiscal\s+)?(?:19|20)\d\d\s*)+$/i.test(text)) return null;
  const years = text.match(/(?:19|20)\d\d/g)!;
  return years.length >= 2 ? years.map((y, i) => ({ year: Number(y), months: null, quarter: null, end: null, caption: "", label: y, position: i, width: 0 })) : null;
}

// A caption line is short and is no sentence: "Years ended December 31", "SECOND QUARTER".
export const isCaption = (line: string) => line.length < 100 && !/[.;!?]\s*$/.test(line.trim()) && durationOf(line) !== null;
