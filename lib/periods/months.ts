// Months and calendar dates as ISO strings ("YYYY-MM-DD"): the one place that knows month names,
// month lengths and month arithmetic. Filings and questions both name months, by word or number.

export const MONTH_NAMES = [
  "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
] as const;

/** A month's name, full or abbreviated ("Sept", "Dec"), as one regular-expression capture group. */
export const MONTH_PATTERN =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";

/** 1..12 for a month's name or abbreviation ("sept", "DEC", "January"); null for anything else. */
export function monthNumber(name: string): number | null {
  const index = MONTH_NAMES.findIndex((m) => m.slice(0, 3).toLowerCase() === name.slice(0, 3).toLowerCase());
  return index < 0 ? null : index + 1;
}

/** "jan".."dec" for 1..12. */
export function monthAbbreviation(month: number): string | undefined {
  return MONTH_NAMES[month - 1]?.slice(0, 3).toLowerCase();
}

/** The number of days in a month of a year. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** "YYYY-MM-DD", or null when there is no such day. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Year, month and day of an ISO date. */
export function dateParts(iso: string): [number, number, number] {
  const [y = NaN, m = NaN, d = NaN] = iso.split("-").map(Number);
  return [y, m, d];
}

/** The calendar year of an ISO date or month; null for none. */
export function yearOf(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const year = Number(iso.slice(0, 4));
  return Number.isFinite(year) ? year : null;
}

/** The same day `months` months later (or earlier), kept inside shorter months. */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = dateParts(iso);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  return isoDate(year, month, Math.min(d, daysInMonth(year, month)))!;
}

/** Days from `b` to `a` (negative when `a` is earlier). */
export function daysBetween(a: string, b: string): number {
  return (Date.parse(a) - Date.parse(b)) / 86_400_000;
}

/** "2020-01-31" → "January 31, 2020". */
export function longDate(iso: string): string {
  const [y, m, d] = dateParts(iso);
  return `${MONTH_NAMES[m - 1]} ${d}, ${y}`;
}
