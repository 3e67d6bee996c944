import { describe, expect, it } from "vitest";
import { words } from "../../finance";
import { statesShareOf, thresholdAsked, wholeOfBar } from "./threshold-asked";
import { unitAsked } from "./figure-unit-asked";
import { figureDecides } from "./deciding-figure";

describe("a figure set against a bar", () => {
  it.each([
    ["Was more than a quarter of Verizon's workforce represented by unions at the end of 2020?", "percent"],
    ["Did the U.S. government account for more than a third of Boeing's consolidated revenues in 2019?", "percent"],
    ["NIKE fiscal 2019: did sales outside the U.S. make up the majority of total revenues?", "percent"],
    ["Was AWS already the source of most of Amazon's operating income in 2018?", "percent"],
    ["Did any single customer account for over 10% of net sales?", "percent"],
    ["Were international sales at least one-fifth of revenue?", "percent"],
    ["Did the top three franchises bring in more than half of net revenues in 2019?", "percent"],
    ["GLW: was Corning's accrual for environmental cleanup above $100 million at June 30, 2023?", "money"],
    ["Did capital expenditure exceed $2 billion in 2022?", "money"],
  ])("reads the bar's unit: %s", (question, unit) => {
    expect(thresholdAsked(question)).toBe(unit);
    expect(unitAsked(question)).toBe(unit);
    expect(figureDecides(question)).toBe(true);
  });

  it.each([
    "What share of revenue came from the largest customer?",
    "Where did most of Amazon's operating income come from in 2018?",
    "How much more than half of its sales came from abroad?",
    "What was revenue in 2019, after growing 16%?",
    "Describe the company's operations in more than 20 countries.",
    "Does Activision Blizzard rely on a handful of customers? Which ones were over 10% of net revenues in 2018?",
  ])("reads none where no yes/no question sets one: %s", (question) => {
    expect(thresholdAsked(question)).toBeNull();
  });

  it.each([
    ["Was more than a quarter of Verizon's workforce represented by unions at the end of 2020?", ["workforce"]],
    ["Did the U.S. government account for more than a third of Boeing's consolidated revenues in 2019?", ["revenue"]],
    ["NIKE fiscal 2019: did sales outside the U.S. make up the majority of total revenues?", ["revenue"]],
    ["Was the F-35 more than a quarter of Lockheed Martin's total net sales in 2022?", ["sale"]],
    ["Did any single customer account for more than a fifth of General Mills' consolidated net sales in fiscal 2023?", ["sale"]],
  ])("names the head of the whole the share is of, the company aside: %s", (question, whole) => {
    expect(wholeOfBar(question, new Set(["verizon", "boeing", "nike", "lockheed", "martin"]))).toEqual(whole);
  });

  const speaksOf = (text: string, word: string) => text.toLowerCase().includes(word) || (word === "workforce" && /employees/i.test(text));
  it("finds a share stated of that whole, in a list of years too", () => {
    expect(statesShareOf("the two unions that in total represent approximately 22.5% of our employees as of December 31, 2020.", ["workforce"], speaksOf)).toBe(true);
    expect(statesShareOf("Revenues from the U.S. government represented 39%, 31%, and 31% of consolidated revenues for 2019, 2018, and 2017, respectively.", ["revenues"], speaksOf)).toBe(true);
    // A threshold stated is not the share that decides.
    expect(statesShareOf("No customer other than Walmart accounted for 10 percent or more of our consolidated net sales.", ["sale"], speaksOf)).toBe(false);
    expect(statesShareOf("free cash flow conversion of at least 95 percent of adjusted net earnings after tax", ["sales"], speaksOf)).toBe(false);
    expect(statesShareOf("Verizon's global workforce was approximately 66.2% male, 33.7% female.", ["workforce"], speaksOf)).toBe(false);
    expect(statesShareOf("Net sales rose 6 percent to $20,094 million.", ["sales"], speaksOf)).toBe(false);
  });
});

describe("wholeOfBar for a part asked of a whole", () => {
  it("reads the whole a part is asked of, without a bar", () => {
    expect(wholeOfBar("Adobe's 10-Q for the quarter ended June 2, 2023: how much of its remaining performance obligations does it expect to turn into revenue within the next 12 months?", new Set(["adobe"]))).toEqual(words("obligations"));
    expect(wholeOfBar("What share of Lockheed Martin's backlog will be recognized within 24 months?", new Set(["lockheed", "martin"]))).toEqual(words("backlog"));
  });
  it("reads none where no part is asked", () => {
    expect(wholeOfBar("How much did Adobe's remaining performance obligations grow?", new Set(["adobe"]))).toEqual([]);
  });
});
