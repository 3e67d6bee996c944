// Fiscal years are named the way the filer names them. Most companies name a fiscal year by the
// calendar year it ends in (Walmart's fiscal 2020 ended January 31, 2020); others by the year
// it starts in (a retailer's "fiscal 2022" ending January 28, 2023; 52/53-week years ending in
// the first days of January). The filing says which, in phrases like `January 31, 2020
// ("fiscal 2020")` or "the end of fiscal 2022 on January 29, 2022", by the year it prints over
// its statements' current column, or by how often it names each year; without such evidence the
// year is the one the fiscal year ends in.
import { addMonths, findDates, isoDate } from "./dates";
import { cells, type PageText } from "./page-text";

export interface FiscalCalendar {
  /** Month (1..12) and day of the fiscal year end. */
  endMonth: number;
  endDay: number;
  /** "end-year": fiscal YYYY ends in calendar YYYY; "start-year": it ends in YYYY + 1. */
  naming: "end-year" | "start-year";
}

const FISCAL_YEAR_WORDS = /\bfiscal\s+(?:years?\s+)?((?:19|20)\d\d)\b/gi;
const FY_ABBREVIATION = /\bFY\s?'?((?:19|20)\d\d|\d\d)\b/g;

function fullYear(digits: string): number {
  return digits.length === 2 ? 2000 + Number(digits) : Number(digits);
}

/** How often each fiscal year is named ("fiscal 2023", "fiscal year 2023", "FY23"). */
export function fiscalYearMentions(text: string): Map<number, number> {
  const counts = new Map<number, number>();
  for (const pattern of [FISCAL_YEAR_WORDS, FY_ABBREVIATION]) {
    for (const m of text.matchAll(pattern)) {
      const year = fullYear(m[1]);
      counts.set(year, (counts.get(year) ?? 0) + 1);
    }
  }
  return counts;
}

