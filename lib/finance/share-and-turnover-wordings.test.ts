// Shares and turnovers worded without the metric's name: "what share of revenue was left as
// gross profit", "what portion of X was Y", "how many times did it turn over its inventories".
import { describe as suite, expect, it } from "vitest";
import { composed } from "./formula-readings.fixture";
import { shareSideName } from "./share-and-turnover-wordings";

suite("a share of a whole left as a profit", () => {
  it.each([
    ["BBY Q2 FY24: what share of revenue was left as gross profit in the quarter?", "Gross profit as a share of revenue [percent] = Gross profit, or else Revenue − Cost of revenue / Revenue"],
    ["What share of Coca-Cola's 2017 net operating revenues was left as operating income?", "Operating margin [percent] = Operating income / Revenue"],
    ["How much of its net sales remained as net income in 2021?", "Net profit margin [percent] = Net income, or else Net income attributable to shareholders / Revenue"],
    ["For Globex, what part of total revenue was kept as operating income in 2021?", "Operating margin [percent] = Operating income / Revenue"],
  ])("reads %s", (question, expected) => {
    expect(composed(question)).toBe(expected);
  });

  it("reads no share across a sentence's end", () => {
    // ("… so take net sales less cost of sales" is how the part is worked out, not a share taken by "take".)
    expect(composed("In fiscal 2023 what share of net sales was left as gross profit? The income statement has no gross profit line, so take net sales less cost of sales.")).toBe(
      "Gross profit as a share of net sales [percent] = Gross profit, or else Revenue − Cost of revenue / Revenue",
    );
  });
});

suite("a share of a whole that was a part", () => {
  it.each([
    ["What portion of Verizon's total current liabilities at the end of 2022 was accounts payable and accrued liabilities?", "Accounts payable as % of Total current liabilities [percent] = Accounts payable / Total current liabilities"],
    ["What fraction of Activision Blizzard's total assets at December 31, 2019 was goodwill, in percent?", "Goodwill as % of Total assets [percent] = Goodwill / Total assets"],
    ["What percentage of Acme's total assets were made up of inventories in 2021?", "Inventories as % of Total assets [percent] = Inventories / Total assets"],
  ])("reads %s", (question, expected) => {
    expect(composed(question)).toBe(expected);
  });

  it("reads no share when the part names no line item", () => {
    // (Where revenue was earned is a table's question, not a quotient of two rows.)
    expect(composed("What percentage of Acme's revenue was generated outside the United States?")).toBeNull();
  });
});

suite("a turnover asked as how many times a balance turned over", () => {
  it.each([
    ["How many times did Best Buy turn over its merchandise inventories in fiscal 2023?", "Inventory turnover [times] = Cost of revenue / average Inventories"],
    ["Amcor FY2023: how many times did it turn over its total assets?", "Asset turnover [times] = Revenue / average Total assets"],
    ["How many times were Globex's receivables turned over in 2020?", "Receivables turnover [times] = Revenue / average Accounts receivable"],
    ["Acme's inventory turned over how many times in fiscal 2021?", "Inventory turnover [times] = Cost of revenue / average Inventories"],
  ])("reads %s", (question, expected) => {
    expect(composed(question)).toBe(expected);
  });

  it("reads no turnover of a balance none is kept of", () => {
    expect(composed("How many times did Acme turn over its goodwill in 2021?")).toBeNull();
  });
});

suite("a share of a whole offset or funded by a part", () => {
  it.each([
    ["What share of Globex's gross deferred tax assets at May 30, 2021 was offset by the valuation allowance?", "Valuation allowance as a share of gross deferred tax assets [percent] = Valuation allowance / Gross deferred tax assets"],
    ["What portion of Initech's total deferred tax assets was covered by the valuation allowance (income taxes note)?", "Valuation allowance as a share of total deferred tax assets [percent] = Valuation allowance / Total deferred tax assets"],
  ])("reads %s", (question, expected) => {
    expect(composed(question)).toBe(expected);
  });
});

suite("a share's sides as named in an answer", () => {
  it.each([
    ["the valuation allowance (income taxes note)", "valuation allowance"],
    ["gross deferred tax assets at", "gross deferred tax assets"],
    ["its gross deferred tax assets", "gross deferred tax assets"],
    ["revenue", "revenue"],
  ])("%s", (text, name) => {
    expect(shareSideName(text)).toBe(name);
  });
});
