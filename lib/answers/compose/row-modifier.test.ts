// The word saying which of a figure is asked, read from the rows the question names.
import { describe, expect, it } from "vitest";
import { readQuestion } from "../../retrieval/read-question";
import { printsModifier, rowModifiers } from "./row-modifier";

describe("the word saying which of a figure is asked", () => {
  it.each([
    ["PEP Q2 2023 same-store sales growth?", "same-store"],
    ["Same store sales growth, fiscal 2017?", "store"],
    ["Give me Microsoft's comparable-store sales growth for fiscal 2017.", "comparable-store"],
    ["Amazon like-for-like sales, 2019?", "like-for-like"],
  ])("%s", (question, modifier) => {
    expect(rowModifiers(readQuestion(question))).toContain(modifier);
  });

  it.each([
    "What was Walmart's total revenue in fiscal 2021?",
    "Best Buy net sales, fiscal 2023?",
    "Per the cover of Adobe's fiscal 2022 10-K, what was the aggregate market value of its common stock held by non-affiliates?",
    "What did Walmart's Sam's Club segment bring in, in net sales, in fiscal 2021?",
    "How much did Nike spend buying back its own shares in FY20?",
    "What is Adobe's year-over-year change in unadjusted operating income from FY2015 to FY2016?",
    "Did Pfizer's international revenues grow or shrink in 2019 versus 2018?",
  ])("none in %s", (question) => {
    expect(rowModifiers(readQuestion(question))).toEqual([]);
  });

  it("finds the word printed with a hyphen, a space or its stem", () => {
    expect(printsModifier("| Organic revenue growth | 13.0% | 13.6% |", "organic")).toBe(true);
    expect(printsModifier("Comparable same store sales rose 4%", "same-store")).toBe(true);
    expect(printsModifier("Same-store sales rose 4%", "same-store")).toBe(true);
    expect(printsModifier("Digitally enabled revenue", "digital")).toBe(true);
    expect(printsModifier("Digital Media revenue", "organic")).toBe(false);
    expect(printsModifier("| Net revenue | 22,322 | 20,225 |", "organic")).toBe(false);
  });
});
