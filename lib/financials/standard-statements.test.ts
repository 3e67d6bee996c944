// The standardised statements of real filings, each figure checked against the page it is
// printed on: a company reporting in thousands whose later 10-K restates a year, and a quarter.
import { beforeAll, describe, expect, it } from "vitest";
import { amcorQ2, netflix2017, netflix2018, type Filing } from "./real-filings.fixture";
import { standardStatements, type StandardStatements } from "./standard-statements";

const cell = (s: StandardStatements, item: string, period: string) => s.statements.flatMap((x) => x.rows).find((r) => r.item === item)?.cells[period];

describe("standard statements of real filings", () => {
  let n2017: Filing;
  let n2018: Filing;
  let netflix: StandardStatements;
  let amcor: StandardStatements;

  beforeAll(async () => {
    [n2017, n2018] = await Promise.all([netflix2017(), netflix2018()]);
    netflix = standardStatements([n2017, n2018]);
    amcor = standardStatements([await amcorQ2()]);
  }, 120_000);

  it("covers every year the filings state, newest first, in the unit they are printed in", () => {
    expect(netflix.periods.map((p) => p.key)).toEqual(["FY2018", "FY2017", "FY2016", "FY2015"]);
    expect(netflix.reportingScale).toBe(1_000);
    // Income statement, 2018 10-K page 42: "Revenues | 15,794,341 | 11,692,713 | 8,830,669" (in thousands).
    const revenue = cell(netflix, "revenue", "FY2018")!;
    expect(revenue.value).toMatchObject({ printed: 15_794_341, amount: 15_794_341_000, scale: 1_000, pageNumber: 42, label: "Revenues", documentTitle: "Netflix 10-K 2018" });
    expect(n2018.pages[0]!.content).toContain(revenue.value.line);
    // Balance sheet, page 45: "Total assets | 25,974,400 | 19,012,742".
    expect(cell(netflix, "totalAssets", "FY2018")!.value).toMatchObject({ printed: 25_974_400, pageNumber: 45 });
    // Cash flows, page 44: "Purchases of property and equipment | (173,946)": an outflow, as a positive amount.
    expect(cell(netflix, "capitalExpenditure", "FY2018")!.value).toMatchObject({ printed: -173_946, amount: 173_946_000, pageNumber: 44 });
    expect(cell(netflix, "operatingCashFlow", "FY2018")!.value.amount).toBe(-2_680_479_000);
    // Per-share figures are not scaled: "Diluted | 2.68" under "Earnings per share:".
    expect(cell(netflix, "epsDiluted", "FY2018")!.value).toMatchObject({ amount: 2.68, perShare: true, scale: 1 });
    // "Basic | 435,374" under weighted-average shares is no earnings per share.
    expect(cell(netflix, "epsBasic", "FY2018")!.value.amount).toBe(2.78);
  });

  it("keeps both figures of a restated year, and which filing said what", () => {
    // 2018 10-K page 42: "Cost of revenues | 9,967,538 | 8,033,000 | 6,257,462";
    // 2017 10-K page 42: "Cost of revenues | 7,659,666 | 6,029,901 | 4,591,476".
    const costs = cell(netflix, "costOfRevenue", "FY2017")!;
    expect(costs.restated).toBe(true);
    expect(costs.value).toMatchObject({ printed: 8_033_000, documentTitle: "Netflix 10-K 2018" });
    expect(costs.readings.map((r) => [r.documentTitle, r.printed, r.pageNumber])).toEqual([
      ["Netflix 10-K 2018", 8_033_000, 42],
      ["Netflix 10-K 2017", 7_659_666, 42],
    ]);
    // Revenue of 2017 is the same in both: no restatement.
    const revenue = cell(netflix, "revenue", "FY2017")!;
    expect(revenue.restated).toBe(false);
    expect(revenue.readings).toHaveLength(2);
    expect(netflix.periodFilings.FY2017).toEqual([n2018.document.id, n2017.document.id]);
  });

  it("reads a quarterly report's quarter and the one a year before, not the half years beside them", () => {
    // Amcor 10-Q page 5: "Net sales | 3,642 | 3,507 | 7,354 | 6,927" ($ in millions; three months, then six).
    expect(amcor.periods.map((p) => p.key)).toEqual(["FY2023 Q2", "FY2022 Q2"]);
    expect(cell(amcor, "revenue", "FY2023 Q2")!.value).toMatchObject({ printed: 3_642, amount: 3_642_000_000, pageNumber: 5 });
    // The comparative column is the same quarter a year before, not the half year.
    expect(cell(amcor, "revenue", "FY2022 Q2")!.value).toMatchObject({ printed: 3_507, pageNumber: 5 });
    expect(cell(amcor, "netIncome", "FY2022 Q2")!.value.printed).toBe(229);
    expect(cell(amcor, "netIncome", "FY2023 Q2")!.value.printed).toBe(461);
    expect(cell(amcor, "epsDiluted", "FY2023 Q2")!.value.amount).toBe(0.307);
    expect(amcor.reportingScale).toBe(1_000_000);
  });
});
