import { describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { describeFilings, namedAsFiscal, outsideHoldings, yearsMeant, yearsReported } from "./coverage";
import { readQuestion } from "../../retrieval/read-question";

const doc = (facts: Partial<CatalogDocument>) =>
  ({ category: "annual-financial-report", formType: "10-K", fiscalQuarter: null, date: "2022-12-31", ...facts }) as CatalogDocument;
const tenK2021 = doc({ fiscalYear: 2021, date: "2021-12-31" });
const tenK2022 = doc({ fiscalYear: 2022 });

describe("coverage of the catalog's filings", () => {
  it("knows the years a filing reports", () => {
    expect(yearsReported(tenK2022)).toEqual([2020, 2021, 2022]);
    expect(yearsReported(doc({ formType: "10-Q", category: "interim-financial-report", fiscalYear: 2023, fiscalQuarter: 2 }))).toEqual([2022, 2023]);
    expect(yearsReported(doc({ formType: "8-K", category: "current-report", fiscalYear: null, date: "2023-01-19" }))).toEqual([2023]);
  });

  it("says which filings there are and what they cover when none reports the year asked", () => {
    const holdings = { companies: ["3M Company"], documents: [tenK2021, tenK2022] };
    const answer = outsideHoldings(readQuestion("What were 3M's capital expenditures in FY2018?"), holdings);
    expect(answer?.text).toBe(
      "The catalog holds 3M's 10-K for FY2021 and FY2022, which report FY2019 to FY2022; none of them covers FY2018, so the filings cannot answer this question.",
    );
    expect(answer?.excerpts.size).toBe(0);
    expect(outsideHoldings(readQuestion("What was 3M's capex in FY2019?"), holdings)).toBeNull();
    expect(outsideHoldings(readQuestion("What was 3M's capex?"), holdings)).toBeNull();
  });

  it("reads a December filer's year as the calendar year, a retailer's either way", () => {
    // 3M closes its years in December: "2023" is its fiscal 2023, which its 10-K for 2022 does not report.
    const threeM = { companies: ["3M Company"], documents: [tenK2021, tenK2022] };
    expect(yearsMeant(2023, threeM.documents)).toEqual([2023]);
    expect(outsideHoldings(readQuestion("3M operating income margin for 2023, in percent?"), threeM)?.text).toMatch(/none of them covers FY2023/);
    expect(outsideHoldings(readQuestion("3M operating income margin for 2022?"), threeM)).toBeNull();
    // What it expected of 2023 is in its 10-K for 2022.
    const ahead = "What capital expenditures did 3M anticipate for 2023?";
    expect(outsideHoldings(readQuestion(ahead), threeM, ahead)).toBeNull();
    // Walmart's fiscal 2021 ended in January 2021: "2020" may mean it.
    const walmart = [doc({ fiscalYear: 2021, date: "2021-01-31" })];
    expect(yearsMeant(2020, walmart)).toEqual([2020, 2019]);
    expect(yearsMeant(2022, walmart)).toEqual([2022, 2021]);
  });

  it("declines a half or nine months that no interim filing reports, and reads one that does", () => {
    const tenQ2023 = doc({ formType: "10-Q", category: "interim-financial-report", fiscalYear: 2023, fiscalQuarter: 2, date: "2023-07-02" });
    const holdings = { companies: ["Pfizer Inc."], documents: [doc({ fiscalYear: 2020, date: "2020-12-31" }), tenQ2023] };
    expect(outsideHoldings(readQuestion("What was Pfizer's revenue in the first half of 2019?"), holdings)?.text).toMatch(
      /; none of them reports the first half of FY2019, so the filings cannot answer this question\.$/,
    );
    expect(outsideHoldings(readQuestion("What was Pfizer's revenue in the first half of 2023?"), holdings)).toBeNull();
    expect(outsideHoldings(readQuestion("What was Pfizer's revenue in the first half of 2022?"), holdings)).toBeNull();
  });

  it("reads a year named the filer's way as that fiscal year, not the one it began in", () => {
    expect(namedAsFiscal("Ulta Beauty net sales in the second quarter of fiscal 2024?", 2024)).toBe(true);
    expect(namedAsFiscal("ADBE total revenue, Q2 FY2024?", 2024)).toBe(true);
    expect(namedAsFiscal("Best Buy revenue, fiscal year 2025, Q1?", 2025)).toBe(true);
    expect(namedAsFiscal("BBY 2Q FY'24 revenue?", 2024)).toBe(true);
    expect(namedAsFiscal("Best Buy revenue in the quarter ended July 2024?", 2024)).toBe(false);
    expect(namedAsFiscal("What were Ulta Beauty's net sales in 2024?", 2024)).toBe(false);
    // Ulta Beauty's fiscal 2023 ends in early 2024; its release for the second quarter of fiscal 2023.
    const ulta = [
      doc({ fiscalYear: 2022, date: "2023-01-28" }),
      doc({ formType: null, category: "earnings-release", fiscalYear: 2023, fiscalQuarter: 2, date: "2023-08-24" }),
    ];
    const holdings = { companies: ["Ulta Beauty, Inc."], documents: ulta };
    for (const question of ["What were Ulta Beauty's net sales in the second quarter of fiscal 2024?", "ULTA Q2 FY24 net sales?"]) {
      expect(outsideHoldings(readQuestion(question), holdings, question)?.text).toMatch(/none of them (?:covers FY2024|reports Q2 FY2024), so the filings cannot answer/);
    }
    const held = "What were Ulta Beauty's net sales in the second quarter of fiscal 2023?";
    expect(outsideHoldings(readQuestion(held), holdings, held)).toBeNull();
    // Written plainly, 2024 may be the year that began in 2023: its second quarter is held.
    const plain = "Ulta net sales in the second quarter of 2024?";
    expect(outsideHoldings(readQuestion(plain), holdings, plain)).toBeNull();
    // A year alone is not declined on its naming: a question's "FY2024" may follow the filer's
    // naming or the calendar year the fiscal year ends in, and only a quarter is dated so exactly.
    expect(yearsMeant(2024, ulta)).toEqual([2024, 2023]);
  });

  it("says so when the catalog holds nothing of the company", () => {
    expect(outsideHoldings(readQuestion("Apple revenue FY2022?"), { companies: ["Apple Inc."], documents: [] })?.text).toMatch(/holds no filings of Apple Inc\./);
  });

  it("describes filings by form and period", () => {
    const eightKs = [doc({ formType: "8-K", category: "current-report", fiscalYear: 2023, date: "2023-01-19" }), doc({ formType: "8-K", category: "current-report", fiscalYear: 2023, date: "2023-08-16" })];
    expect(describeFilings(eightKs)).toBe("8-K of 2023-01-19 and 2023-08-16");
  });
});

describe("coverage reaching into a five-year summary", () => {
  const doc = (facts: Partial<CatalogDocument>) =>
    ({ category: "annual-financial-report", formType: "10-K", fiscalQuarter: null, ...facts }) as CatalogDocument;
  const tenK2015 = doc({ fiscalYear: 2015, date: "2015-12-31" });
  const tenK2016 = doc({ fiscalYear: 2016, date: "2016-12-31" });
  // The 2015 10-K's selected financial data goes back to 2011.
  const tableYears = (d: CatalogDocument, years: readonly number[]) => (d === tenK2015 ? years.filter((y) => y >= 2011 && y <= 2015) : []);
  const holdings = { companies: ["Netflix, Inc."], documents: [tenK2015, tenK2016], tableYears };

  it("answers a year the summary prints and declines the year before it", () => {
    expect(outsideHoldings(readQuestion("Netflix revenue for 2011?"), holdings)).toBeNull();
    expect(outsideHoldings(readQuestion("What were Netflix's total revenues for 2010?"), holdings)?.text).toBe(
      "The catalog holds Netflix's 10-K for FY2015 and FY2016, which report FY2013 to FY2016; none of them covers FY2010, so the filings cannot answer this question.",
    );
  });
});

describe("a period named by its last day, after every filing", () => {
  const doc = (facts: Partial<CatalogDocument>) =>
    ({ category: "annual-financial-report", formType: "10-K", fiscalQuarter: null, ...facts }) as CatalogDocument;
  const mgm = {
    companies: ["MGM Resorts International"],
    documents: [
      doc({ fiscalYear: 2021, date: "2021-12-31" }),
      doc({ formType: "10-Q", category: "interim-financial-report", fiscalYear: 2023, fiscalQuarter: 2, date: "2023-06-30" }),
      doc({ formType: "8-K", category: "current-report", fiscalYear: 2023, date: "2023-09-12" }),
    ],
  };

  it.each([
    "MGM Resorts total revenues for the quarter ended September 30, 2023?",
    "What was MGM's cash balance as of September 30, 2023?",
    "MGM revenue, three months ended Sept 30 2023".replace("Sept 30 2023", "September 30 2023"),
  ])("declines %s", (question) => {
    expect(outsideHoldings(readQuestion(question), mgm, question)?.text).toMatch(/the latest is dated 2023-09-12, before the period asked ended \(2023-09-30\)/);
  });

  it("answers a period that ended before a filing's date", () => {
    const question = "MGM Resorts total revenues for the quarter ended June 30, 2023?";
    expect(outsideHoldings(readQuestion(question), mgm, question)).toBeNull();
  });
});
