import { describe, expect, it } from "vitest";
import { durationOf, monthDayOf, readPeriodCell } from "./period-header";

const read = (cell: string, strict = false) => {
  const p = readPeriodCell(cell, strict);
  return p && { year: p.year, months: p.months, quarter: p.quarter, end: p.end, caption: p.caption };
};

describe("readPeriodCell", () => {
  it("reads periods through notes and captions merged into the header cell", () => {
    expect(read("(Unaudited) Quarter Ended 12/31/2022")).toEqual({ year: 2022, months: 3, quarter: null, end: "2022-12-31", caption: "" });
    expect(read("Year Ended 12/25/2021")).toMatchObject({ year: 2021, months: 12, end: "2021-12-25" });
    expect(read("(In millions, except per share data) (Unaudited) Three Months Ended June 2, 2023")).toMatchObject({ year: 2023, months: 3, end: "2023-06-02" });
    expect(read("Corning Incorporated and Subsidiary Companies Six months ended June 30, 2022")).toMatchObject({ year: 2022, months: 6, end: "2022-06-30" });
    expect(read("13 Weeks Ended April 29, 2023 (Unaudited)")).toMatchObject({ year: 2023, months: 3, end: "2023-04-29" });
    // Quarters and halves of 12-week periods (PepsiCo's fiscal calendar) are not years.
    expect(read("12 Weeks Ended 6/17/2023")).toMatchObject({ year: 2023, months: 3, end: "2023-06-17" });
    expect(read("24 Weeks Ended 6/17/2023")).toMatchObject({ year: 2023, months: 6, end: "2023-06-17" });
    expect(read("36 Weeks Ended 9/9/2023")).toMatchObject({ year: 2023, months: 9 });
    expect(read("52 Weeks Ended January 28, 2023")).toMatchObject({ year: 2023, months: 12 });
    expect(read("Fiscal Year 2023")).toMatchObject({ year: 2023, months: 12 });
    expect(read("Six Months 2023")).toMatchObject({ year: 2023, months: 6 });
  });

  it("reads quarters named in the header", () => {
    expect(read("Nine months ended Sept 30, 3Q22")).toMatchObject({ year: 2022, months: 3, quarter: 3 });
    expect(read("Second-Quarter 2023")).toMatchObject({ year: 2023, months: 3, quarter: 2 });
    expect(read("Q4 2022")).toMatchObject({ year: 2022, quarter: 4 });
  });

  it("keeps the words beside the period as the column's caption", () => {
    expect(read("YEAR ENDED MAY 31, 2021 NORTH AMERICA")).toMatchObject({ year: 2021, months: 12, caption: "NORTH AMERICA" });
    expect(read("Consumer & Community Banking 2022")).toMatchObject({ year: 2022, months: null, caption: "Consumer & Community Banking" });
    expect(read("2023 Amount")).toMatchObject({ year: 2023, caption: "" });
  });

  it("in strict mode, takes no cell that says more than its period", () => {
    for (const [cell, year] of [["December 31, 2018", 2018], ["Feb. 2, 2019", 2019], ["Fiscal 2019", 2019], ["FY2019", 2019], ["2017 (a)", 2017], ["Year Ended 12/31/2022", 2022], ["2023 Amount", 2023]] as const) {
      expect(readPeriodCell(cell, true)?.year).toBe(year);
    }
    expect(read("2023 Percent to Sales", true)).toBeNull();
    expect(read("Net sales in 2022", true)).toBeNull();
    expect(read("For the Years Ended December 31, 2019", true)).toMatchObject({ year: 2019 });
    expect(read("2022 vs. 2021")).toBeNull();
    expect(read("1,577")).toBeNull();
  });
});

describe("durations and days", () => {
  it("reads how long a period is and the day a caption dates", () => {
    expect(durationOf("Quarters Ended March 31,")).toBe(3);
    expect(durationOf("(Unaudited; in Millions Except Per Share Figures) SECOND QUARTER")).toBe(3);
    expect(durationOf("Twelve months ended December 31, 2022")).toBe(12);
    expect(durationOf("Net income")).toBeNull();
    expect(monthDayOf("Quarters Ended March 31,")).toBe("03-31");
    expect(monthDayOf("December 31, 2022")).toBeNull();
  });
});

describe("quarters named apart from their year", () => {
  it("reads the quarter of a fiscal year's quarterly table, not the year's end", () => {
    // Walmart's quarterly data: "Fiscal Year Ended January 31, 2017 Q1" is the first quarter of fiscal 2017.
    expect(read("Fiscal Year Ended January 31, 2017 Q1")).toMatchObject({ year: 2017, months: 3, quarter: 1, end: null });
    expect(read("2022 Q3")).toMatchObject({ year: 2022, months: 3, quarter: 3 });
    // A quarter beside a category is that category's column, read as before.
    expect(read("Q4 QTD - Income Before Tax by Segment* Consumer Health (1) 2022")?.quarter).toBeNull();
  });

  it("reads a full year as twelve months", () => {
    expect(durationOf("2022 Full Year")).toBe(12);
    expect(durationOf("June 30, Full-year")).toBe(12);
  });
});
