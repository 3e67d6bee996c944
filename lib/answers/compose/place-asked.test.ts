// Leads are the answers' bodies on real pages.
import { describe, expect, it } from "vitest";
import { placeUnnamed } from "./place-asked";

// 3M 10-K 2022 p6 and CVS Health 10-K 2022 p16: the workforce as a whole.
const threeM = "3M's 10-K for FY2022 gives **92,000** employees [#e11d0005]:";
const threeMQuoted = `${threeM}\n\n> On December 31, 2022, the Company employed approximately 92,000 people (full-time equivalents), with approximately 37,000 employed in the United States and 55,000 employed internationally.`;
const cvs = "CVS Health's 10-K for FY2022 gives **300,000** employees [#137d000f]:\n\n> As of December 31, 2022, we employed over 300,000 colleagues primarily in the United States including in all 50 states, the District of Columbia and Puerto Rico, approximately 73% of whom were full-time.";

describe("a figure asked of one place of the company", () => {
  it.each([
    ["How many employees does 3M have in its Singapore office?", "Singapore"],
    ["How many employees did 3M have in Denver at the end of 2022?", "Denver"],
    ["What is the headcount at the Austin campus of 3M?", "Austin"],
    ["3M staff based in Toronto, 2022?", "Toronto"],
  ])("%s is not answered by the company's count", (question, place) => {
    expect(placeUnnamed(question, threeM)).toBe(place);
  });

  it.each([
    "How many employees did CVS Health have in the United States at the end of 2022?",
    "How many employees did 3M have at the end of fiscal 2022?",
    "How many employees did 3M have in December 2022?",
  ])("%s is answered by a count naming the place, or by none", (question) => {
    expect(placeUnnamed(question, question.startsWith("How many employees did CVS") ? cvs : threeM)).toBeNull();
  });

  it("reads a place in the passage the count quotes, or by the filings' abbreviation", () => {
    expect(placeUnnamed("How many people did 3M employ in the United States at the end of 2022?", threeMQuoted)).toBeNull();
    // Walmart 10-K FY2021 p12.
    const walmart = "Walmart's 10-K for FY2021 gives **2.3 million** associates [#5cc7000b]:\n\n> … worldwide, with 1.6 million associates in the U.S. and 0.7 million associates internationally.";
    expect(placeUnnamed("How many associates did Walmart have in the United States at the end of fiscal 2021?", walmart)).toBeNull();
  });
});
