import { describe, expect, it } from "vitest";
import { withoutPeriodNotes, withoutSignAlternatives } from "./label-asides";

describe("what a label or a question says in parentheses beside what it names", () => {
  it.each([
    ["Net income (loss) attributable to MGM Resorts International", "Net income   attributable to MGM Resorts International"],
    ["Interest expense (income), net", "Interest expense  , net"],
    ["equity in income/(loss) of affiliated companies", "equity in income  of affiliated companies"],
    ["Other (income) expense, net", "Other   expense, net"],
    ["Net sales (Note 2)", "Net sales (Note 2)"],
    ["Cash and cash equivalents (restricted)", "Cash and cash equivalents (restricted)"],
  ])("leaves the sign alternative out of %s", (label, expected) => {
    expect(withoutSignAlternatives(label)).toBe(expected);
  });

  it.each([
    "Amcor's EBIT for fiscal 2021 (year ended June 30, 2021) as",
    "BBY FY2022 (52 weeks ended January 29, 2022). Return",
    "Q1 2023 (quarter ended April 2, 2023), what",
    "NIKE's fiscal 2020 (fiscal year ended May 31, 2020) EBIT",
  ])("blanks the period in parentheses of %s, offsets kept", (text) => {
    const blanked = withoutPeriodNotes(text);
    expect(blanked).toHaveLength(text.length);
    expect(blanked).not.toMatch(/ended/);
  });

  it("keeps a parenthesis that names an operand", () => {
    expect(withoutPeriodNotes("net sales (consolidated statement of operations)")).toBe("net sales (consolidated statement of operations)");
  });
});
