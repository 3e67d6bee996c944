import { describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { columnFor, type PeriodAsk } from "./column-choice";
import { readStatementRows } from "./statement-table";

const filing = (fiscalYear: number, fiscalQuarter: number | null) => ({ fiscalYear, fiscalQuarter }) as CatalogDocument;
const ask = (a: Partial<PeriodAsk> & { year: number }): PeriodAsk => ({ months: null, quarter: null, endsOn: null, pointInTime: false, ...a });
const row = (lines: string[], label: string) => readStatementRows(lines.join("\n")).find((r) => r.label === label)!;

// A fourth-quarter earnings release: quarter and full-year columns side by side.
const release = row([
  "| | (Unaudited) Quarter Ended 12/31/2022 | 12/25/2021 | Year Ended 12/31/2022 | Year Ended 12/25/2021 |",
  "| Net Revenue | 27,996 | 25,248 | 86,392 | 79,474 |",
], "Net Revenue");

describe("columnFor", () => {
  it("answers a fiscal year with the full-year column and a quarter with the quarter's", () => {
    const q4 = filing(2022, 4);
    expect(columnFor(release, ask({ year: 2022 }), q4)?.value).toBe(86392);
    expect(columnFor(release, ask({ year: 2021 }), q4)?.value).toBe(79474);
    expect(columnFor(release, ask({ year: 2022, months: 3, quarter: 4 }), q4)?.value).toBe(27996);
    expect(columnFor(release, ask({ year: 2021, months: 3, quarter: 4 }), q4)?.value).toBe(25248);
    // A second-quarter question is not answered by a fourth-quarter filing.
    expect(columnFor(release, ask({ year: 2022, months: 3, quarter: 2 }), q4)).toBeNull();
  });

  it("reads both year-end balances of a fourth-quarter filing, and only year-ends", () => {
    const equity = row([
      "| | 12/31/2022 | 12/25/2021 |",
      "| Total Common Shareholders' Equity | 17,149 | 16,043 |",
    ], "Total Common Shareholders' Equity");
    const q4 = filing(2022, 4);
    expect(columnFor(equity, ask({ year: 2022, pointInTime: true }), q4)?.value).toBe(17149);
    expect(columnFor(equity, ask({ year: 2021, pointInTime: true }), q4)?.value).toBe(16043);
    // A second-quarter balance sheet's year-end column is no fiscal-year balance of the filing's own kind.
    const q2 = row(["| | 6/17/2023 | 12/31/2022 |", "| Inventories | 6,104 | 5,222 |"], "Inventories");
    expect(columnFor(q2, ask({ year: 2022, pointInTime: true }), filing(2023, 2))).toBeNull();
  });

  // An earnings release is dated when issued (April 18), not when its quarter ended (April 2): a
  // column printing no date is the quarter the question names, whatever date it adds.
  it("reads an undated quarter column of a release for a quarter asked with its end date", () => {
    const issued = { fiscalYear: 2023, fiscalQuarter: 1, date: "2023-04-18" } as CatalogDocument;
    const named = row([
      "| (Unaudited; in Millions) | FIRST QUARTER 2023 Amount | FIRST QUARTER 2023 Percent to Sales | FIRST QUARTER 2022 Amount | FIRST QUARTER 2022 Percent to Sales |",
      "| --- | ---: | ---: | ---: | ---: |",
      "| Sales to customers | 24,746 | 100.0 | 23,426 | 100.0 |",
    ], "Sales to customers");
    expect(columnFor(named, ask({ year: 2023, months: 3, quarter: 1, endsOn: "04-02" }), issued)?.value).toBe(24746);
    const captioned = row([
      "(Unaudited; in Millions Except Per Share Figures) FIRST QUARTER",
      "",
      "| | 2023 Amount | 2023 Percent to Sales | 2022 Amount | 2022 Percent to Sales |",
      "| --- | ---: | ---: | ---: | ---: |",
      "| Sales to customers | 24,746 | 100.0 | 23,426 | 100.0 |",
    ], "Sales to customers");
    expect(columnFor(captioned, ask({ year: 2023, months: 3, quarter: 1, endsOn: "04-02" }), issued)?.value).toBe(24746);
    // Another quarter is not read from it.
    expect(columnFor(captioned, ask({ year: 2023, months: 3, quarter: 2, endsOn: "07-02" }), issued)).toBeNull();
  });

  it("dates an interim report's columns headed by the year alone by the report's own date", () => {
    // Adobe's second-quarter 10-Q: "Three Months 2023 | Three Months 2022", for June 2, 2023 and June 3, 2022.
    const cloud = row([
      "| (in millions) | Three Months 2023 | Three Months 2022 | Six Months 2023 | Six Months 2022 |",
      "| Document Cloud | 659 | 595 | 1,293 | 1,157 |",
    ], "Document Cloud");
    const q2 = { fiscalYear: 2023, fiscalQuarter: 2, date: "2023-06-02" } as CatalogDocument;
    expect(columnFor(cloud, ask({ year: 2023, months: 3, endsOn: "06-02" }), q2)?.value).toBe(659);
    expect(columnFor(cloud, ask({ year: 2022, months: 3, endsOn: "06-02" }), q2)?.value).toBe(595);
    expect(columnFor(cloud, ask({ year: 2023, months: 6, endsOn: "06-02" }), q2)?.value).toBe(1293);
  });

  it("reads a retailer's quarter dated in the calendar year before its fiscal year", () => {
    const revenue = row([
      "| | Three Months Ended July 29, 2023 | Three Months Ended July 30, 2022 | Six Months Ended July 29, 2023 | Six Months Ended July 30, 2022 |",
      "| Revenue | 9,583 | 10,329 | 19,050 | 20,976 |",
    ], "Revenue");
    const q2 = filing(2024, 2);
    expect(columnFor(revenue, ask({ year: 2024, months: 3, quarter: 2 }), q2)?.value).toBe(9583);
    expect(columnFor(revenue, ask({ year: 2023, months: 3, quarter: 2 }), q2)?.value).toBe(10329);
    expect(columnFor(revenue, ask({ year: 2024, months: 6 }), q2)?.value).toBe(19050);
    // No full fiscal year is shown in a second-quarter report.
    expect(columnFor(revenue, ask({ year: 2024 }), q2)).toBeNull();
    expect(columnFor(revenue, ask({ year: 2023, months: 3, endsOn: "07-29" }), q2)?.value).toBe(9583);
  });

  it("reads a balance at the quarter's end, or at a date asked", () => {
    const cash = row(["| | July 29, 2023 | January 28, 2023 | July 30, 2022 |", "| Cash and cash equivalents | 1,093 | 1,874 | 840 |"], "Cash and cash equivalents");
    const q2 = filing(2024, 2);
    expect(columnFor(cash, ask({ year: 2024, months: 3, quarter: 2, pointInTime: true }), q2)?.value).toBe(1093);
    expect(columnFor(cash, ask({ year: 2023, months: 3, quarter: 2, pointInTime: true }), q2)?.value).toBe(840);
    expect(columnFor(cash, ask({ year: 2023, endsOn: "01-28", pointInTime: true }), q2)?.value).toBe(1874);
    // A year-end balance is read from an annual report, not from a second-quarter one.
    expect(columnFor(cash, ask({ year: 2023, pointInTime: true }), q2)).toBeNull();
  });

  it("passes over category columns unless one is asked for", () => {
    const sales = row([
      "| | YEAR ENDED MAY 31, 2021 NORTH AMERICA | YEAR ENDED MAY 31, 2021 GREATER CHINA |",
      "| TOTAL REVENUES | 17,179 | 8,290 |",
    ], "TOTAL REVENUES");
    const annual = filing(2021, null);
    expect(columnFor(sales, ask({ year: 2021 }), annual)).toBeNull();
    expect(columnFor(sales, ask({ year: 2021 }), annual, (c) => c === "GREATER CHINA")?.value).toBe(8290);
  });

  it("reads the quarter a year before a date asked that ended a day or two apart", () => {
    const rd = row([
      "| | Three Months Ended June 2, 2023 | Three Months Ended June 3, 2022 |",
      "| Research and development | 876 | 738 |",
    ], "Research and development");
    const q2 = filing(2023, 2);
    expect(columnFor(rd, ask({ year: 2023, months: 3, endsOn: "06-02" }), q2)?.value).toBe(876);
    expect(columnFor(rd, ask({ year: 2022, months: 3, endsOn: "06-02" }), q2)?.value).toBe(738);
    expect(columnFor(rd, ask({ year: 2022, months: 3, endsOn: "09-02" }), q2)).toBeNull();
  });
});

