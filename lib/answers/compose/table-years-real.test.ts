// A five-year summary of selected data reports two years more than the statements: Microsoft's
// fiscal 2015 10-K prints FY2011 on the page whose first table is its share prices, MGM's 2017 10-K
// prints 2013. A table of maturities names years to come, which no filing reports yet.
import { beforeAll, describe, expect, it } from "vitest";
import type { CitablePage } from "../engines/engine";
import { narrativePages } from "./narrative-pages.fixture";
import { multiYearColumns, pagesReportingYear } from "./table-years";

describe("years of multi-year tables on real pages", () => {
  let microsoft: CitablePage[];
  let mgm: CitablePage[];

  beforeAll(async () => {
    // Microsoft FY2015 10-K: p28 share prices, repurchases, then Item 6's financial highlights.
    microsoft = await narrativePages({ file: "0e105acdaaaf9c2c", company: "Microsoft Corporation", ticker: "MSFT", fiscalYear: 2015 }, [28]);
    // MGM 2017 10-K: p30 selected financial data.
    mgm = await narrativePages({ file: "3ca2fbc51b6306df", company: "MGM Resorts International", ticker: "MGM", fiscalYear: 2017 }, [30]);
  }, 60_000);

  it("reads the run of years a summary's header names, below other tables on its page", () => {
    expect(multiYearColumns(microsoft[0]!.content, 2015)).toEqual([2011, 2012, 2013, 2014, 2015]);
    expect(multiYearColumns(mgm[0]!.content, 2017)).toEqual([2013, 2014, 2015, 2016, 2017]);
    expect(pagesReportingYear(mgm, 2017, new Set([2013]))).toHaveLength(1);
    expect(pagesReportingYear(mgm, 2017, new Set([2012]))).toHaveLength(0);
  });

  it("takes no statement's two or three years, no years to come and no run ending long before the filing", () => {
    expect(multiYearColumns("| (in millions) | 2022 | 2021 | 2020 |\n| --- | ---: | ---: | ---: |\n| Revenue | 1 | 2 | 3 |", 2022)).toEqual([]);
    expect(multiYearColumns("| | 2023 | 2024 | 2025 | 2026 | 2027 | Thereafter |", 2022)).toEqual([]);
    expect(multiYearColumns("| Notes due | 2012 | 2013 | 2014 | 2015 |", 2022)).toEqual([]);
    expect(multiYearColumns("Revenue grew in 2019, 2020, 2021 and 2022.", 2022)).toEqual([]);
  });
});
