import { describe, expect, it } from "vitest";
import { namesNoCompany } from "./no-company-named";
import { valueAsked } from "./compose/value-asked";

describe("a figure asked of no company", () => {
  it.each([
    "What was total revenue in 2022?",
    "How much did net income grow last year?",
    "What is the effective tax rate?",
    "What were operating expenses in fiscal 2021?",
    "Which company had the highest revenue?",
    "What is the diluted EPS for Q2 2023?",
    "Total R&D expense FY2021?",
    "What were SG&A expenses as a percent of net sales in Q3'23, under GAAP?",
  ])("%s names no company", (question) => {
    expect(namesNoCompany(question)).toBe(true);
  });

  it.each([
    "What was 3M's total revenue in 2022?",
    "J&J Q1 2023 adjusted EPS?",
    "NKE revenue fiscal 2022",
    "What were Converse's revenues in fiscal 2021?",
    "How much revenue did the maker of Xbox report for fiscal 2017?",
    "What was the total revenue of Sam's Club's parent company in fiscal 2021?",
    'What did the "Project Titan" program cost in 2022?',
    "What was Tesla's net income in 2021?",
  ])("%s names one", (question) => {
    expect(namesNoCompany(question)).toBe(false);
  });

  it.each([
    ["What was total revenue in 2022?", true],
    ["Total R&D expense FY2021?", true],
    ["How much did capital expenditures rise?", true],
    ["How many stores were open at year end?", true],
    ["Was there any drop in cash and cash equivalents between FY2023 and Q2 of FY2024?", false],
    ["Does the company pay dividends?", false],
    ["How is the acquisition going to be paid for?", false],
    ["What drove the reduction in SG&A expense as a percent of net sales in FY2023?", false],
    ["Why did gross margin fall?", false],
  ])("%s asks a figure's value: %s", (question, value) => {
    expect(valueAsked(question)).toBe(value);
  });
});
