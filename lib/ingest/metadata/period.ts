// Periods of documents that do not state them on an SEC cover: the fiscal year end a glossy
// annual report's statements are drawn up to, and the fiscal year and quarter an earnings
// release reports.
import {
  addMonths, fiscalYearEndAfterQuarter, fiscalYearOfDate, nameFiscalYear, type FiscalCalendar, type NamedDate,
} from "../../periods";
import { dateAfter } from "./dates";
import type { ReleaseFacts } from "./earnings-release";

/** The date the text most often calls the end of a year ("for the years ended December 31, 2023"). */
export function statedYearEnd(text: string): string | null {
  const counts = new Map<string, number>();
  for (const m of text.matchAll(/\b(?:fiscal\s+)?years?\s+ended|\bas\s+(?:at|of)\b/gi)) {
    const d = dateAfter(text, m.index! + m[0].length, 30);
    if (d) counts.set(d.iso, (counts.get(d.iso) ?? 0) + 1);
  }
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0].localeCompare(a[0]));
  return ranked[0]?.[0] ?? null;
}

export interface ReleasePeriod {
  fiscalYear: number | null;
  fiscalQuarter: number | null;
  /** The end of the fiscal year reported on, when it can be told. */
  fiscalYearEnd: string | null;
  /** False when the year's name is a default guess (see nameFiscalYear). */
  fiscalYearSettled: boolean;
}

/**
 * The period an earnings release reports: the year it names ("fiscal 2023", "FY24", "First-Quarter
 * 2023"), else the one its period end falls in, else the one before its release date (results
 * come out weeks after the period closes).
 */
export function releasePeriod(
  release: ReleaseFacts,
  evidence: { pairs: NamedDate[]; mentions: Map<number, number> },
  calendar: FiscalCalendar | null,
): ReleasePeriod {
  const quarter = release.quarter ?? null;
  let fiscalYearEnd: string | null = null;
  if (release.periodEnd) fiscalYearEnd = quarter ? fiscalYearEndAfterQuarter(release.periodEnd, quarter) : release.periodEnd;
  let fiscalYear = release.namedYear;
  let fiscalYearSettled = true;
  if (fiscalYear === null && fiscalYearEnd) ({ year: fiscalYear, settled: fiscalYearSettled } = nameFiscalYear(fiscalYearEnd, evidence));
  if (fiscalYear === null && release.releaseDate) {
    const closed = addMonths(release.releaseDate, -1);
    if (calendar) fiscalYear = fiscalYearOfDate(closed, calendar);
    else fiscalYear = Number(closed.slice(0, 4));
  }
  return { fiscalYear, fiscalQuarter: quarter, fiscalYearEnd, fiscalYearSettled };
}
