import { describe, expect, it } from "vitest";
import { periodFit, type DocumentPeriod } from "./period-fit";
import { readPeriods } from "./read-periods";

const annual = (fiscalYear: number, date = `${fiscalYear}-12-31`): DocumentPeriod => ({
  category: "annual-financial-report", formType: "10-K", date, fiscalYear, fiscalQuarter: null, fiscalPeriod: "year",
});
const quarterly = (fiscalYear: number, fiscalQuarter: number, date: string): DocumentPeriod => ({
  category: "interim-financial-report", formType: "10-Q", date, fiscalYear, fiscalQuarter, fiscalPeriod: "quarter",
});
const release = (date: string, fiscalYear: number, fiscalQuarter: number | null): DocumentPeriod => ({
  category: "earnings-release", formType: "8-K", date, fiscalYear, fiscalQuarter, fiscalPeriod: fiscalQuarter ? "quarter" : null,
});
const fit = (doc: DocumentPeriod, question: string) => periodFit(doc, readPeriods(question));

describe("periodFit", () => {
  it("prefers the annual report of the year, then later ones that show it as a comparative", () => {
    const q = "FY2018 revenue";
    expect(fit(annual(2018), q)).toBe(1);
    expect(fit(annual(2019), q)!).toBeGreaterThan(fit(annual(2020), q)!);
    expect(fit(annual(2020), q)!).toBeGreaterThan(fit(annual(2017), q)!);
  });

  it("prefers the report that ends a span of years to the ones inside it", () => {
    const q = "FY2017 - FY2019 average";
    expect(fit(annual(2019), q)).toBe(1);
    expect(fit(annual(2017), q)!).toBeLessThan(1);
    expect(fit(annual(2017), q)!).toBeGreaterThan(fit(annual(2016), q)!);
  });

  it("matches quarters, halves and the fourth quarter with the annual report", () => {
    expect(fit(quarterly(2023, 2, "2022-12-31"), "as of Q2 of FY2023")).toBe(1);
    expect(fit(quarterly(2023, 1, "2022-09-30"), "as of Q2 of FY2023")!).toBeLessThan(0.5);
    expect(fit(quarterly(2023, 2, "2023-06-30"), "in H1 FY2023")).toBe(1);
    expect(fit(annual(2022), "Q4 2022 results")!).toBeGreaterThan(0.5);
  });

  it("matches dates and months", () => {
    expect(fit(release("2022-07-01", 2022, null), "8-K dated 1st July 2022")).toBe(1);
    expect(fit(release("2022-04-26", 2022, null), "8-K dated 1st July 2022")!).toBeLessThan(0.5);
    expect(fit(quarterly(2023, 2, "2023-06-30"), "as of Jun'23")).toBe(1);
  });

  it("fits a date with the filing a year on, whose comparative column states it", () => {
    // Lockheed Martin: its 2019 10-K's balance sheet has a December 31, 2018 column.
    expect(fit(annual(2019), "quick ratio at December 31, 2018")).toBe(0.6);
    // Its Q2 2022 10-Q (June 26, 2022) states the quarter ended June 27, 2021 beside its own.
    expect(fit(quarterly(2022, 2, "2022-06-26"), "for the quarter ended June 27, 2021")).toBe(0.6);
    expect(fit(quarterly(2022, 2, "2022-06-26"), "for the quarter ended March 28, 2021")).toBe(0);
    // Best Buy's fiscal 2014 ended February 1, 2014: its fiscal 2016 10-K's income statement still has it.
    expect(fit(annual(2016, "2016-01-30"), "gross profit rate for the year ended February 1, 2014")).toBe(0.45);
    expect(fit(annual(2017, "2017-01-28"), "gross profit rate for the year ended February 1, 2014")).toBe(0);
  });

  it("fits a month with the annual report of the fiscal year it falls in", () => {
    // Best Buy's fiscal 2018 ran from January 29, 2017 to February 3, 2018.
    expect(fit(annual(2018, "2018-02-03"), "authorized in February 2017")).toBe(0.7);
    expect(fit(annual(2017, "2017-01-28"), "authorized in February 2017")!).toBeLessThan(0.7);
    expect(fit(annual(2019, "2019-02-02"), "authorized in February 2017")).toBe(0);
  });

  it("fits both periods of a comparison", () => {
    const q = "between FY2023 and Q2 of FY2024";
    expect(fit(annual(2023, "2023-01-28"), q)).toBe(1);
    expect(fit(quarterly(2024, 2, "2023-07-29"), q)).toBe(1);
  });

  it("is undefined when the question names no period", () => {
    expect(fit(annual(2019), "Is the business cyclical?")).toBeUndefined();
  });
});

describe("periodFit across naming conventions", () => {
  it("fits a year named by the calendar year its period ends in, nearly as well as the filer's own name", () => {
    const ulta = { ...release("2023-03-09", 2022, 4), periodEnd: "2023-01-28" };
    expect(fit(ulta, "in FY2023")!).toBeGreaterThan(0.6);
    expect(fit(annual(2022, "2023-01-28"), "in FY2023")).toBe(0.9);
    expect(fit(annual(2023, "2024-02-03"), "in FY2023")).toBe(1);
  });
});
