// Reading the periods a question names: fiscal years ("FY2018", "fiscal 2019", "FY23"),
// quarters ("Q2 of FY2023", "FY2023Q1", "Q2'23", "3Q22", "second quarter of 2023"), halves
// ("H1 FY2023"), spans ("FY2015 - FY2017", "from 2020 to 2022"), dates ("as of Jun'23",
// "dated 1st July 2022", "August 30, 2023", "6/30/23") and relative spans ("last three years").

import { MONTH_PATTERN, monthNumber } from "../periods";

export interface PeriodSpan {
  text: string;
  start: number;
  end: number;
}

export interface QuarterRef {
  quarter: 1 | 2 | 3 | 4;
  year?: number;
}

export interface PeriodReading {
  /** Every year named or inside a named span, ascending. */
  years: number[];
  /** Whether the years were written as fiscal years ("FY2019", "fiscal 2019"). */
  fiscal: boolean;
  /** Every quarter named, in the order written, with its year when one was written with it. */
  quarters: QuarterRef[];
  /** The latest of them: the quarter the question is mainly about. */
  quarter?: QuarterRef;
  half?: { half: 1 | 2; year?: number };
  /** Exact dates (YYYY-MM-DD) and months (YYYY-MM) the question is "as of" or "dated". */
  dates: string[];
  months: string[];
  /** "last three years": the number of latest years wanted. */
  lastYears?: number;
  spans: PeriodSpan[];
}

const MONTH = `${MONTH_PATTERN}\\.?`;
const ORDINAL_WORDS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const YEAR = "['’]?((?:19|20)\\d{2}|\\d{2})";
const FY = "(?:fy|fiscal(?:\\s+year)?)";

function year(text: string): number {
  const digits = text.replace(/\D/g, "");
  return digits.length === 2 ? 2000 + Number(digits) : Number(digits);
}

const pad = (n: number) => String(n).padStart(2, "0");

interface Rule {
  re: RegExp;
  /** Records what the match names; false when the match turns out not to be a period. */
  read(m: RegExpExecArray, out: PeriodReading): boolean | void;
}

