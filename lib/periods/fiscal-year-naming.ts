// The name of a fiscal year, by the filer's own convention. A filing says which in phrases like
// `January 31, 2020 ("fiscal 2020")` or "the end of fiscal 2022 on January 29, 2022", by the year
// it prints over its statements' current column, or by how often it names each year; without
// such evidence the year is the one the fiscal year ends in (or, for a year ending in the first
// days of January, the one before).
import { calendarOf, endsJustAfterNewYear, namingVaries, type FiscalCalendar } from "./fiscal-calendar";
import { dateParts } from "./months";

/** A fiscal-year name and a date a text ties to it. */
export interface NamedDate {
  date: string;
  fiscalYear: number;
  /** True when the phrase makes the date the fiscal year's end (not a quarter's). */
  yearEnd: boolean;
}

/** The fiscal year the text names for a date, by majority of the phrases that tie them. */
export function fiscalYearNamedFor(date: string, pairs: NamedDate[]): number | null {
  const votes = new Map<number, number>();
  for (const p of pairs) if (p.date === date) votes.set(p.fiscalYear, (votes.get(p.fiscalYear) ?? 0) + 1);
  const ranked = [...votes.entries()].sort((a, b) => b[1] - a[1]);
  return ranked[0]?.[0] ?? null;
}

export interface FiscalEvidence {
  /** The text's own ties between fiscal-year names and dates. */
  pairs: NamedDate[];
  /** Counts of fiscal-year names ("fiscal 2023", "FY23"). */
  mentions: Map<number, number>;
  /** The date to look up in `pairs`, when not the fiscal year end (an interim period's end). */
  linkDate?: string;
  /** Counts of years named with the report's quarter ("second quarter of 2023"). */
  quarterMentions?: Map<number, number>;
  /** Counts of years heading statement columns. */
  columnHeads?: Map<number, number>;
}

function clearlyMore(a: number, b: number): boolean {
  return a >= 2 && a > 2 * b;
}

/** The name of the fiscal year that ends on `fyEnd`, by the strongest evidence the filing gives. */
export function fiscalYearEndingOn(fyEnd: string, evidence: FiscalEvidence): number {
  return nameFiscalYear(fyEnd, evidence).year;
}

/**
 * The name of the fiscal year that ends on `fyEnd`, and whether it is settled: false when the year
 * ends January to March and the filing gave no evidence of which naming its filer uses, so the
 * name is the default guess that the company's other filings may correct.
 */
export function nameFiscalYear(fyEnd: string, evidence: FiscalEvidence): { year: number; settled: boolean } {
  const [year, month, day] = dateParts(fyEnd);
  const settled = (y: number) => ({ year: y, settled: true });
  const named = fiscalYearNamedFor(evidence.linkDate ?? fyEnd, evidence.pairs);
  if (named !== null && (named === year || named === year - 1)) return settled(named);
  const byDefault = endsJustAfterNewYear(month, day) ? year - 1 : year;
  // An interim report names its quarter with the year ("second quarter of 2023"): when only one
  // of the two candidate years is named so, that is the filer's name for the year.
  if (evidence.quarterMentions && (namingVaries(month) || endsJustAfterNewYear(month, day))) {
    const [asEnd, asStart] = [evidence.quarterMentions.get(year) ?? 0, evidence.quarterMentions.get(year - 1) ?? 0];
    if (asEnd > 0 && asStart === 0) return settled(year);
    if (asStart > 0 && asEnd === 0) return settled(year - 1);
  }
  if (evidence.columnHeads && namingVaries(month)) {
    const [asEnd, asStart] = [evidence.columnHeads.get(year) ?? 0, evidence.columnHeads.get(year - 1) ?? 0];
    if (clearlyMore(asEnd, asStart)) return settled(year);
    if (clearlyMore(asStart, asEnd)) return settled(year - 1);
  }
  // If the end year is the current one, the filing names it far more than the year before last
  // (its prior-prior comparative); if the start year is current, the year before last is its
  // prior year and outnumbers the end year (only named in outlook).
  if (namingVaries(month)) {
    const endYear = evidence.mentions.get(year) ?? 0;
    const yearBeforeLast = evidence.mentions.get(year - 2) ?? 0;
    if (endYear >= 3 && endYear >= 2 * yearBeforeLast) return settled(year);
    if (yearBeforeLast >= 3 && yearBeforeLast >= 2 * endYear) return settled(year - 1);
  }
  return { year: byDefault, settled: !namingVaries(month) || endsJustAfterNewYear(month, day) };
}

/** The fiscal calendar a text states ("fiscal year 2023, ending February 3, 2024"). */
export function statedCalendar(pairs: NamedDate[]): FiscalCalendar | null {
  for (const p of pairs) {
    const [year] = dateParts(p.date);
    if (p.yearEnd && (p.fiscalYear === year || p.fiscalYear === year - 1)) return calendarOf(p.date, p.fiscalYear);
  }
  return null;
}
