import { describe, expect, it } from "vitest";
import { pageText } from "./page-text";
import { calendarOf, fiscalYearEndingOn, fiscalYearOfDate, statedCalendar } from "../../periods";
import { fiscalYearMentions, interimQuarter, namedDates, quarterYearMentions, yearColumnHeads } from "./fiscal-evidence";

function evidenceOf(text: string) {
  return { pairs: namedDates(text), mentions: fiscalYearMentions(text) };
}

describe("fiscal year naming", () => {
  it("names calendar and mid-year fiscal years by the year they end in", () => {
    expect(fiscalYearEndingOn("2022-12-31", evidenceOf(""))).toBe(2022);
    expect(fiscalYearEndingOn("2023-05-31", evidenceOf(""))).toBe(2023);
    expect(fiscalYearEndingOn("2016-12-02", evidenceOf(""))).toBe(2016);
  });

  it("gives a 52/53-week year ending in the first days of January to the year before", () => {
    expect(fiscalYearEndingOn("2023-01-01", evidenceOf(""))).toBe(2022);
  });

  it("follows the filing's own tie between a date and a fiscal year", () => {
    const endYear = 'Our discussion is as of and for the fiscal years ended January 31, 2020 ("fiscal 2020") and January 31, 2019 ("fiscal 2019").';
    expect(fiscalYearEndingOn("2020-01-31", evidenceOf(endYear))).toBe(2020);
    const startYear = "Between the end of fiscal 2022 on January 28, 2023, and March 15, 2023, we repurchased shares.";
    expect(fiscalYearEndingOn("2023-01-28", evidenceOf(startYear))).toBe(2022);
  });

  it("does not tie a date to a fiscal year that merely follows it", () => {
    expect(namedDates("As of January 28, 2023, fiscal 2023 capital expenditures are expected to rise.")).toEqual([]);
    expect(namedDates("for the fiscal years ended January 28, 2023 (fiscal 2022)")).toEqual([
      { date: "2023-01-28", fiscalYear: 2022, yearEnd: true },
    ]);
  });

  it("reads the naming from how often years are named when no phrase ties them", () => {
    const endNamed = "In fiscal 2019 sales grew. ".repeat(8) + "Compared with fiscal 2018. ".repeat(8) + "fiscal 2017 ".repeat(2);
    expect(fiscalYearEndingOn("2019-02-02", evidenceOf(endNamed))).toBe(2019);
    const startNamed = "In fiscal 2022 sales grew. ".repeat(8) + "Compared with fiscal 2021. ".repeat(6) + "Outlook for fiscal 2023.";
    expect(fiscalYearEndingOn("2023-01-28", evidenceOf(startNamed))).toBe(2022);
  });

  it("dates a quarter by the fiscal year the filing ties to it", () => {
    const text = "Between the end of the second quarter of fiscal 2024 on July 29, 2023, and August 30, 2023, we repurchased shares.";
    expect(fiscalYearEndingOn("2024-01-29", { ...evidenceOf(text), linkDate: "2023-07-29" })).toBe(2024);
    const other = "Net sales for the second quarter of 2023 rose; the second quarter of 2023 included one more week.";
    expect(fiscalYearEndingOn("2024-01-29", { ...evidenceOf(other), quarterMentions: quarterYearMentions(other, 2) })).toBe(2023);
  });
});

describe("fiscal calendars", () => {
  it("reads a calendar stated in a current report and dates the report by it", () => {
    const text = "ratification of the auditor for its fiscal year 2023, ending February 3, 2024;";
    const calendar = statedCalendar(namedDates(text));
    expect(calendar).toEqual({ endMonth: 2, endDay: 3, naming: "start-year" });
    expect(fiscalYearOfDate("2023-06-01", calendar!)).toBe(2023);
  });

  it("places dates in the fiscal year of an end-year calendar", () => {
    const bestBuyLike = calendarOf("2023-01-28", 2023);
    expect(fiscalYearOfDate("2023-04-24", bestBuyLike)).toBe(2024);
    expect(fiscalYearOfDate("2023-01-10", bestBuyLike)).toBe(2023);
    const juneYear = calendarOf("2022-06-30", 2022);
    expect(fiscalYearOfDate("2022-07-01", juneYear)).toBe(2023);
    expect(fiscalYearOfDate("2022-04-26", juneYear)).toBe(2022);
  });
});

describe("interim quarters", () => {
  it("reads the quarter from the longest year-to-date span", () => {
    expect(interimQuarter("Three Months Ended March 31, 2022 and 2021 ... three months ended March 31")).toBe(1);
    expect(interimQuarter("Three Months Ended | Six Months Ended June 30 ... for the six months ended June 30, 2023")).toBe(2);
    expect(interimQuarter("three and nine months ended September 30, 2022; Nine Months Ended September 30")).toBe(3);
    expect(interimQuarter("12 Weeks Ended | 36 Weeks Ended May 14, 2023 ... the 36 weeks ended May 14")).toBe(3);
    expect(interimQuarter("13 weeks ended July 29, 2023 and 26 weeks ended July 29, 2023; Twenty-six weeks ended")).toBe(2);
  });

  it("ignores a single stray mention of a longer span", () => {
    expect(interimQuarter("three months ended March 31, 2022; a swap entered in the six months ended December 31, 2021")).toBe(1);
  });
});

describe("statement column headings", () => {
  it("count the year over each statement's current column", () => {
    const pages = [pageText("| (Amounts in millions) | 2022 | 2021 | 2020 |\n| Net sales | 94,943 | 93,775 | 82,584 |\n| | 2022 | 2021 |")];
    const heads = yearColumnHeads(pages);
    expect(heads.get(2022)).toBe(2);
    // A fiscal year ending January 28, 2023 whose statements head it "2022".
    expect(fiscalYearEndingOn("2023-01-28", { ...evidenceOf(""), columnHeads: heads })).toBe(2022);
    expect(yearColumnHeads([pageText("| Stock price | 2018 | 2019 | 2020 |")]).size).toBe(0);
  });
});
