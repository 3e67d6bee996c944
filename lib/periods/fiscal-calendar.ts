// A company's fiscal calendar: the month and day its fiscal year ends, and how it names the year.
// Most companies name a fiscal year by the calendar year it ends in (Walmart's fiscal 2023 ended
// January 31, 2023); others by the year it starts in (Foot Locker's "fiscal 2022" ended January
// 28, 2023; 52/53-week years ending in the first days of January). fiscal-year-naming.ts reads
// which from a filing's own words.
import { dateParts, daysInMonth, isoDate, addMonths } from "./months";

export interface FiscalCalendar {
  /** Month (1..12) and day of the fiscal year end. */
  endMonth: number;
  endDay: number;
  /** "end-year": fiscal YYYY ends in calendar YYYY; "start-year": it ends in YYYY + 1. */
  naming: "end-year" | "start-year";
  /** False when the naming is the default guess, not what a filing showed (absent: shown). */
  namingShown?: boolean;
}

/** A fiscal year ending in the first days of January is the previous calendar year's. */
export function endsJustAfterNewYear(month: number, day: number): boolean {
  return month === 1 && day <= 10;
}

/**
 * Years ending January to March are where companies differ in naming: some by the year the
 * fiscal year ends in, others by the year it began in.
 */
export function namingVaries(month: number): boolean {
  return month <= 3;
}

/** A fiscal year ending in late December or the first days of January reads as a calendar year. */
export function isCalendarYearEnd(fyEnd: string | null): boolean {
  if (!fyEnd) return true;
  const [, m, d] = dateParts(fyEnd);
  return (m === 12 && d >= 20) || endsJustAfterNewYear(m, d);
}

/** The fiscal calendar a dated, named fiscal year reveals. */
export function calendarOf(fyEnd: string, fiscalYear: number): FiscalCalendar {
  const [year, month, day] = dateParts(fyEnd);
  return { endMonth: month, endDay: day, naming: fiscalYear === year ? "end-year" : "start-year" };
}

/** The fiscal year a date falls in, under a calendar. */
export function fiscalYearOfDate(date: string, calendar: FiscalCalendar): number {
  const [year] = dateParts(date);
  const endIn = (y: number) => isoDate(y, calendar.endMonth, Math.min(calendar.endDay, daysInMonth(y, calendar.endMonth)))!;
  const end = endIn(year) >= date ? endIn(year) : endIn(year + 1);
  const [endYear] = dateParts(end);
  return calendar.naming === "end-year" ? endYear : endYear - 1;
}

/** The end of the fiscal year an interim period of quarter `quarter` belongs to (approximate day). */
export function fiscalYearEndAfterQuarter(periodEnd: string, quarter: number): string {
  return addMonths(periodEnd, 3 * (4 - quarter));
}

/**
 * The fiscal years a calendar year may be called by: its own, or (for companies that name a year
 * ending early in the next calendar year by the year it began) the one before. A question about
 * "2022" of a retailer may mean its fiscal 2022 or, named the other way, its fiscal 2021.
 */
export function fiscalYearsCalled(calendarYear: number): [number, number] {
  return [calendarYear, calendarYear - 1];
}
