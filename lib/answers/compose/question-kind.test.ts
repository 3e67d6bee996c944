import { describe, expect, it } from "vitest";
import { readQuestion } from "../../retrieval/read-question";
import { asksForWords } from "./question-kind";

const words = (q: string) => asksForWords(q, readQuestion(q));

describe("questions answered in the filings' words though they name a figure", () => {
  it("reads dependence on a customer, however put, as a question of concentration", () => {
    expect(words("How much of Lockheed Martin's 2022 sales depended on the U.S. Government?")).toBe(true);
    expect(words("Does Boeing depend on the U.S. Government for its revenue?")).toBe(true);
    expect(words("What were Lockheed Martin's 2022 net sales?")).toBe(false);
    // "Sales to customers" is the revenue row some statements print, no question of who they are.
    expect(words("What was Johnson & Johnson's research and development expense as a % of sales to customers in Q1 2023?")).toBe(false);
    expect(words("Who were Johnson & Johnson's largest customers in 2022?")).toBe(true);
  });

  it("reads what pushed, fuelled or spurred a figure as its cause", () => {
    expect(words("What pushed Cash App revenue up so sharply in 2020?")).toBe(true);
    expect(words("What fueled the growth in services revenue in 2021?")).toBe(true);
    expect(words("What was Cash App revenue in 2020?")).toBe(false);
  });
});

describe("asksForWords over a formula the question defines", () => {
  it("reads the word 'segment' in the rows a defined formula reads as no breakdown asked", () => {
    expect(words("What was Globex's business segment operating margin for the second quarter of 2023? Use total business segment operating profit and total net sales from the Q2 2023 earnings release; answer in percent.")).toBe(false);
    expect(words("Which segment had the highest operating margin in 2022?")).toBe(true);
  });
});

describe("asksForWords after the purpose said before a question", () => {
  it("does not make a figure question one for words", () => {
    const question = "For a customer-concentration screen, what were Best Buy's revenues in fiscal 2020?";
    expect(asksForWords(question, readQuestion(question))).toBe(false);
  });
});

describe("asksForWords for a passage asked for by a request", () => {
  it.each([
    "Walk me through Amazon's acquisition of Whole Foods Market in 2017.",
    "Summarise Verizon's 2020 revenue performance.",
    "Give me a brief overview of Netflix's 2018 content spending.",
  ])("%s", (question) => {
    expect(words(question)).toBe(true);
  });
});
