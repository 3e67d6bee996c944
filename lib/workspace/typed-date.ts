// Dates as people type them into a filter: "2022-01-01", "01/01/2022", "1/31/2022",
// "31.01.2022", "Jan 1, 2022", "1 January 2022". Slashed dates are read month first (the
// filings are American) unless the first number cannot be a month. Anything else, or a day
// that does not exist, is not a date.

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

function iso(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

function fullYear(text: string): number {
  const n = Number(text);
  return text.length <= 2 ? (n < 70 ? 2000 + n : 1900 + n) : n;
}

function monthNumber(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

/** The ISO date (YYYY-MM-DD) a typed text means, or null. */
export function parseTypedDate(text: string): string | null {
  const value = text.trim().replace(/\s+/g, " ");
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(value);
  if (m) {
    const [first, second] = [Number(m[1]), Number(m[2])];
    return first > 12 ? iso(fullYear(m[3]!), second, first) : iso(fullYear(m[3]!), first, second);
  }
  m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  if (m) return iso(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^([a-z]{3,9})\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/i.exec(value);
  if (m && monthNumber(m[1]!) > 0) return iso(Number(m[3]), monthNumber(m[1]!), Number(m[2]));
  m = /^(\d{1,2})(?:st|nd|rd|th)? ([a-z]{3,9})\.?,? (\d{4})$/i.exec(value);
  if (m && monthNumber(m[2]!) > 0) return iso(Number(m[3]), monthNumber(m[2]!), Number(m[1]));
  return null;
}
