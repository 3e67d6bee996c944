// A company's fiscal calendar is stated in its annual and interim reports but rarely in its
// current reports. Learned from the former, it dates the latter: Best Buy's 8-K of April 2023
// belongs to its fiscal 2024, Amcor's of July 2022 to its fiscal 2023.
import type { FiscalCalendar } from "./fiscal-calendar";
import type { MetadataReading } from "./read-metadata";

/** Each company's fiscal calendar, from the latest annual (else interim) report read. */
export function collectFiscalCalendars(readings: MetadataReading[]): Map<string, FiscalCalendar> {
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

/** True when a reading's fiscal year came from its date alone and a known calendar may refine it. */
export function datedByCalendar(reading: MetadataReading): boolean {
  return reading.category === "current-report" || (reading.category === "earnings-release" && reading.fiscalQuarter === null);
}
