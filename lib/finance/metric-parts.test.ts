// A question that defines one side of a metric it names ("acid-test ratio … treat quick assets as
// current assets excluding inventories"), a definition in brackets after a date, and the
// balances an average is said to be taken of.
import { describe as suite, expect, it } from "vitest";
import { asked } from "./formula-readings.fixture";
import { termExpr } from "./formula-words";
import { describe } from "./expression";

suite("a side of a named metric defined by the question", () => {
  it.each([
    ["What was Best Buy's acid-test ratio at July 29, 2023? Treat quick assets as current assets excluding merchandise inventories.", "Quick ratio [ratio] = (Total current assets − Inventories) / Total current liabilities"],
    ["Acme's quick ratio for FY2023, taking quick assets as current assets less inventories less prepaid expenses?", "Quick ratio [ratio] = (Total current assets − Inventories − Prepaid expenses) / Total current liabilities"],
    ["What was Lockheed Martin's debt-to-capital ratio at June 26, 2022, with capital taken as long-term debt, net plus total stockholders' equity?", "Debt to capital [percent] = Short-term debt + Long-term debt, or else Long-term debt / (Long-term debt + Total shareholders' equity)"],
    ["Globex FY2023 debt to equity ratio, where debt is defined as long-term debt plus short-term borrowings?", "Debt to equity [ratio] = (Long-term debt + Short-term debt) / Total shareholders' equity"],
  ])("reads %s", (question, expected) => {
    expect(asked(question, 2023)).toBe(expected);
  });

  it("keeps a term the metric has no side called so as a definition of its own", () => {
    expect(asked("What were Acme's quick assets in FY2023? Take quick assets as current assets less inventories.", 2023)).toBe("Quick assets [currency] = Total current assets − Inventories");
  });
});

suite("a definition in brackets after a date", () => {
  it("reads the bracket as the named metric's formula", () => {
    expect(asked("Ulta Beauty's quick ratio at July 29, 2023 (current assets minus merchandise inventories, divided by current liabilities)?", 2023)).toBe(
      "Quick ratio [ratio] = (Total current assets − Inventories) / Total current liabilities",
    );
  });
});

suite("excluding as a subtraction", () => {
  it("subtracts only where no comma makes it a label's note", () => {
    const read = (t: string) => describe(termExpr(t, { year: 2023 }) ?? { constant: 0 });
    expect(asked("Define tangible current assets as current assets excluding inventories. What were they for Acme in FY2023?", 2023)).toBe("Tangible current assets [currency] = Total current assets − Inventories");
    expect(read("long-term debt, excluding current portion")).not.toMatch(/−/);
  });
});

suite("the balances an average is taken of", () => {
  it.each([
    ["the average of the two year-end balances of total assets", "average Total assets"],
    ["the average of both balances of inventories", "average Inventories"],
    ["average of the year-end balances of total stockholders' equity", "average Total shareholders' equity"],
  ])("reads %s", (text, expected) => {
    expect(describe(termExpr(text, { year: 2023 })!)).toBe(expected);
  });
});
