import { describe, expect, it } from "vitest";
import { lineItem, rowLabelItem } from "../../finance";
import { insideWording, saysWholeWording, widerWordings } from "./wider-wording";

describe("the wording a question wraps around a dictionary item", () => {
  it.each([
    ["How much cash paid for income taxes did the company report for fiscal 2021?", "incomeTax", ["cash paid for income taxes", "paid for income taxes"]],
    ["According to the 10-K, what was Acme's excess tax benefits on stock-based compensation for 2018?", "stockBasedCompensation", ["excess tax benefits on stock-based compensation", "tax benefits on stock-based compensation", "benefits on stock-based compensation"]],
    ["What was Acme's provision for losses on accounts receivable in FY2020?", "receivables", ["provision for losses on accounts receivable", "losses on accounts receivable"]],
    ["Cash and cash equivalents at beginning of year, FY2021, Acme?", "cash", ["cash and cash equivalents at beginning of year"]],
    ["How much effect of exchange rate changes on cash and cash equivalents did Acme report for fiscal 2023?", "cash", ["exchange rate changes on cash and cash equivalents", "rate changes on cash and cash equivalents", "changes on cash and cash equivalents"]],
  ] as const)("%s", (question, item, wordings) => {
    expect(widerWordings(question, item)).toEqual(wordings.map(rowLabelItem));
  });

  it.each([
    ["What was Apple's revenue in FY2020?", "revenue"],
    ["What was the provision for income taxes in 2021?", "incomeTax"],
    ["How much cash did Acme have at the end of FY2020?", "cash"],
    // A question about how an item moved is not a row of its own wording.
    ["What was the change in accounts receivable in 2020?", "receivables"],
  ] as const)("adds nothing to %s", (question, item) => {
    expect(widerWordings(question, item)).toEqual([]);
  });
});

describe("a dictionary item inside a row's wording", () => {
  it("is no item of its own when every mention lies inside the wording", () => {
    const question = "How much cash paid for interest did Acme report for fiscal 2018?";
    expect(insideWording(question, "cash", [rowLabelItem("cash paid for interest")])).toBe(true);
  });

  it("stays an item when the question names it apart too", () => {
    const question = "What were Acme's cash and its cash paid for interest in 2018?";
    expect(insideWording(question, "cash", [rowLabelItem("cash paid for interest")])).toBe(false);
    expect(insideWording("What was revenue and cost of sales in 2020?", "revenue", [rowLabelItem("cost of sales")])).toBe(false);
  });
});

describe("a row asked by its label that moves a balance", () => {
  it.each(["repayment of lease liabilities", "repayments of long-term debt and other", "increase in accounts payable", "effect of exchange rate changes on cash and cash equivalents"])(
    "%s is a flow of the cash-flow statement",
    (label) => {
      const definition = lineItem(rowLabelItem(label));
      expect(definition.statement).toBe("cash-flow-statement");
      expect(definition.pointInTime).toBe(false);
    },
  );

  it("a balance stays a balance", () => {
    expect(lineItem(rowLabelItem("operating lease liabilities")).pointInTime).toBe(true);
  });
});

describe("a row that says the whole wording", () => {
  it.each([
    ["cash paid for income taxes", "Cash paid for income taxes, net of refunds", "", true],
    ["cash paid for interest", "Interest", "Cash paid for:", true],
    ["repayments of long-term debt", "Repayment of long-term debt", "", true],
    ["cash paid for income taxes", "Deferred income taxes", "", false],
    ["cash and cash equivalents at beginning of year", "Cash and cash equivalents", "", false],
  ] as const)("%s in %s (%s): %s", (wording, label, section, says) => {
    expect(saysWholeWording(rowLabelItem(wording), label, section)).toBe(says);
  });
});
