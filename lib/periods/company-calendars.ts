// A company's fiscal calendar is stated in its annual and interim reports but rarely in its
// current reports. Learned from the former, it dates the latter: Best Buy's 8-K of April 2023
// belongs to its fiscal 2024, Amcor's of July 2022 to its fiscal 2023. Ingestion applies it once
// every file of a run has been read.
import { fiscalYearOfDate, type FiscalCalendar } from "./fiscal-calendar";

/** What dating by calendar needs of a document's reading (also rebuilt from catalog rows). */
export interface DatedReading {
  company: { id: string } | null;
  date: string | null;
  fiscalYear: number | null;
  fiscalQuarter: number | null;
  fiscalPeriod: string | null;
  fiscalCalendar: FiscalCalendar | null;
  /** The end of the period reported on, when known. */
  periodEnd?: string | null;
  /** False when the fiscal year's name was a default guess (a year ending January to March that
   *  the document itself did not name); the company's shown naming then corrects it. */
  fiscalYearSettled?: boolean;
}

/** Each company's fiscal calendar (by company id), from its latest annual, else interim, report. */
export function collectFiscalCalendars(readings: Iterable<DatedReading>): Map<string, FiscalCalendar> {
  const best = new Map<string, { calendar: FiscalCalendar; rank: number; date: string }>();
  for (const r of readings) {
    if (!r.company || !r.fiscalCalendar || !r.date) continue;
    // A naming a filing showed beats a guessed one; annual reports give the exact year-end day,
    // interim reports only approximate it.
    const rank = (r.fiscalCalendar.namingShown === false ? 0 : 2) + (r.fiscalPeriod === "year" ? 2 : 1);
    const seen = best.get(r.company.id);
    if (!seen || rank > seen.rank || (rank === seen.rank && r.date > seen.date)) {
      best.set(r.company.id, { calendar: r.fiscalCalendar, rank, date: r.date });
    }
  }
  return new Map([...best].map(([id, v]) => [id, v.calendar]));
}

/**
 * The fiscal year of a document that relates to a date rather than a period (a current report),
 * under its company's calendar when one is known; otherwise the year the reading gave.
 */
export function fiscalYearUnderCalendar(reading: DatedReading, calendars: ReadonlyMap<string, FiscalCalendar>): number | null {
  const relatesToDate = reading.fiscalPeriod === null && reading.fiscalQuarter === null;
  const calendar = reading.company ? calendars.get(reading.company.id) : undefined;
  if (!calendar || !reading.date) return reading.fiscalYear;
  if (relatesToDate) return fiscalYearOfDate(reading.date, calendar);
  // A period report whose year's name was guessed takes the naming the company's filings showed:
  // Foot Locker's year ending January 28, 2023 is its fiscal 2022.
  if (reading.fiscalYearSettled === false && calendar.namingShown !== false && reading.periodEnd) {
    return fiscalYearOfDate(reading.periodEnd, calendar);
  }
  return reading.fiscalYear;
}
