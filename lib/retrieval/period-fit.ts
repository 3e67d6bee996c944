// How well a document's period answers the periods a question names, from 0 to 1. Filings show
// earlier periods beside the current one (a 10-K: three years of income and cash flows, two
// balance sheets; a 10-Q: the same quarter a year before), so a later filing is a fair second
// choice, and the one whose period ends the span asked about is the first.
import { daysBetween, yearOf } from "../periods";
import type { PeriodReading } from "./read-periods";
import type { DocumentPeriodRow } from "../catalog/retrieval-queries";

/** What a document's period is judged by (any of it unknown): the catalog's period row. */
export type DocumentPeriod = Omit<DocumentPeriodRow, "id" | "companyId" | "periodEnd"> & { periodEnd?: string | null };

type Target =
  | { kind: "year"; year: number; span: number[] }
  | { kind: "quarter"; quarter: number; year: number | undefined }
  | { kind: "date"; date: string }
  | { kind: "month"; month: string };

export function isAnnual(doc: DocumentPeriod): boolean {
  if (doc.category === "annual-financial-report") return true;
  return doc.fiscalPeriod === "year" && doc.fiscalQuarter == null;
}

function targets(periods: PeriodReading): Target[] {
  const out: Target[] = [];
  const quarterYears = new Set<number>();
  for (const q of periods.quarters) {
    out.push({ kind: "quarter", quarter: q.quarter, year: q.year });
    if (q.year) quarterYears.add(q.year);
  }
  if (periods.half) {
    if (periods.half.half === 1) out.push({ kind: "quarter", quarter: 2, year: periods.half.year });
    if (periods.half.year) quarterYears.add(periods.half.year);
    if (periods.half.half === 2 && periods.half.year) out.push({ kind: "year", year: periods.half.year, span: [periods.half.year] });
  }
  for (const date of periods.dates) out.push({ kind: "date", date });
  for (const month of periods.months) out.push({ kind: "month", month });
  // Years not already said with a quarter, a half or a date are whole years.
  const dated = new Set([...periods.dates, ...periods.months].map(yearOf));
  const years = periods.years.filter((y) => !quarterYears.has(y) && !dated.has(y));
  const last = years.at(-1);
  if (last !== undefined) out.push({ kind: "year", year: last, span: years });
  return out;
}

/**
 * 1 when the document's fiscal year is the year asked. Companies whose fiscal year ends early in
 * the calendar year differ in how they name it (Best Buy's year ending in January 2023 is its
 * "fiscal 2023", Ulta's is its "fiscal 2022"), and questions often name the calendar year the
 * period ends in, so that year fits nearly as well.
 */
function sameYear(doc: DocumentPeriod, year: number): number {
  if (doc.fiscalYear === year) return 1;
  const end = doc.periodEnd ?? (isAnnual(doc) ? doc.date : null);
  return yearOf(end) === year ? 0.9 : 0;
}

function fitYear(doc: DocumentPeriod, year: number, span: number[]): number {
  const fy = doc.fiscalYear;
  if (fy == null) return yearOf(doc.date) === year ? 0.3 : 0;
  const same = sameYear(doc, year);
  if (isAnnual(doc)) {
    if (same) return same;
    if (fy === year + 1) return 0.7;
    if (span.includes(fy)) return 0.6;
    if (fy === year + 2) return 0.45;
    return 0;
  }
  // A fourth-quarter release reports the whole year; other quarters only part of it.
  if (same) return same * (doc.fiscalQuarter === 4 ? 0.75 : 0.35);
  return 0;
}

function fitQuarter(doc: DocumentPeriod, quarter: number, year: number | undefined): number {
  const fy = doc.fiscalYear;
  if (fy == null) return 0;
  if (year === undefined) return doc.fiscalQuarter === quarter ? 0.8 : 0;
  if (!isAnnual(doc) && doc.fiscalQuarter === quarter) {
    if (fy === year) return 1;
    if (fy === year + 1) return 0.6;
  }
  if (isAnnual(doc) && fy === year) return quarter === 4 ? 0.8 : 0.3;
  if (!isAnnual(doc) && fy === year) return 0.3;
  return 0;
}

/** Days in a year of 52 or 53 weeks, give or take: how far a comparative column lies behind. */
const YEAR_DAYS = { min: 357, max: 373 };

function fitDate(doc: DocumentPeriod, date: string): number {
  if (!doc.date) return 0;
  const gap = daysBetween(doc.date, date);
  if (Math.abs(gap) <= 7) return 1;
  // A filing for the period ending a year after the date shows it as its comparative column (a
  // 10-K's prior balance sheet, a 10-Q's same quarter a year before); an annual report also tells
  // what happened on any date inside its fiscal year.
  if (gap >= YEAR_DAYS.min && gap <= YEAR_DAYS.max) return 0.6;
  if (isAnnual(doc) && gap > 7 && gap < YEAR_DAYS.min) return 0.55;
  // A year ending on the date is still in the income and cash flow statements of the report two years on.
  if (isAnnual(doc) && gap >= 2 * YEAR_DAYS.min && gap <= 2 * YEAR_DAYS.max) return 0.45;
  // A report for a period ending on or shortly before the date, or filed soon after it.
  if (gap > 7 && gap <= 100) return 0.5;
  if (gap < 0 && gap >= -100) return 0.4;
  return yearOf(doc.date) === yearOf(date) ? 0.2 : 0;
}

function fitMonth(doc: DocumentPeriod, month: string): number {
  if (!doc.date) return 0;
  if (doc.date.startsWith(month)) return 1;
  const gap = daysBetween(doc.date, `${month}-15`);
  // The annual report of the fiscal year the month falls in tells what happened in it.
  if (isAnnual(doc) && gap > 0 && gap <= YEAR_DAYS.max) return 0.7;
  if (gap > 0 && gap <= 75) return 0.6;
  return yearOf(doc.date) === yearOf(month) ? 0.2 : 0;
}

/** The best fit of the document to any period the question names; undefined when it names none. */
export function periodFit(doc: DocumentPeriod, periods: PeriodReading): number | undefined {
  const wanted = targets(periods);
  if (!wanted.length) return undefined;
  let best = 0;
  for (const t of wanted) {
    const fit = t.kind === "year" ? fitYear(doc, t.year, t.span)
      : t.kind === "quarter" ? fitQuarter(doc, t.quarter, t.year)
      : t.kind === "date" ? fitDate(doc, t.date)
      : fitMonth(doc, t.month);
    best = Math.max(best, fit);
  }
  return best;
}
