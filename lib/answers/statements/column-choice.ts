// Which column of a statement row answers the period asked: a fiscal year, a quarter, a half or
// nine months, or the period ending on a date the question names. Quarterly filings (10-Qs,
// earnings releases) put quarters, years-to-date and sometimes full years side by side, and date
// them by the calendar; the filing's own fiscal year and quarter say which fiscal period each is.
import type { CatalogDocument } from "../../catalog/types";
import { yearOf } from "../../periods";
import { pairedFigures, type Column, type TableRow } from "./statement-table";

export interface PeriodAsk {
  /** The fiscal year; the calendar year of `end` when a date is asked. */
  year: number;
  /** 3, 6 or 9 for a part of the year; null for the full fiscal year. */
  months: number | null;
  /** The quarter asked, with `months` 3. */
  quarter: number | null;
  /** "MM-DD" or "MM": the period asked ends on this day or in this month of `year`. */
  endsOn: string | null;
  /** A balance at a date rather than a flow over a period. */
  pointInTime: boolean;
}

export interface ColumnHit {
  value: number;
  column: Column;
  /** The fiscal year the column is, by the filing's reckoning. */
  fiscalYear: number;
}

/**
 * Quarterly filings date their columns by the calendar; a fiscal year that ends early in the next
 * calendar year (a retailer's FY2024 ending in January 2024) has quarters dated the year before.
 * The table's latest column is the filing's own period, which gives the shift.
 */
function fiscalShift(columns: Column[], document: CatalogDocument): number {
  if (document.fiscalQuarter == null || !document.fiscalYear || columns.length === 0) return 0;
  const latest = Math.max(...columns.map((c) => c.year));
  const shift = document.fiscalYear - latest;
  return Math.abs(shift) <= 1 ? shift : 0;
}

/**
 * Dates that agree as far as both go ("2023-06-02" is in "2023-06"), or within a week: a 52/53-week
 * year ends its periods on a weekday, so the quarter a year before "June 2, 2023" ended June 3, 2022.
 */
const sameEnd = (printed: string | null, asked: string) =>
  printed !== null && (printed.startsWith(asked) || asked.startsWith(printed) || (printed.length === 10 && asked.length === 10 && Math.abs(Date.parse(printed) - Date.parse(asked)) <= WEEK));
const WEEK = 7 * 86_400_000;

/**
 * The date a column ends when its header gives only the year: an annual report's own fiscal
 * year ends on the filing's period date, and each earlier column a year before. So does an
 * interim report's column of a part of the year ("Three Months 2023 | Three Months 2022"): the
 * quarter or year to date ends on the report's date, the comparative one a year before.
 */
function impliedEnd(column: Column, document: CatalogDocument): string | null {
  if (!document.fiscalYear || !document.date) return null;
  const interim = document.fiscalQuarter != null;
  if (interim ? column.months === null || column.months === 12 : column.months !== null && column.months !== 12) return null;
  const ends = yearOf(document.date);
  const shift = ends === null ? null : ends - document.fiscalYear;
  return shift !== null && Math.abs(shift) <= 1 ? `${column.year + shift}-${document.date.slice(5, 10)}` : null;
}

function accepts(ask: PeriodAsk, column: Column, fiscalYear: number, first: Column, document: CatalogDocument, silent: boolean): boolean {
  const quarterly = document.fiscalQuarter != null;
  // A column that prints no date ("FIRST QUARTER 2023 Amount", "2023 Amount" under "SECOND
  // QUARTER") is read by the quarter the question names, whatever date it adds: an earnings
  // release is dated when issued, not when its quarter ended, so no end can be implied from it.
  if (ask.endsOn && !(ask.quarter && !column.end)) {
    if (!sameEnd(column.end ?? impliedEnd(column, document), `${ask.year}-${ask.endsOn}`)) return false;
    if (ask.pointInTime) return true;
    if (ask.months) return column.months === ask.months || (column.months === null && silent);
    return column.months === 12 || (column.months === null && !quarterly);
  }
  if (ask.quarter) {
    // A quarter named in the header is the fiscal quarter of that year ("Second-Quarter 2023").
    if (column.quarter) return column.quarter === ask.quarter && column.year === ask.year;
    if (!quarterly || document.fiscalQuarter !== ask.quarter || fiscalYear !== ask.year) return false;
    // A balance is the one at the quarter's end, which the filing leads with, or at the same
    // quarter's end a year before — not at the last year-end it also shows.
    if (ask.pointInTime) return column.end && first.end ? column.end.slice(5, 7) === first.end.slice(5, 7) : column === first;
    return column.months === 3 || (column.months === null && silent);
  }
  if (fiscalYear !== ask.year) return false;
  if (ask.months) return column.months === ask.months && !column.quarter;
  // A fiscal year: a full year's column. In an interim filing only one that says so; a balance
  // there is the year-end one only in a fourth-quarter filing, where it leads.
  if (column.quarter || (column.months !== null && column.months < 12)) return false;
  if (!quarterly) return true;
  // The fourth-quarter filing also shows the year-end before (PepsiCo's "12/31/2022 | 12/25/2021").
  if (ask.pointInTime) return document.fiscalQuarter === 4 && (column === first || yearEndBefore(column, first));
  return column.months === 12;
}

const DAY = 86_400_000;

/** Whether a column is dated about a year before the first one (a 52- or 53-week year's end). */
function yearEndBefore(column: Column, first: Column): boolean {
  if (!column.end || !first.end || column.end.length < 10 || first.end.length < 10) return false;
  const days = (Date.parse(first.end) - Date.parse(column.end)) / DAY;
  return days >= 357 && days <= 373;
}

const samePeriod = (a: Column, b: Column) => a.year === b.year && a.months === b.months && a.quarter === b.quarter;

/**
 * Columns of one period side by side with different captions are categories of it ("North
 * America | Europe" under one year, or "Amount | Percent to Sales"); a captioned one among them
 * is not the total for the period.
 */
export function isCategoryColumn(column: Column, columns: Column[]): boolean {
  return column.caption !== "" && columns.some((c) => c !== column && samePeriod(c, column) && c.caption !== column.caption);
}

// A category column that totals the others ("Flexibles | Rigid Packaging | Total") is the period's figure.
const TOTAL_CAPTION = /^(?:total|consolidated|worldwide)\b/i;

/**
 * The figure of a row for the period asked, or null; the first fitting column is the one
 * statements lead with. With `category`, only the category columns it accepts are read (a
 * segment's column); otherwise category columns are passed over.
 */
export function columnFor(
  row: TableRow,
  ask: PeriodAsk,
  document: CatalogDocument,
  category?: (caption: string) => boolean,
  /** Whether a "Total" category column may stand for the period (a breakdown's rows, not a statement's). */
  totalColumn = false,
): ColumnHit | null {
  const paired = pairedFigures(row);
  if (paired.length === 0) return null;
  const shift = fiscalShift(row.columns, document);
  // A table silent on period lengths: in an interim filing its columns are the quarter.
  const silent = row.columns.every((c) => c.months === null);
  for (const { value, column } of paired) {
    if (value === null) continue;
    const isCategory = isCategoryColumn(column, row.columns);
    if (category ? !isCategory || !category(column.caption) : isCategory && !(totalColumn && TOTAL_CAPTION.test(column.caption))) continue;
    const fiscalYear = column.year + shift;
    if (accepts(ask, column, fiscalYear, paired[0]!.column, document, silent)) return { value, column, fiscalYear };
  }
  return null;
}
