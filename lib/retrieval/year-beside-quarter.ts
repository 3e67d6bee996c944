// A quarter named in a question often names only the report read ("the fourth-quarter 2022
// release", "Q4 FY23 earnings release"); the period asked is then the whole year, said in words
// ("full-year", "twelve months") or by naming the same year again on its own ("… for fiscal
// 2022"). A fourth-quarter release prints its cash flow statement for the year only.
import type { PeriodReading } from "./read-periods";

// A whole year asked in words beside a quarter: "full-year", "the full fiscal year", "twelve months".
const FULL_YEAR = /\b(?:full[\s-]+(?:fiscal[\s-]+)?year|(?:twelve|12)[\s-]+months?)\b/i;

// A period span that names a year and nothing shorter: "fiscal 2022", "FY23", "fiscal year 2023", "2022".
const YEAR_ALONE = /^(?:(?:the\s+)?(?:fiscal|calendar)(?:[\s-]+year)?\s+|FY\s?'?)?((?:19|20)?\d{2})$/i;

/** Whether a question naming a quarter asks for the whole year the quarter closes or belongs to. */
export function wholeYearBesideQuarter(question: string, periods: PeriodReading): boolean {
  if (!periods.quarter) return false;
  if (FULL_YEAR.test(question)) return true;
  return periods.spans.some((s) => {
    const alone = YEAR_ALONE.exec(s.text.trim());
    return !!alone && Number(alone[1]!.padStart(4, "20")) === periods.quarter!.year;
  });
}
