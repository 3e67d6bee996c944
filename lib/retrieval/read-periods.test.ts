import { describe, expect, it } from "vitest";
import { wholeYearBesideQuarter } from "./year-beside-quarter";
import { readPeriods } from "./read-periods";

describe("readPeriods", () => {
  it.each([
    ["What was FY2018 capex?", [2018], true],
    ["revenue in fiscal 2019", [2019], true],
    ["in fiscal year 2020", [2020], true],
    ["FY 2023 results", [2023], true],
    ["FY23 guidance", [2023], true],
    ["year end FY2019 inventories", [2019], true],
    ["growth in 2022", [2022], false],
    ["between 2015 - 2017", [2015, 2016, 2017], false],
    ["FY2017 - FY2019 3 year average", [2017, 2018, 2019], true],
    ["from FY2015 to FY2016", [2015, 2016], true],
    ["from 2020 through 2022", [2020, 2021, 2022], false],
    ["in FY2023, FY2022 and FY2021", [2021, 2022, 2023], true],
    ["between FY2023 and FY2022", [2022, 2023], true],
  ])("%s", (text, years, fiscal) => {
    const reading = readPeriods(text);
    expect(reading.years).toEqual(years);
    expect(reading.fiscal).toBe(fiscal);
  });

  it.each([
    ["Q2 of FY2023", 2, 2023],
    ["As of FY2023Q1, why", 1, 2023],
    ["in Q22023 year over year", 2, 2023],
    ["As of Q2'2023, is", 2, 2023],
    ["In 2022 Q2, which", 2, 2022],
    ["3Q22 results", 3, 2022],
    ["the second quarter of fiscal 2023", 2, 2023],
    ["Q4 FY24", 4, 2024],
  ])("reads the quarter in %s", (text, quarter, year) => {
    expect(readPeriods(text).quarter).toEqual({ quarter, year });
  });

  it("reads halves, dates and months", () => {
    expect(readPeriods("in H1 FY2023").half).toEqual({ half: 1, year: 2023 });
    expect(readPeriods("the first half of 2022").half).toEqual({ half: 1, year: 2022 });
    expect(readPeriods("8k filing dated 1st July 2022").dates).toEqual(["2022-07-01"]);
    expect(readPeriods("as of August 30, 2023").dates).toEqual(["2023-08-30"]);
    expect(readPeriods("on 2021-03-31").dates).toEqual(["2021-03-31"]);
    const june = readPeriods("as of Jun'23");
    expect(june.months).toEqual(["2023-06"]);
    expect(june.years).toEqual([2023]);
  });

  it("reads relative spans", () => {
    expect(readPeriods("over the last three years").lastYears).toBe(3);
    expect(readPeriods("in the past 5 fiscal years").lastYears).toBe(5);
  });

  it("keeps the spans it read, so they can be left out of the search words", () => {
    const text = "What was Q2 of FY2024 revenue versus FY 2023?";
    expect(readPeriods(text).spans.map((s) => text.slice(s.start, s.end))).toEqual(["Q2 of FY2024", "FY 2023"]);
  });

  it("does not read numbers that are not years", () => {
    expect(readPeriods("a 3 year average of 12.5% on 365 days").years).toEqual([]);
    expect(readPeriods("items 10-12 of the form").years).toEqual([]);
  });
});

describe("readPeriods with several quarters", () => {
  it("lists them in the order written and takes the latest as the main one", () => {
    const reading = readPeriods("Did margins rise in Q2 of FY2023 compared to Q2 of FY2022?");
    expect(reading.quarters).toEqual([{ quarter: 2, year: 2023 }, { quarter: 2, year: 2022 }]);
    expect(reading.quarter).toEqual({ quarter: 2, year: 2023 });
  });
});

