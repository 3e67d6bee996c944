// Parts a question names by nouns beyond segments and regions (platforms, classes of products),
// a place in the ranking told by the verb "ranked", and a holder named with its own kind
// ("which Consumer business group product line").
import { describe, expect, it } from "vitest";
import { readQuestion } from "../../retrieval/read-question";
import { asksWhichPart, leftOutPart } from "./part-answer";
import { partOwnerAsked } from "./part-owner-asked";
import { placeAsked } from "./part-place-asked";

const asked = (question: string) => asksWhichPart(question, readQuestion(question));

describe("parts named as platforms and classes of products", () => {
  it.each([
    "Net revenues by platform: which platform brought in the most in 2020?",
    "Which platform generated the smallest net revenues in 2019?",
    "Net sales by class of similar products: which class of products ranked second by net sales?",
    "Which class of similar products had the largest net sales in fiscal 2022?",
  ])("%s", (question) => expect(asked(question)).toBe(true));

  it("a plain question of one figure is no part comparison", () => {
    expect(asked("What were net revenues in 2020?")).toBe(false);
  });

  it("a class alone names no parts: share classes and class actions are no breakdown", () => {
    expect(asked("Which class had the most votes per share in 2020?")).toBe(false);
  });
});

describe("placeAsked told by a ranking verb", () => {
  it.each([
    ["which class ranked second by net sales?", 2],
    ["which segment came in third in operating income?", 3],
    ["which region ranks 2nd by revenue?", 2],
    ["which segment had the second largest revenue?", 2],
    ["which segment ranked first?", 1],
    ["which segment had the largest revenue?", 1],
  ])("%s → %d", (question, place) => expect(placeAsked(question)).toBe(place));
});

describe("partOwnerAsked with the holder's own kind between its name and the parts", () => {
  const company = { name: "3M Company", tickers: ["MMM"] };
  it.each([
    ["In 3M's 2021 disaggregated revenue, which Consumer business group product line grew net sales the most?", ["consumer"]],
    ["Which Transportation and Electronics business segment product line had the largest net sales?", ["transportation", "electronics"]],
    ["Which Domestic segment product category fell the most?", ["domestic"]],
    ["Which Domestic product category fell the most?", ["domestic"]],
  ])("%s", (question, owner) => expect(partOwnerAsked(question, company)).toEqual(owner));
});

describe("the same nouns naming something else", () => {
  it.each([
    "Which platform partners were its largest customers in 2020, and what share of net revenues did each account for?",
    "Which class action had the largest settlement in 2020?",
    "Which class of stock carries the most votes per share?",
  ])("%s", (question) => expect(asked(question)).toBe(false));
});

describe("a location asked outside one place", () => {
  const question = "By customer location, which non-U.S. location generated the most revenue from contracts with customers in 2019?";

  it("reads locations as parts", () => expect(asked(question)).toBe(true));

  it.each([
    [question, "U.S."],
    ["Which non-US market grew fastest?", "US"],
    ["Outside the United States, which region had the most sales?", "United States"],
    ["Which non-recurring item was largest?", undefined],
  ])("%s leaves out %s", (q, part) => expect(leftOutPart(q)).toBe(part));
});