// Most specific first: a span a rule claims is not read again by a later rule.
const RULES: Rule[] = [
  {
    // "January 31, 2019 and 2020", "June 30, 2021 and 2022": one day of two years, two dates.
    re: new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+((?:19|20)\\d{2})\\s*(?:and|&)\\s*((?:19|20)\\d{2})\\b`, "gi"),
    read(m, out) {
      const month = monthNumber(m[1]!) ?? 0;
      for (const y of [m[3]!, m[4]!]) {
        out.dates.push(`${y}-${pad(month)}-${pad(Number(m[2]))}`);
        out.years.push(Number(y));
      }
    },
  },
  {
    // "1st July 2022", "July 1, 2022", "August 30 2023"
    re: new RegExp(`\\b(?:(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}|${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?),?\\s+((?:19|20)\\d{2})\\b`, "gi"),
    read(m, out) {
      const day = Number(m[1] ?? m[4]);
      const month = monthNumber((m[2] ?? m[3])!) ?? 0;
      out.dates.push(`${m[5]}-${pad(month)}-${pad(day)}`);
      out.years.push(Number(m[5]));
    },
  },
  {
    re: /\b((?:19|20)\d{2})-(\d{2})-(\d{2})\b/g,
    read(m, out) {
      out.dates.push(`${m[1]}-${m[2]}-${m[3]}`);
      out.years.push(Number(m[1]));
    },
  },
  {
    // "YE 5/28/23", "13 wks to 7/29/23", "1/31/2021": a date written in figures, month first as
    // American filings and their readers write it. Three numbers joined by slashes are no ratio a
    // question writes.
    re: /(?<![\w/.])(1[0-2]|0?[1-9])\/(3[01]|[12]\d|0?[1-9])\/((?:19|20)\d{2}|\d{2})(?![\w/])/g,
    read(m, out) {
      const y = year(m[3]!);
      out.dates.push(`${y}-${pad(Number(m[1]))}-${pad(Number(m[2]))}`);
      out.years.push(y);
    },
  },
  {
    // "YE20", "FYE 2021", "YE'19": a year named by its end in shorthand.
    re: /\bf?ye\s*['’]?((?:19|20)\d{2}|\d{2})\b/gi,
    read(m, out) {
      out.years.push(year(m[1]!));
    },
  },
  {
    // "FY2023Q1", "FY23 Q1", "2022 Q2"
    re: new RegExp(`\\b(?:${FY}\\s*)?${YEAR}\\s*-?\\s*q([1-4])\\b`, "gi"),
    read(m, out) {
      out.quarters.push({ quarter: Number(m[2]) as 1, year: year(m[1]!) });
      out.years.push(year(m[1]!));
      if (/^(fy|fiscal)/i.test(m[0])) out.fiscal = true;
    },
  },
  {
    // "Q2 of FY2023", "Q22023", "Q2'2023", "Q2 2023", "Q2 FY23", "Q2 of fiscal 2024"
    re: new RegExp(`\\bq([1-4])\\s*(?:of\\s+|,\\s*)?(?:the\\s+)?(${FY}\\s*)?${YEAR}\\b`, "gi"),
    read(m, out) {
      out.quarters.push({ quarter: Number(m[1]) as 1, year: year(m[3]!) });
      out.years.push(year(m[3]!));
      if (m[2]) out.fiscal = true;
    },
  },
  {
    // "3Q22", "2Q 2023"
    re: /\b([1-4])q\s*'?((?:19|20)\d{2}|\d{2})\b/gi,
    read(m, out) {
      out.quarters.push({ quarter: Number(m[1]) as 1, year: year(m[2]!) });
      out.years.push(year(m[2]!));
    },
  },
  {
    // "second quarter of fiscal 2023", "the third quarter of 2022", "2nd Quarter" (a store table's row)
    re: new RegExp(`\\b(first|second|third|fourth|1st|2nd|3rd|4th)[\\s-]+(?:fiscal\\s+)?quarter\\b\\s*(?:of\\s+|ended\\s+)?(?:the\\s+)?(${FY}\\s*)?${YEAR}?`, "gi"),
    read(m, out) {
      out.quarters.push({ quarter: ORDINAL_WORDS[m[1]!.toLowerCase()] as 1, year: m[3] ? year(m[3]) : undefined });
      if (m[3]) out.years.push(year(m[3]));
      if (m[2]) out.fiscal = true;
    },
  },
  {
    // "H1 FY2023", "1H 2023", "first half of 2022"
    re: new RegExp(`\\b(h[12]|[12]h|first\\s+half|second\\s+half)\\s*(?:of\\s+)?(?:the\\s+)?(${FY}\\s*)?${YEAR}?`, "gi"),
    read(m, out) {
      const half = /1|first/i.test(m[1]!) ? 1 : 2;
      out.half = { half, year: m[3] ? year(m[3]) : undefined };
      if (m[3]) out.years.push(year(m[3]));
      if (m[2]) out.fiscal = true;
    },
  },
  {
    // "as of Jun'23", "June 2023", "Dec. 31, 2022" without a day handled above
    re: new RegExp(`\\b${MONTH}\\s*(?:'|’)?\\s*((?:19|20)\\d{2}|(?<=['’])\\d{2})\\b`, "gi"),
    read(m, out) {
      const y = year(m[2]!);
      out.months.push(`${y}-${pad(monthNumber(m[1]!) ?? 0)}`);
      out.years.push(y);
    },
  },
  {
    // "FY2015 - FY2017", "2015-2017", "from FY2020 to FY2022", "2018 through 2020"
    re: new RegExp(`\\b(${FY}\\s*)?${YEAR}\\s*(?:-|–|—|to|through|until)\\s*(${FY}\\s*)?${YEAR}\\b`, "gi"),
    read(m, out) {
      const from = year(m[2]!);
      const to = year(m[4]!);
      if (to < from || to - from > 15 || !/\d{4}|fy|fiscal/i.test(m[0])) return false;
      for (let y = from; y <= to; y++) out.years.push(y);
      if (m[1] || m[3]) out.fiscal = true;
    },
  },
  {
    // "FY2018", "FY 2023", "FY23", "fiscal 2019", "fiscal year 2019"
    re: new RegExp(`\\b${FY}\\s*'?((?:19|20)\\d{2}|\\d{2})\\b`, "gi"),
    read(m, out) {
      out.years.push(year(m[1]!));
      out.fiscal = true;
    },
  },
  {
    // "last three years", "past 5 fiscal years", "previous two years"
    re: /\b(?:last|past|previous|prior|recent)\s+(two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+(?:fiscal\s+)?years\b/gi,
    read(m, out) {
      out.lastYears = ORDINAL_WORDS[m[1]!.toLowerCase()] ?? Number(m[1]);
    },
  },
  {
    re: /\b((?:19|20)\d{2})\b/g,
    read(m, out) {
      out.years.push(Number(m[1]));
    },
  },
];

