// What a filing says about its fiscal year: the phrases that tie a fiscal-year name to a date,
// how often it names each year, the years over its statements' columns, and the quarter of an
// interim report. lib/periods turns this evidence into the year's name by the filer's convention.
import type { NamedDate } from "../../periods";
import { findDates } from "./dates";
import { cells, type PageText } from "./page-text";

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
      const year = fullYear(m[1]!);
      counts.set(year, (counts.get(year) ?? 0) + 1);
    }
  }
  return counts;
}

const NAMED_AFTER = /^\s*,?\s*(?:\(\s*(?:the\s+)?["“”']?|["“”'])\s*(?:fiscal\s+(?:year\s+)?((?:19|20)\d\d)|FY\s?'?(\d{4}|\d{2}))\b/i;
// "fiscal 2022, which ended on", and the retailers' "Fiscal 2022 represented the 52 weeks ended",
// "fiscal 2022 was a 53-week year ending".
const WEEKS = String.raw`(?:(?:represented|represents|was|is|included|includes|consisted\s+of|comprised)\s+(?:the\s+|a\s+)?(?:52|53|fifty[- ]two|fifty[- ]three)[- ]weeks?(?:\s+(?:fiscal\s+)?(?:year|period))?\s*,?\s*(?:that\s+|which\s+)?(?:was\s+)?)?`;
const NAMED_BEFORE = new RegExp(
  String.raw`(quarters?\s+of\s+)?(?:fiscal\s+(?:year\s+)?((?:19|20)\d\d)|FY\s?'?(\d{4}|\d{2}))["”']?[\s,(]*(?:which\s+|that\s+)?` +
    WEEKS +
    String.raw`(?:was\s+|is\s+|will\s+be\s+)?(?:ended|ending|ends|on)\s+(?:on\s+)?$`,
  "i",
);

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
      pairs.push({ date: d.iso, fiscalYear: fullYear((after[1] ?? after[2])!), yearEnd: true });
      continue;
    }
    const before = NAMED_BEFORE.exec(text.slice(Math.max(0, d.index - 80), d.index));
    if (before) pairs.push({ date: d.iso, fiscalYear: fullYear((before[2] ?? before[3])!), yearEnd: !before[1] });
  }
  return pairs;
}

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
      if (!years.every((y, i) => i === 0 || years[i - 1]! - y === 1)) continue;
      counts.set(years[0]!, (counts.get(years[0]!) ?? 0) + 1);
    }
  }
  return counts;
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
    const year = fullYear((m[1] ?? m[2])!);
    counts.set(year, (counts.get(year) ?? 0) + 1);
  }
  return counts;
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
