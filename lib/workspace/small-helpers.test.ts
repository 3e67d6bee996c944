import { describe, expect, it } from "vitest";
import { categoryLabel, periodLabel } from "./document-labels";
import { safeNextPath, signInPath } from "./next-path";
import { isNumericCell } from "./numeric-cell";

describe("isNumericCell", () => {
  it.each(["5,363", "(1,204)", "$ 12.5", "$(3.1)", "14%", "—", "-", "−0.4", "2023", "1.2x"])("treats %s as a figure", (cell) => {
    expect(isNumericCell(cell)).toBe(true);
  });
  it.each(["Net income", "", "Q4 2023", "12 months ended", "Note 7"])("treats %s as text", (cell) => {
    expect(isNumericCell(cell)).toBe(false);
  });
});

describe("safeNextPath", () => {
  it("follows paths on this site only", () => {
    expect(safeNextPath("/documents?year=2022")).toBe("/documents?year=2022");
    expect(safeNextPath("//evil.example/x")).toBe("/");
    expect(safeNextPath("/\\evil.example")).toBe("/");
    expect(safeNextPath("https://evil.example")).toBe("/");
    expect(safeNextPath("/sign-in?next=/x")).toBe("/");
    expect(safeNextPath(null)).toBe("/");
  });
  it("builds the sign-in link", () => {
    expect(signInPath("/")).toBe("/sign-in");
    expect(signInPath("/documents?year=2022")).toBe("/sign-in?next=%2Fdocuments%3Fyear%3D2022");
  });
});

describe("labels", () => {
  it("names categories in both versions' codes", () => {
    expect(categoryLabel("annual-report")).toBe("Annual financial report");
    expect(categoryLabel("interim-financial-report")).toBe("Interim financial report");
    expect(categoryLabel("esg-report")).toBe("ESG report");
    expect(categoryLabel(null)).toBe("—");
  });
  it("names fiscal periods", () => {
    expect(periodLabel(2023, 2)).toBe("Q2 FY2023");
    expect(periodLabel(2023, null)).toBe("FY2023");
    expect(periodLabel(null, 1)).toBe("—");
  });
});
