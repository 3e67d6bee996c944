// A company's fiscal calendar is stated in its annual and interim reports but rarely in its
// current reports. Learned from the former, it dates the latter: Best Buy's 8-K of April 2023
// belongs to its fiscal 2024, Amcor's of July 2022 to its fiscal 2023. Ingestion applies it once
// every file of a run has been read.
import { fiscalYearOfDate, type FiscalCalendar } from "./fiscal-calendar";

/** What dating by calendar needs of a document's reading (also rebuilt from catalogue rows). */
export interface DatedReading {
  company: { id: string } | null;
  date: string | null;
  fiscalYear: number | null;
  fiscalQuarter: number | null;
  fiscalPeriod: string | null;
  fiscalCalendar: FiscalCalendar | null;
}

/** Each company's fiscal calendar (by company id), from its latest annual, else interim, report. */
export function collectFiscalCalendars(readings: Iterable<DatedReading>): Map<string, FiscalCalendar> {
  const best = new Map<string, { calendar: FiscalCalendar; rank: number; date: string }>();
  for (const r of readings) {
    if (!r.company || !r.fiscalCalendar || !r.date) continue;
    // Annual reports give the exact year-end day; interim reports only approximate it.
    const rank = r.fiscalPeriod === "year" ? 2 : 1;
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
  if (!relatesToDate || !calendar || !reading.date) return reading.fiscalYear;
  return fiscalYearOfDate(reading.date, calendar);
}
