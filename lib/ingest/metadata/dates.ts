// Dates as filings write them: "January 31, 2020", "JANUARY 31, 2020", "Dec. 31, 2022",
// "April. 18, 2023", "31 December 2023", "4/25/2023", "7/16/23", "2023-04-25".

import { isoDate, MONTH_PATTERN, monthNumber } from "../../periods";

export interface FoundDate {
  iso: string;
  index: number;
  end: number;
}

const MONTH_FIRST = new RegExp(`\\b${MONTH_PATTERN}\\.?\\s{0,3}(\\d{1,2})(?:st|nd|rd|th)?\\s{0,3},?\\s{0,3}((?:19|20)\\d\\d)\\b`, "gi");
const DAY_FIRST = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s{1,3}${MONTH_PATTERN}\\.?,?\\s{1,3}((?:19|20)\\d\\d)\\b`, "gi");
const NUMERIC = /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g;
const ISO = /\b((?:19|20)\d\d)-(\d\d)-(\d\d)\b/g;

/** Every date in the text, in order of appearance. */
export function findDates(text: string): FoundDate[] {
  const found: FoundDate[] = [];
  const add = (index: number, length: number, iso: string | null) => {
    if (iso && !found.some((f) => index < f.end && f.index < index + length)) found.push({ iso, index, end: index + length });
  };
  for (const m of text.matchAll(MONTH_FIRST)) add(m.index!, m[0].length, isoDate(+m[3]!, monthNumber(m[1]!)!, +m[2]!));
  for (const m of text.matchAll(DAY_FIRST)) add(m.index!, m[0].length, isoDate(+m[3]!, monthNumber(m[2]!)!, +m[1]!));
  for (const m of text.matchAll(ISO)) add(m.index!, m[0].length, isoDate(+m[1]!, +m[2]!, +m[3]!));
  for (const m of text.matchAll(NUMERIC)) {
    const year = m[3]!.length === 2 ? 2000 + +m[3]! : +m[3]!;
    // US filings write month first; a first number above 12 can only be a day.
    const [month, day] = +m[1]! > 12 ? [+m[2]!, +m[1]!] : [+m[1]!, +m[2]!];
    add(m.index!, m[0].length, isoDate(year, month, day));
  }
  return found.sort((a, b) => a.index - b.index);
}

export function firstDate(text: string): string | null {
  return findDates(text)[0]?.iso ?? null;
}

/** The first date that starts within `within` characters after position `from`. */
export function dateAfter(text: string, from: number, within = 120): FoundDate | null {
  const d = findDates(text.slice(from, from + within + 40)).find((f) => f.index <= within);
  return d ? { iso: d.iso, index: d.index + from, end: d.end + from } : null;
}

