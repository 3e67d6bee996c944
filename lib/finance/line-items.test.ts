import { expect, it } from "vitest";
import { lineItem, rowLabelItem } from "./line-items";

it("takes a row named as a cost or expense as an amount, whatever sign it is printed with", () => {
  expect(lineItem(rowLabelItem("Cost of services")).outflow).toBe(true);
  expect(lineItem(rowLabelItem("Interest and debt expense")).outflow).toBe(true);
  expect(lineItem(rowLabelItem("Game operations and distribution costs")).outflow).toBe(true);
});

it("keeps the sign of a row that nets income against expense", () => {
  expect(lineItem(rowLabelItem("Other income (expense), net")).outflow).toBe(false);
  expect(lineItem(rowLabelItem("Income tax expense")).outflow).toBe(false);
  expect(lineItem(rowLabelItem("Sales of services")).outflow).toBe(false);
});

it("falls back from a row's wording to the dictionary's item it qualifies, not to one it is about", async () => {
  const { itemWithinLabel } = await import("./line-item-match");
  expect(itemWithinLabel(rowLabelItem("bitcoin revenue"))).toBe("revenue");
  expect(itemWithinLabel(rowLabelItem("revenue from services"))).toBe("revenue");
  expect(itemWithinLabel(rowLabelItem("sales of property, plant and equipment"))).toBeUndefined();
  expect(itemWithinLabel(rowLabelItem("proceeds from long-term debt"))).toBeUndefined();
});

it("reads pre-tax income and its tax when labelled 'before provision/(benefit) for taxes on income'", async () => {
  const { matchRowLabel } = await import("./line-item-match");
  expect(matchRowLabel("Income from continuing operations before provision/(benefit) for taxes on income")).toBe("pretaxIncome");
  expect(matchRowLabel("Earnings before provision for taxes on income")).toBe("pretaxIncome");
  expect(matchRowLabel("Provision/(benefit) for taxes on income")).toBe("incomeTax");
});

it("reads a provision whose benefit is named beside it, and not the taxes paid", async () => {
  const { matchRowLabel } = await import("./line-item-match");
  expect(matchRowLabel("Provision for (benefit from) income taxes")).toBe("incomeTax");
  expect(matchRowLabel("Income taxes paid")).toBeUndefined();
  expect(matchRowLabel("Interest paid")).toBeUndefined();
  expect(matchRowLabel("Dividends paid")).toBe("dividendsPaid");
});

it("reads a deduction from a balance by its size", () => {
  expect(lineItem(rowLabelItem("Valuation allowance")).outflow).toBe(true);
  expect(lineItem(rowLabelItem("Change in valuation allowance")).outflow).toBe(false);
});

it("reads the LIFO reserve by its label and its name, by its size", async () => {
  const { matchRowLabel } = await import("./line-item-match");
  expect(matchRowLabel("Excess of FIFO over LIFO cost (a)")).toBe("lifoReserve");
  expect(lineItem("lifoReserve").outflow).toBe(true);
});
