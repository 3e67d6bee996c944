// The second pass of ingestion: once a run has read its files, each company's fiscal calendar
// (learned from its annual and interim reports, on this run or an earlier one) dates the
// documents that only carry a date, such as current reports.
import type { Db } from "../db/connection";
import { collectFiscalCalendars, fiscalYearUnderCalendar, type DatedReading, type FiscalCalendar } from "../periods";

interface Row {
  id: string;
  company_id: string;
  date: string | null;
  fiscal_year: number | null;
  fiscal_quarter: number | null;
  fiscal_period: string | null;
  fiscal_calendar: string | null;
}

/** Updates fiscal years that a known calendar corrects; returns how many documents changed. */
export function applyFiscalCalendars(db: Db): number {
  const rows = db.prepare(
    "SELECT id, company_id, date, fiscal_year, fiscal_quarter, fiscal_period, fiscal_calendar FROM documents",
  ).all() as Row[];
  const readings = rows.map((r) => ({
    id: r.id,
    reading: {
      company: { id: r.company_id }, date: r.date, fiscalYear: r.fiscal_year, fiscalQuarter: r.fiscal_quarter,
      fiscalPeriod: r.fiscal_period, fiscalCalendar: r.fiscal_calendar ? (JSON.parse(r.fiscal_calendar) as FiscalCalendar) : null,
    } satisfies DatedReading,
  }));
  const calendars = collectFiscalCalendars(readings.map((r) => r.reading));
  const update = db.prepare("UPDATE documents SET fiscal_year = ? WHERE id = ?");
  let changed = 0;
  db.transaction(() => {
    for (const { id, reading } of readings) {
      const year = fiscalYearUnderCalendar(reading, calendars);
      if (year !== reading.fiscalYear) {
        update.run(year, id);
        changed++;
      }
    }
  })();
  return changed;
}
