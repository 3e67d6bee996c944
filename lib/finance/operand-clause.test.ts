import { describe, expect, it } from "vitest";
import { operandOfClause } from "./operand-clause";

describe("an operand told as a clause", () => {
  it.each([
    ["take what it paid out in dividends", "dividends paid"],
    ["what it spent on repurchases in", "repurchases"],
    ["what it spent buying back stock", "repurchases of stock"],
    ["the interest it actually paid", "the interest paid"],
    ["income taxes they really paid", "income taxes paid"],
    ["what it paid for property and equipment", "paid for property and equipment"],
    ["what it paid to acquire property, plant and equipment", "payments to acquire property, plant and equipment"],
    ["it spent buying back shares", "repurchases of shares"],
    ["what the company returned as dividends", "dividends returned"],
    ["take cash interest paid", "cash interest paid"],
    ["the cash its operations generated", "cash provided by operations"],
    ["cash their operating activities produced", "cash provided by operating activities"],
  ])("reads %j as the row %j", (clause, row) => {
    expect(operandOfClause(clause)).toBe(row);
  });

  it.each(["net income", "cash paid for interest", "dividends paid", "interest expense, net", "what remains of goodwill"])("keeps %j as it is", (operand) => {
    expect(operandOfClause(operand)).toBe(operand);
  });
});
