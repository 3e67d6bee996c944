// Dates as filings write them: "January 31, 2020", "JANUARY 31, 2020", "Dec. 31, 2022",
// "April. 18, 2023", "31 December 2023", "4/25/2023", "7/16/23", "2023-04-25".

export interface FoundDate {
  iso: string;
  index: number;
  end: number;
}

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
};
const MONTH = "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const MONTH_FIRST = new RegExp(`\\b${MONTH}\\.?\\s{0,3}(\\d{1,2})(?:st|nd|rd|th)?\\s{0,3},?\\s{0,3}((?:19|20)\\d\\d)\\b`, "gi");
const DAY_FIRST = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s{1,3}${MONTH}\\.?,?\\s{1,3}((?:19|20)\\d\\d)\\b`, "gi");
const NUMERIC = /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g;
const ISO = /\b((?:19|20)\d\d)-(\d\d)-(\d\d)\b/g;

function monthNumber(name: string): number {
  const lower = name.toLowerCase();
  return MONTHS[lower.slice(0, lower.startsWith("sept") ? 4 : 3)] ?? MONTHS[lower.slice(0, 3)];
}

export function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > last) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Every date in the text, in order of appearance. */
export function findDates(text: string): FoundDate[] {
  const found: FoundDate[] = [];
  const add = (index: number, length: number, iso: string | null) => {
    if (iso && !found.some((f) => index < f.end && f.index < index + length)) found.push({ iso, index, end: index + length });
  };
  for (const m of text.matchAll(MONTH_FIRST)) add(m.index!, m[0].length, isoDate(+m[3], monthNumber(m[1]), +m[2]));
  for (const m of text.matchAll(DAY_FIRST)) add(m.index!, m[0].length, isoDate(+m[3], monthNumber(m[2]), +m[1]));
  for (const m of text.matchAll(ISO)) add(m.index!, m[0].length, isoDate(+m[1], +m[2], +m[3]));
  for (const m of text.matchAll(NUMERIC)) {
    const year = m[3].length === 2 ? 2000 + +m[3] : +m[3];
    // US filings write month first; a first number above 12 can only be a day.
    const [month, day] = +m[1] > 12 ? [+m[2], +m[1]] : [+m[1], +m[2]];
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

export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split("-").map(Number);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return isoDate(year, month, Math.min(d, last))!;
}

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "2020-01-31" → "January 31, 2020". */
export function longDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return `${MONTH_NAMES[m - 1]} ${d}, ${y}`;
}