// "… in 2013, per its 2015 annual report", "the comparative column of the second-quarter 2022
// 10-Q", "2015 — the oldest year on the 2017 10-K's income statement": the year of the filing the figure is read from, not a period asked — when the question
// asks for another year.
// (The filer may be named in several words: "in Lockheed Martin's second-quarter 2022 10-Q".)
// So is the year of a statement read from ("from the 2022 consolidated statement of earnings"),
// and of a filing named in an aside or an instruction ("(the 2022 10-K's 2021 column)", "use the
// 2022 10-K's 2021 column").
const SOURCE_FILING = /(?:\b(?:per|according\s+to|(?:as\s+)?(?:reported|stated|shown|disclosed)\s+in|in|on|within|from|of|use|using)\s+|\(\s*)(?:its|the|their|[A-Z][\w&.-]*['’]s?|(?:[A-Z][\w&.-]*\s+){1,3}[A-Z][\w&.-]*['’]s?)\s+(?:(?:first|second|third|fourth)[\s-]quarter\s+|q[1-4]\s+)?(?:fy\s*|fiscal\s+(?:year\s+)?)?((?:19|20)\d{2})\s+(?:annual\s+report|10-?k|form\s+10-?[kq]|annual\s+filing|10-?q|quarterly\s+report|(?:earnings\s+|press\s+|news\s+)?release|(?:consolidated\s+)?(?:statements?\s+of\s+(?:earnings|income|operations|cash\s+flows|financial\s+position|comprehensive\s+income)|balance\s+sheets?|income\s+statements?|cash[\s-]flows?\s+statements?))\b/gi;


function withoutSourceYears(text: string, years: number[]): number[] {
  const sources = [...text.matchAll(SOURCE_FILING)].map((m) => Number(m[1]));
  if (sources.length === 0) return years;
  // (Counted wherever written: the filing's "FY2022 10-K" is one naming, a range "2020-2022" another.)
  const named = (y: number) => (text.match(new RegExp(`(?<!\\d)${y}(?!\\d)`, "g")) ?? []).length;
  const asked = years.filter((y) => !sources.includes(y) || named(y) > 1);
  return asked.length ? asked : years;
}

/** The periods a question names, with the spans of text that named them. */
export function readPeriods(text: string): PeriodReading {
  const out: PeriodReading = { years: [], fiscal: false, quarters: [], dates: [], months: [], spans: [] };
  const claimed: [number, number][] = [];
  const quarterStart = new Map<QuarterRef, number>();
  const free = (start: number, end: number) => claimed.every(([s, e]) => end <= s || start >= e);
  for (const rule of RULES) {
    rule.re.lastIndex = 0;
    for (let m = rule.re.exec(text); m; m = rule.re.exec(text)) {
      const start = m.index;
      const end = start + m[0].trimEnd().length;
      if (end === start || !free(start, end)) continue;
      const known = out.quarters.length;
      if (rule.read(m, out) === false) continue;
      out.quarters.slice(known).forEach((q) => quarterStart.set(q, start));
      claimed.push([start, end]);
      out.spans.push({ text: text.slice(start, end), start, end });
    }
  }
  // The quarter of a filing named as the source of a comparative ("In its second-quarter 2022
  // 10-Q, … the quarter ended June 27, 2021") is not the period asked when a date asks another.
  // (A quarter's release named as the source of a whole year asked is read by
  // year-beside-quarter.ts, which keeps the release as where to read.)
  if (out.dates.length) {
    const sources = [...text.matchAll(SOURCE_FILING)].map((m) => [m.index, m.index + m[0].length] as const);
    const asked = out.quarters.filter((q) => !sources.some(([s, e]) => quarterStart.get(q)! >= s && quarterStart.get(q)! < e));
    if (asked.length < out.quarters.length) out.quarters = asked;
  }
  out.quarters.sort((a, b) => quarterStart.get(a)! - quarterStart.get(b)!);
  out.quarter = out.quarters.reduce<QuarterRef | undefined>((best, q) => (!best || (q.year ?? 0) > (best.year ?? 0) ? q : best), undefined);
  out.years = withoutSourceYears(text, [...new Set(out.years)].filter((y) => y >= 1990 && y <= 2100).sort((a, b) => a - b));
  out.spans.sort((a, b) => a.start - b.start);
  return out;
}
