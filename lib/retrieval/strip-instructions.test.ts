import { describe, expect, it } from "vitest";
import { stripInstructions } from "./strip-instructions";

const kept = (question: string) => stripInstructions(question).text.replace(/\s+/g, " ").trim();

describe("the purpose said before a question", () => {
  it.each([
    ["For a product-concentration check on J&J's pharma business, which drug was its top seller in Q1 2023?", "on J&J's pharma business, which drug was its top seller in Q1 2023?"],
    ["For a dividend-sustainability check on Verizon for 2020, what share of free cash flow went to dividends?", "on Verizon for 2020, what share of free cash flow went to dividends?"],
    ["For a look at hotel profitability, what was MGM Resorts' rooms revenue in 2021?", "what was MGM Resorts' rooms revenue in 2021?"],
    ["For a capital-budget review: how much did Activision Blizzard expect to spend in 2021?", "how much did Activision Blizzard expect to spend in 2021?"],
    ["As part of a credit analysis, what was Boeing's total debt at the end of 2019?", "what was Boeing's total debt at the end of 2019?"],
    ["For our competitive deep-dive — who does Netflix name as competitors?", "who does Netflix name as competitors?"],
  ])("is set aside: %s", (question, rest) => {
    expect(kept(question)).toBe(rest);
  });

  it.each([
    "For fiscal 2021, what was General Mills' revenue?",
    "In the 2020 annual report, what was Pfizer's revenue?",
    "For the year ended May 28, 2023, what was operating profit?",
  ])("leaves a period or a filing said first: %s", (question) => {
    expect(kept(question)).toBe(question);
  });
});
