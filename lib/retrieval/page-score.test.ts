import { describe, expect, it } from "vitest";
import type { PageKind } from "../catalog/codes";
import type { StoredPage } from "../pages/page-feature-store";
import { kindScore, wanted } from "./page-score";
import { understandQuery } from "./understand-query";

const page = (kind: PageKind): StoredPage => ({ rowid: 1, pageNumber: 1, kind, items: new Set(), years: [], fingerprint: "0".repeat(16) });

describe("kindScore", () => {
  it("prefers the statement of a line item, and next the other statements that state it", () => {
    // Depreciation and amortization is a cash flow line that many income statements state too.
    const want = wanted(understandQuery("What was depreciation and amortization as a % margin in 2018?", []));
    expect(kindScore(page("cash-flow-statement"), want)).toBe(1);
    expect(kindScore(page("income-statement"), want)).toBe(0.8);
    expect(kindScore(page("balance-sheet"), want)).toBe(0);
  });

  it("gives no statement but its own a preference for a line item stated in one place", () => {
    const want = wanted(understandQuery("What were inventories at the end of 2018?", []));
    expect(kindScore(page("balance-sheet"), want)).toBe(1);
    expect(kindScore(page("income-statement"), want)).toBe(0);
  });
});
