// Reading the period a column header names: "Year Ended 12/31/2022", "(Unaudited) Three Months
// Ended June 2, 2023", "Second-Quarter 2023", "3Q22", "Fiscal Year 2023", "13 Weeks Ended April
// 29, 2023". Headers carry captions that belong to the whole table ("(In millions, except per
// share data)", the company's name) merged into their first cell; the period is read through them.

export interface PeriodCell {
  year: number;
  /** 3, 6, 9 or 12 when the header says how long the period is. */
  months: number | null;
  /** The quarter when the header names one ("3Q22", "Second-Quarter 2023"). */
  quarter: 1 | 2 | 3 | 4 | null;
  /** The day (YYYY-MM-DD) or month (YYYY-MM) the period ends, when the header prints it. */
  end: string | null;
  /** Words of the cell that name no period ("North America", "Percent to Sales"); "" when none. */
  caption: string;
  /** Whether the cell prints a date or a period length, not only a year. */
  dated: boolean;
}

const MONTH_NAMES = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH = "(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?";
const YEAR = "((?:19|20)\\d\\d)";

// Words a period header may hold besides its year; anything else makes it a caption, not a header.
const PERIOD_WORDS = new RegExp(
  `\\b(?:${MONTH}|for|the|years?|ended|ending|end|fiscal|fy|as|of|at|months?|weeks?|quarters?|first|second|third|fourth|three|six|nine|twelve|period|restated|unaudited|audited|and|to|through|year-end|balance|date|amounts?|actual|reported|q[1-4])\\b|\\b\\d{1,2}(?:st|nd|rd|th)?\\b|[\\s,.'’*:/\\-–—]`,
  "gi",
);

const DURATION = /\b(three|six|nine|twelve|3|6|9|12|13|26|39|52|53)[\s-]+(months?)\b|\b(\d{1,2})[\s-]+(weeks?)\b|\b(quarter|year|fiscal year|years)s?\s+(?:ended|ending)\b|\b(first|second|third|fourth)[\s-]+(?:fiscal[\s-]+)?quarter\b|\bfiscal\s+year\b|\bfull[\s-]+year\b|\b(year[\s-]+to[\s-]+date|ytd)\b/i;
const DURATION_MONTHS: Record<string, number> = { three: 3, "3": 3, "13": 3, six: 6, "6": 6, "26": 6, nine: 9, "9": 9, "39": 9, twelve: 12, "12": 12, "52": 12, "53": 12 };
const ORDINALS: Record<string, 1 | 2 | 3 | 4> = { first: 1, second: 2, third: 3, fourth: 4 };

/**
 * Weeks as the months of the fiscal calendar they make up: retailers and food companies close
 * quarters of 12, 13, 16 or 17 weeks ("12 Weeks Ended 6/17/2023" is a quarter, "24 Weeks" a half).
 */
export function monthsOfWeeks(weeks: number): number | null {
  if (weeks < 10) return null;
  return weeks <= 17 ? 3 : weeks <= 28 ? 6 : weeks <= 42 ? 9 : weeks <= 53 ? 12 : null;
}

/** How many months a text says a period lasts ("Three Months Ended", "Year Ended", "13 Weeks"), or null. */
export function durationOf(text: string): number | null {
  const m = DURATION.exec(text);
  if (!m) return null;
  if (m[1]) return DURATION_MONTHS[m[1].toLowerCase()] ?? null;
  if (m[3]) return monthsOfWeeks(Number(m[3]));
  if (m[5]) return /quarter/i.test(m[5]) ? 3 : 12;
  if (m[6]) return 3;
  if (m[7]) return null;
  return 12;
}

/** Every duration a line names, left to right ("Three Months Ended | Six Months Ended" → 3, 6). */
export function durationsIn(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(new RegExp(DURATION.source, "gi"))) {
    const months = durationOf(m[0]);
    if (months !== null) out.push(months);
  }
  return out;
}

const pad = (n: number) => String(n).padStart(2, "0");
const monthNumber = (name: string) => MONTH_NAMES.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/** "March 31" or "Dec. 31" without a year, as "03-31": a caption that dates every column below it. */
export function monthDayOf(text: string): string | null {
  const m = new RegExp(`\\b${MONTH}\\s+(\\d{1,2})\\b(?!\\s*,?\\s*(?:19|20)\\d\\d)`, "i").exec(text);
  return m ? `${pad(monthNumber(m[1]!))}-${pad(Number(m[2]))}` : null;
}

/** The date a header prints in full: "June 2, 2023", "Feb. 2, 2019", "12/31/2022", "June 2023". */
function endOf(text: string): string | null {
  const named = new RegExp(`\\b${MONTH}\\s+(\\d{1,2}),?\\s+${YEAR}\\b`, "i").exec(text);
  if (named) return `${named[3]}-${pad(monthNumber(named[1]!))}-${pad(Number(named[2]))}`;
  const numeric = /\b(\d{1,2})\/(\d{1,2})\/((?:19|20)\d\d)\b/.exec(text);
  if (numeric) return `${numeric[3]}-${pad(Number(numeric[1]))}-${pad(Number(numeric[2]))}`;
  const month = new RegExp(`\\b${MONTH}\\s+${YEAR}\\b`, "i").exec(text);
  return month ? `${month[2]}-${pad(monthNumber(month[1]!))}` : null;
}

