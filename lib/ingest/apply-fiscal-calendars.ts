// The second pass of ingestion: once a run has read its files, each company's fiscal calendar
// (learned from its annual and interim reports, on this run or an earlier one) dates the
// documents that only carry a date, such as current reports.
import { documentDatings, updateFiscalYears } from "../catalog/fiscal-dating";
import type { Db } from "../db/connection";
import { collectFiscalCalendars, fiscalYearUnderCalendar, type DatedReading, type FiscalCalendar } from "../periods";

/** Updates fiscal years that a known calendar corrects; returns how many documents changed. */
export function applyFiscalCalendars(db: Db): number {
  const readings = documentDatings(db).map((r) => ({
    id: r.id,
    reading: {
      company: { id: r.companyId }, date: r.date, fiscalYear: r.fiscalYear, fiscalQuarter: r.fiscalQuarter,
      fiscalPeriod: r.fiscalPeriod, fiscalCalendar: r.fiscalCalendar ? (JSON.parse(r.fiscalCalendar) as FiscalCalendar) : null,
      periodEnd: r.periodEnd, fiscalYearSettled: !r.fiscalYearInferred,
    } satisfies DatedReading,
  }));
  const calendars = collectFiscalCalendars(readings.map((r) => r.reading));
  const changes = new Map<string, number | null>();
  for (const { id, reading } of readings) {
    const year = fiscalYearUnderCalendar(reading, calendars);
    if (year !== reading.fiscalYear) changes.set(id, year);
  }
  updateFiscalYears(db, changes);
  return changes.size;
}