const NAMED_AFTER = /^\s*,?\s*(?:\(\s*(?:the\s+)?["“”']?|["“”'])\s*(?:fiscal\s+(?:year\s+)?((?:19|20)\d\d)|FY\s?'?(\d{4}|\d{2}))\b/i;
const NAMED_BEFORE =
  /(quarters?\s+of\s+)?(?:fiscal\s+(?:year\s+)?((?:19|20)\d\d)|FY\s?'?(\d{4}|\d{2}))["”']?[\s,(]*(?:which\s+|that\s+)?(?:was\s+|is\s+|will\s+be\s+)?(?:ended|ending|ends|on)\s+(?:on\s+)?$/i;

export interface NamedDate {
  date: string;
  fiscalYear: number;
  /** True when the phrase makes the date the fiscal year's end (not a quarter's). */
  yearEnd: boolean;
}

/**
 * Pairs of a fiscal-year name and a date the text ties to it: `January 31, 2020 ("fiscal 2020")`,
 * "fiscal year 2023, ending February 3, 2024", "the second quarter of fiscal 2024 on July 29, 2023".
 */
export function namedDates(text: string): NamedDate[] {
  const pairs: NamedDate[] = [];
  if (!/fiscal|FY/i.test(text)) return pairs;
  for (const d of findDates(text)) {
    const after = NAMED_AFTER.exec(text.slice(d.end, d.end + 40));
    if (after) {
      pairs.push({ date: d.iso, fiscalYear: fullYear(after[1] ?? after[2]), yearEnd: true });
      continue;
    }
    const before = NAMED_BEFORE.exec(text.slice(Math.max(0, d.index - 80), d.index));
    if (before) pairs.push({ date: d.iso, fiscalYear: fullYear(before[2] ?? before[3]), yearEnd: !before[1] });
  }
  return pairs;
}

/** The fiscal year the text names for a date, by majority of the phrases that tie them. */
export function fiscalYearNamedFor(date: string, pairs: NamedDate[]): number | null {
  const votes = new Map<number, number>();
  for (const p of pairs) if (p.date === date) votes.set(p.fiscalYear, (votes.get(p.fiscalYear) ?? 0) + 1);
  const ranked = [...votes.entries()].sort((a, b) => b[1] - a[1]);
  return ranked[0]?.[0] ?? null;
}

function parts(iso: string): [number, number, number] {
  const [y, m, d] = iso.split("-").map(Number);
  return [y, m, d];
}

/** A fiscal year ending in the first days of January is the previous calendar year's. */
function endsJustAfterNewYear(month: number, day: number): boolean {
  return month === 1 && day <= 10;
}

/** The name of the fiscal year that ends on `fyEnd`, by the strongest evidence the filing gives. */
/**
 * How often each year heads a statement's columns ("| | 2022 | 2021 | 2020 |"): the year a
 * filer prints over its current-year column is its name for that year.
 */
export function yearColumnHeads(pages: PageText[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const page of pages) {
    for (const line of page.lines) {
      if (!line.includes(" | ")) continue;
      const row = cells(line);
      const years = row.filter((c) => /^(?:19|20)\d\d$/.test(c)).map(Number);
      if (years.length < 2 || years.length < row.length - 1) continue;
      if (!years.every((y, i) => i === 0 || years[i - 1] - y === 1)) continue;
      counts.set(years[0], (counts.get(years[0]) ?? 0) + 1);
    }
  }
  return counts;
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

export function fiscalYearEndingOn(fyEnd: string, evidence: FiscalEvidence): number {
  const [year, month, day] = parts(fyEnd);
  const named = fiscalYearNamedFor(evidence.linkDate ?? fyEnd, evidence.pairs);
  if (named !== null && (named === year || named === year - 1)) return named;
  const byDefault = endsJustAfterNewYear(month, day) ? year - 1 : year;
  // An interim report names its quarter with the year ("second quarter of 2023"): when only one
  // of the two candidate years is named so, that is the filer's name for the year.
  if (evidence.quarterMentions && (month <= 3 || endsJustAfterNewYear(month, day))) {
    const [asEnd, asStart] = [evidence.quarterMentions.get(year) ?? 0, evidence.quarterMentions.get(year - 1) ?? 0];
    if (asEnd > 0 && asStart === 0) return year;
    if (asStart > 0 && asEnd === 0) return year - 1;
  }
  if (evidence.columnHeads && month <= 3) {
    const [asEnd, asStart] = [evidence.columnHeads.get(year) ?? 0, evidence.columnHeads.get(year - 1) ?? 0];
    if (clearlyMore(asEnd, asStart)) return year;
    if (clearlyMore(asStart, asEnd)) return year - 1;
  }
  // Years ending January to March are where companies differ. If the end year is the current
  // one, the filing names it far more than the year before last (its prior-prior comparative);
  // if the start year is current, the year before last is its prior year and outnumbers the
  // end year (only named in outlook).
  if (month <= 3) {
    const endYear = evidence.mentions.get(year) ?? 0;
    const yearBeforeLast = evidence.mentions.get(year - 2) ?? 0;
    if (endYear >= 3 && endYear >= 2 * yearBeforeLast) return year;
    if (yearBeforeLast >= 3 && yearBeforeLast >= 2 * endYear) return year - 1;
  }
  return byDefault;
}

const QUARTER_WORDS = ["", "first|1st", "second|2nd", "third|3rd", "fourth|4th"];

/** How often each year is named with a quarter: "second quarter of fiscal 2024", "Q2 2023", "Q2 FY24". */
export function quarterYearMentions(text: string, quarter: number): Map<number, number> {
  const pattern = new RegExp(
    `\\b(?:(?:${QUARTER_WORDS[quarter]})[-\\s]+quarter\\s+(?:of\\s+)?(?:fiscal\\s+(?:year\\s+)?)?((?:19|20)\\d\\d)|Q${quarter}\\s*(?:FY\\s?'?|fiscal\\s+)?((?:19|20)\\d\\d|\\d\\d))\\b`,
    "gi",
  );
  const counts = new Map<number, number>();
  for (const m of text.matchAll(pattern)) {
    const year = fullYear(m[1] ?? m[2]);
    counts.set(year, (counts.get(year) ?? 0) + 1);
  }
  return counts;
}

/** The fiscal calendar a dated fiscal year reveals. */
export function calendarOf(fyEnd: string, fiscalYear: number): FiscalCalendar {
  const [year, month, day] = parts(fyEnd);
  return { endMonth: month, endDay: day, naming: fiscalYear === year ? "end-year" : "start-year" };
}

/** The fiscal calendar a text states ("fiscal year 2023, ending February 3, 2024"). */
export function statedCalendar(pairs: NamedDate[]): FiscalCalendar | null {
  for (const p of pairs) {
    const [year] = parts(p.date);
    if (p.yearEnd && (p.fiscalYear === year || p.fiscalYear === year - 1)) return calendarOf(p.date, p.fiscalYear);
  }
  return null;
}

/** The fiscal year a date falls in, under a calendar. */
export function fiscalYearOfDate(date: string, calendar: FiscalCalendar): number {
  const [year] = parts(date);
  const endIn = (y: number) => isoDate(y, calendar.endMonth, Math.min(calendar.endDay, new Date(Date.UTC(y, calendar.endMonth, 0)).getUTCDate()))!;
  const end = endIn(year) >= date ? endIn(year) : endIn(year + 1);
  const [endYear] = parts(end);
  return calendar.naming === "end-year" ? endYear : endYear - 1;
}

/** The end of the fiscal year an interim period of quarter `quarter` belongs to (approximate day). */
export function fiscalYearEndAfterQuarter(periodEnd: string, quarter: number): string {
  return addMonths(periodEnd, 3 * (4 - quarter));
}

const MONTH_SPANS: [RegExp, number][] = [
  [/\b(?:nine|9)[- ]months?\b|\bthirty[- ](?:six|nine)[- ]weeks?\b|\b(?:36|39|40)[- ]weeks?\b/gi, 3],
  [/\b(?:six|6)[- ]months?\b|\btwenty[- ](?:four|five|six)[- ]weeks?\b|\b(?:24|25|26)[- ]weeks?\b|\bfirst\s+half\b/gi, 2],
];
const SPAN_ENDED = /^[^.]{0,40}?\b(?:ended|ending|period)\b/i;

/**
 * The quarter of an interim report, from the longest year-to-date span it reports: a second
 * quarter report shows "six months ended", a third "nine months ended" (or 24/26 and 36/39
 * weeks for 52/53-week calendars); a first quarter shows three months only.
 */
export function interimQuarter(text: string): number | null {
  for (const [pattern, quarter] of MONTH_SPANS) {
    let n = 0;
    for (const m of text.matchAll(pattern)) if (SPAN_ENDED.test(text.slice(m.index! + m[0].length, m.index! + m[0].length + 60))) n++;
    // A single stray mention (a note about some other period) is not enough.
    if (n >= 2) return quarter;
  }
  if (/\b(?:three|3)[- ]months?\s+(?:period\s+)?ended|\b(?:twelve|thirteen|12|13)[- ]weeks?\s+(?:period\s+)?ended|\bquarter\s+ended/i.test(text)) return 1;
  return null;
}
