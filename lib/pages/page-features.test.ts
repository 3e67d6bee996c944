import { describe, expect, it } from "vitest";
import { fingerprintDistance, pageFeatures } from "./page-features";

const cashFlows = `Walmart Inc.
Consolidated Statements of Cash Flows
| | Fiscal Years Ended January 31, 2018 | 2017 | 2016 |
| --- | ---: | ---: | ---: |
| Consolidated net income | 10,523 | 14,293 | 15,080 |
| Depreciation and amortization | 10,529 | 10,080 | 9,454 |
| Net cash provided by operating activities | 28,337 | 31,530 | 27,389 |
| Payments for property and equipment | (10,051) | (10,619) | (11,477) |
| Net cash used in investing activities | (9,060) | (13,987) | (10,675) |
| Dividends paid | (6,124) | (6,216) | (6,294) |`;

const prose = `Our business is cyclical. In 2022 demand recovered, and in 2022 deliveries rose; in 2021 they had fallen.
The outlook for 2023 depends on supply chains and on the airlines' plans for new aircraft.`;

describe("pageFeatures", () => {
  it("reads the kind, the standard line items of the rows, and the years of the columns", () => {
    const f = pageFeatures(cashFlows);
    expect(f.kind).toBe("cash-flow-statement");
    expect(f.items.sort()).toEqual(["capitalExpenditure", "depreciationAmortization", "dividendsPaid", "investingCashFlow", "netIncome", "operatingCashFlow"].sort());
    expect(f.years).toEqual([2018, 2017, 2016]);
  });

  it("takes the years a page of prose mentions most", () => {
    expect(pageFeatures(prose).years).toEqual([2022]);
  });

  it("fingerprints pages so that copies are close and different pages are far", () => {
    const a = pageFeatures(cashFlows).fingerprint;
    const copy = pageFeatures(`Exhibit 99.1\n${cashFlows}`).fingerprint;
    const other = pageFeatures(prose).fingerprint;
    const nextYear = pageFeatures(cashFlows.replace(/\d{1,3},\d{3}/g, (n) => String(Number(n.replace(",", "")) + 137))).fingerprint;
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprintDistance(a, a)).toBe(0);
    expect(fingerprintDistance(a, copy)).toBeLessThan(6);
    expect(fingerprintDistance(a, other)).toBeGreaterThan(15);
    expect(fingerprintDistance(a, nextYear)).toBeGreaterThan(8);
  });
});