/** A quarter named with its year: "3Q22", "Q2 2023", "Q4'22", "Second-Quarter 2023", "fourth quarter of 2022". */
function namedQuarter(text: string): { quarter: 1 | 2 | 3 | 4; year: number } | null {
  const year = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));
  const short = /\b([1-4])Q\s*['’]?((?:19|20)\d\d|\d\d)\b|\bQ([1-4])\s*(?:FY)?\s*['’]?((?:19|20)\d\d|\d\d)\b/i.exec(text);
  if (short) return { quarter: Number(short[1] ?? short[3]) as 1, year: year((short[2] ?? short[4])!) };
  const words = new RegExp(`\\b(first|second|third|fourth)[\\s-]+(?:fiscal[\\s-]+)?quarter\\b(?:\\s+of)?(?:\\s+fiscal)?\\s*${YEAR}?`, "i").exec(text);
  const anyYear = /(?<![\d,.$])((?:19|20)\d\d)(?![\d,.%])/.exec(text);
  const y = words?.[2] ?? anyYear?.[1];
  const quarter = words && ORDINALS[words[1]!.toLowerCase()];
  if (quarter && y) return { quarter, year: Number(y) };
  // "Fiscal Year Ended January 31, 2017 Q1", "2022 Q1": a quarter named apart from its year, in a
  // cell that says nothing else (a caption beside it names a category of the column instead).
  const bare = /\bQ([1-4])\b/.exec(text);
  if (!bare || !anyYear) return null;
  const rest = text.replace(bare[0], " ").replace(new RegExp(anyYear[1]!, "g"), " ").replace(PERIOD_WORDS, "");
  return rest === "" ? { quarter: Number(bare[1]) as 1, year: Number(anyYear[1]) } : null;
}

/** Parenthesised notes without a year: "(Unaudited)", "(In millions, except per share data)", "(a)". */
const stripNotes = (text: string) => text.replace(/\((?![^()]*(?:19|20)\d\d)[^()]*\)/g, " ");

/** The words of a header cell once its period is taken out: "YEAR ENDED MAY 31, 2021 NORTH AMERICA" → "NORTH AMERICA". */
function captionOf(text: string, year: string): string {
  return text
    .replace(new RegExp(`\\b${MONTH}\\s+\\d{1,2},?\\s+${year}\\b|\\b\\d{1,2}/\\d{1,2}/${year}\\b`, "gi"), " ")
    .replace(DURATION, " ")
    .replace(new RegExp(`\\b(?:fiscal\\s+(?:year\\s+)?|fy\\s*)?${year}\\b`, "gi"), " ")
    .replace(/\b(?:as\s+of|at|for\s+the|ended|ending|amounts?|unaudited|restated|actual|reported)\b/gi, " ")
    .replace(/^[\s,.:;\-–—]+|[\s,.:;\-–—]+$/g, "")
    .replace(/\s+/g, " ");
}

/**
 * The period a header cell names, or null when the cell names none. With `strict`, the cell may
 * hold nothing but period words (a row label such as "Balance at December 31, 2022" is no
 * header); otherwise the other words are kept as the column's caption: captions merged in from the
 * table's heading, or the category the column is ("North America", "Percent to Sales").
 */
export function readPeriodCell(cell: string, strict = false): PeriodCell | null {
  const raw = cell.replace(/\s+/g, " ").trim();
  if (!raw || raw.length > 160) return null;
  const text = stripNotes(raw).replace(/\bFY\s*(?=\d)/gi, "FY ").replace(/\s+/g, " ").trim();
  const quarter = namedQuarter(text);
  // The date of a year's end ("Fiscal Year Ended January 31, 2017 Q1") is no earlier quarter's end.
  const yearEnd = /\byears?\s+(?:ended|ending)\b/i.test(text) && quarter?.quarter !== 4;
  if (quarter) return { year: quarter.year, months: 3, quarter: quarter.quarter, end: yearEnd ? null : endOf(text), caption: "", dated: true };
  const years = [...new Set(text.match(/(?<![\d,.$])(?:19|20)\d\d(?![\d,.%])/g) ?? [])];
  if (years.length !== 1) return null;
  const rest = text.replace(new RegExp(years[0]!, "g"), " ").replace(PERIOD_WORDS, "");
  if (rest !== "" && strict) return null;
  const end = endOf(text);
  // A duration elsewhere in a caption ("Six Months 2023") counts; a fiscal year alone is a year.
  const months = durationOf(text);
  const caption = rest === "" ? "" : captionOf(text, years[0]!);
  return { year: Number(years[0]), months, quarter: null, end, caption, dated: end !== null || months !== null };
}
