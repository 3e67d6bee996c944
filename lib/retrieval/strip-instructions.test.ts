import { describe, expect, it } from "vitest";
import { stripInstructions } from "./strip-instructions";

const kept = (question: string) => stripInstructions(question).text.replace(/\s+/g, " ").trim();

describe("the purpose said before a question", () => {
  it.each([
    ["For a product-concentration check on J&J's pharma business, which drug was its top seller in Q1 2023?", "on J&J's pharma business, which drug was its top seller in Q1 2023?"],
    ["For a dividend-sustainability check on Verizon for 2020, what share of free cash flow went to dividends?", "on Verizon for 2020, what share of free cash flow went to dividends?"],
    ["For a look at hotel profitability, what was MGM Resorts' rooms revenue in 2021?", "at hotel profitability, what was MGM Resorts' rooms revenue in 2021?"],
    // What the purpose is of may be all the question says of what it asks.
    ["For a review of research spending, what did Microsoft report for fiscal 2016?", "of research spending, what did Microsoft report for fiscal 2016?"],
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

describe("a passage asked for by a request", () => {
  it.each([
    ["Walk me through Square's sale of Caviar in 2019.", "Square's sale of Caviar in 2019."],
    ["Can you walk us through PepsiCo's Juice Transaction in fiscal 2022?", "PepsiCo's Juice Transaction in fiscal 2022?"],
    ["Summarise what Walmart's FY2017 10-K says about its FCPA matter.", "what Walmart's FY2017 10-K says about its FCPA matter."],
    ["Give me an overview of General Mills' sale of its Helper business.", "General Mills' sale of its Helper business."],
    ["Tell me about Boeing's 737 MAX customer concessions in 2019.", "Boeing's 737 MAX customer concessions in 2019."],
    ["Netflix, 2018. Brief me on its competition.", "Netflix, 2018. its competition."],
  ])("keeps what is asked: %s", (question, rest) => {
    expect(kept(question)).toBe(rest);
  });

  it("leaves a request for a figure to the figure readers", () => {
    expect(kept("Tell me the proceeds of MGM's sale of Circus Circus.")).toBe("Tell me the proceeds of MGM's sale of Circus Circus.");
  });
});

describe("a sentence about the answer's form", () => {
  it.each([
    ["What was Netflix's accrued liabilities at the end of fiscal 2016? Answer in plain English.", "What was Netflix's accrued liabilities at the end of fiscal 2016?"],
    ["Verizon's operating margin in 2020? Express it as a percentage.", "Verizon's operating margin in 2020?"],
    ["What was Best Buy's gross margin in fiscal 2020? Please express your answer as a percentage with one decimal.", "What was Best Buy's gross margin in fiscal 2020?"],
    ["Respond in one sentence: what drove Adobe's revenue growth in 2022?", ": what drove Adobe's revenue growth in 2022?"],
    ["What was 3M's capex in 2021? State the figure in USD millions. Cite the page.", "What was 3M's capex in 2021?"],
    ["How much debt did Boeing carry at the end of 2019? Be brief.", "How much debt did Boeing carry at the end of 2019?"],
  ])("is set aside: %s", (question, rest) => {
    expect(kept(question)).toBe(rest);
  });

  it.each([
    "Provide the revenue of Netflix for FY2019.",
    "State Street's net interest revenue in 2022?",
    "What did Amazon say about answering customer inquiries in its 2019 10-K?",
    "Give the number of employees at Pfizer in 2020.",
  ])("leaves a sentence that asks for a figure or passage: %s", (question) => {
    expect(kept(question)).toBe(question);
  });
});