describe("readPeriods with the year of the filing read from", () => {
  it("leaves out the year of the filing named as the source when another year is asked", () => {
    expect(readPeriods("What did Acme spend on product development in 2013, per its 2015 annual report?").years).toEqual([2013]);
    expect(readPeriods("Revenue for 2019 according to the 2021 10-K?").years).toEqual([2019]);
    expect(readPeriods("Boeing's income from operating investments, net, for 2015 — the oldest year on the 2017 10-K's income statement?").years).toEqual([2015]);
    expect(readPeriods("Verizon's other income (expense), net for 2020, the oldest column within the 2022 annual report?").years).toEqual([2020]);
  });

  it("leaves out the year of a filing named in an aside or an instruction, and of a statement read from", () => {
    expect(readPeriods("What share of Amex's 2021 revenues came from net interest income? (the 2022 10-K's 2021 column)").years).toEqual([2021]);
    expect(readPeriods("What was Corning's 2021 gross margin? Use the 2022 10-K's 2021 column.").years).toEqual([2021]);
    expect(readPeriods("3M's 2020 operating margin, read from the 2021 consolidated statement of income.").years).toEqual([2020]);
    expect(readPeriods("3M's 2021 operating margin from the consolidated statement of income.").years).toEqual([2021]);
  });

  it("leaves out the year of a quarterly filing whose comparative column is asked", () => {
    const lockheed = readPeriods("Lockheed Martin, quarter ended June 27, 2021 — other non-operating (expense) income, net? (It is the comparative column of the second-quarter 2022 10-Q.)");
    expect(lockheed.years).toEqual([2021]);
    expect(lockheed.dates).toEqual(["2021-06-27"]);
    expect(readPeriods("R&D for the quarter ended June 30, 2022, as the comparative column of its Q2 2023 10-Q shows it?").years).toEqual([2022]);
  });

  it("reads a quarter written with a hyphen, and leaves the quarter of the source filing out when a date asks another", () => {
    expect(readPeriods("Johnson & Johnson's first-quarter 2023 earnings release: interest (income) expense for the quarter?").quarter).toEqual({ quarter: 1, year: 2023 });
    expect(readPeriods("What was Adobe's revenue in its second-quarter 2023 10-Q?").quarter).toEqual({ quarter: 2, year: 2023 });
    const comparative = readPeriods("In Lockheed Martin's second-quarter 2022 10-Q, the comparative column covers the quarter ended June 27, 2021 — what does it show?");
    expect(comparative.quarter).toBeUndefined();
    expect(comparative.dates).toEqual(["2021-06-27"]);
  });

  it("keeps the quarter of the source release, read as the whole fiscal year asked beside it", () => {
    for (const question of [
      "What was PepsiCo's capex as a share of net revenue for fiscal 2022, using the cash flow statement in its Q4 2022 earnings release?",
      "MGM's operating margin for fiscal 2022 according to its Q4 2022 earnings release?",
    ]) {
      const periods = readPeriods(question);
      expect(periods.quarter).toEqual({ quarter: 4, year: 2022 });
      expect(wholeYearBesideQuarter(question, periods)).toBe(true);
    }
    // The quarter is what is asked when no year stands beside it.
    const quarterAsked = "Johnson & Johnson's first-quarter 2023 earnings release: interest (income) expense for the quarter?";
    expect(wholeYearBesideQuarter(quarterAsked, readPeriods(quarterAsked))).toBe(false);
  });

  it("reads the filer named in several words before the filing", () => {
    expect(readPeriods("In Lockheed Martin's second-quarter 2022 10-Q, the comparative column covers the quarter ended June 27, 2021 — what does it show?").years).toEqual([2021]);
    expect(readPeriods("What did revenue come to in 2019, per Best Buy Co.'s 2021 annual report?").years).toEqual([2019]);
    expect(readPeriods("Operating income for 2020 in The Coca-Cola Company's 2022 10-K?").years).toEqual([2020]);
  });

  it("keeps the filing's year when it is the only year or is also asked", () => {
    expect(readPeriods("What did its 2016 10-K report as revenue?").years).toEqual([2016]);
    expect(readPeriods("Revenue in 2015 per its 2015 annual report?").years).toEqual([2015]);
  });
});

describe("readPeriods with one day of two years", () => {
  it("reads 'January 31, 2019 and 2020' as two dates", () => {
    const r = readPeriods("averaging the January 31, 2019 and 2020 balances");
    expect(r.dates).toEqual(["2019-01-31", "2020-01-31"]);
    expect(r.years).toEqual([2019, 2020]);
  });
});

describe("readPeriods in shorthand", () => {
  it("reads dates written in figures, month first", () => {
    expect(readPeriods("GIS FY23 (YE 5/28/23): operating profit covering interest?").dates).toEqual(["2023-05-28"]);
    expect(readPeriods("ULTA Q2 FY23 (13 wks to 7/29/23): which category gained?").dates).toEqual(["2023-07-29"]);
    const walmart = readPeriods("WMT, 1/31/2021 balance sheet: inventories?");
    expect(walmart.dates).toEqual(["2021-01-31"]);
    expect(walmart.years).toEqual([2021]);
    expect(readPeriods("BBY FY20 (YE 2/1/20): supplier concentration?").dates).toEqual(["2020-02-01"]);
  });

  it("reads a year named by its end", () => {
    expect(readPeriods("VZ: why was cash so much higher at YE20 vs YE19?").years).toEqual([2019, 2020]);
    expect(readPeriods("KO FYE 2016 debt?").years).toEqual([2016]);
    expect(readPeriods("Amazon's cash at YE'21?").years).toEqual([2021]);
  });

  it("does not read fractions, ratios or words ending in ye as periods", () => {
    expect(readPeriods("a 3/4 majority of 2/3 of the board").dates).toEqual([]);
    expect(readPeriods("goodbye 2020").years).toEqual([2020]);
    expect(readPeriods("a 13/52 split").years).toEqual([]);
  });
});

describe("readPeriods with a quarter written as a numeral ordinal", () => {
  it("reads '3rd quarter 2022' and a table row's '2nd Quarter'", () => {
    expect(readPeriods("low price in the 3rd quarter 2022").quarters).toEqual([{ quarter: 3, year: 2022 }]);
    expect(readPeriods("2nd Quarter: 1,359 (stores at beginning)").quarters).toEqual([{ quarter: 2, year: undefined }]);
  });
});

describe("the years of the filing a question reads from", () => {
  it.each([
    // The filing's year named once more, in a range asked, is asked too.
    ["Average R&D intensity over 2020-2022: for each year take R&D / revenue in the FY2022 10-K, then take the mean.", [2020, 2021, 2022]],
    ["In Adobe's FY2022 10-K, what was 2021 revenue?", [2021]],
    ["Netflix 2017 10-K: what was revenue?", [2017]],
  ])("%s", (text, years) => {
    expect(readPeriods(text).years).toEqual(years);
  });
});
