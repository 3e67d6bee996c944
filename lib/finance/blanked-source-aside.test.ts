import { describe, expect, it } from "vitest";
import { composed } from "./formula-readings.fixture";

// The question's own words blank the statements it names, so "(cash flow statement)" beside an
// operand reaches the formula reader as a bracket of spaces.
const blanked = (question: string) => question.replace(/cash flow statement|statement of (?:income|earnings|cash flows)|income statement/gi, (m) => " ".repeat(m.length));

describe("an operand with where it is read in brackets, the statement's name blanked", () => {
  it("reads the operand before the empty bracket", () => {
    const q = "ULTA: cash spent on repurchase of common shares (cash flow statement) as a % of net income (statement of income), both in thousands. 2dp.";
    expect(composed(blanked(q))).toBe("Repurchases of common stock as % of Net income [percent] = Repurchases of common stock / Net income");
  });

  it("reads the same operands with the bracket written out", () => {
    const q = "capital expenditures (statement of cash flows) as a percentage of total net sales (income statement)";
    expect(composed(blanked(q))).toBe(composed(q));
    expect(composed(q)).toMatch(/= Capital expenditure \/ Revenue$/);
  });
});
