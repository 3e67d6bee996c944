import { describe, expect, it } from "vitest";
import { readQuestion } from "../../retrieval/read-question";
import { asksForWords } from "./question-kind";
import { outlookAsked } from "./outlook-asked";

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

describe("asksForWords past the table a question says to read", () => {
  it.each([
    "Block 2020: what percentage of total net revenue was earned outside the United States? Divide the International line by total net revenue in the revenue by geography table.",
    "MSFT fiscal 2015: use the 'Other countries' line of the revenue-by-geography table divided by total revenue.",
    "Coca-Cola 2017: International net operating revenues from the geographic data table as a % of net operating revenues?",
  ])("reads a figure question in %s", (question) => {
    expect(words(question)).toBe(false);
  });

  it("still reads a question about its geographic segments as one for words", () => {
    expect(words("Which geographic segment of Coca-Cola grew fastest in 2017?")).toBe(true);
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

describe("how something was done, and what someone did about it, asked of a figure", () => {
  it.each([
    "How did Adobe carry out its share buybacks in the first half of fiscal 2023?",
    "How did Lockheed Martin carry out its share repurchases in 2022?",
    "How did CVS Health execute its buybacks under the 2021 Repurchase Program?",
    "How did Amazon fund its acquisition of Whole Foods Market?",
    "What did Lockheed Martin's board do in 2019 on share repurchases and the dividend?",
    "What did CVS Health's board do on the dividend in December 2022?",
    "What did Activision Blizzard do with its unsecured senior notes in 2020?",
  ])("is told in words: %s", (question) => {
    expect(words(question)).toBe(true);
  });

  it.each([
    "How much did Adobe spend on share repurchases in the first half of fiscal 2023?",
    "What were Lockheed Martin's dividends paid in 2019?",
    "How did Lockheed Martin's net sales in 2022 compare to 2021?",
  ])("is not when the figure itself is asked: %s", (question) => {
    expect(words(question)).toBe(false);
  });
});

describe("asksForWords over a plan", () => {
  it("reads what the company planned to spend as an expectation told in words", () => {
    expect(words("Per Walmart's fiscal 2021 10-K, how much did it plan to spend on capital expenditures in fiscal 2022, and on what?")).toBe(true);
    expect(words("How much does 3M plan to spend on capital spending in 2023?")).toBe(true);
    expect(words("How much does Intel intend to invest in new fabs in 2023?")).toBe(true);
  });
  it("leaves what it spent a figure of the statements", () => {
    expect(words("How much did Walmart spend on capital expenditures in fiscal 2021?")).toBe(false);
    expect(words("What was the planned maintenance expense in 2022?")).toBe(false);
  });
});

describe("outlookAsked over a plan", () => {
  it("reads a plan to spend as the company's outlook, so only a passage of what is to come answers it", () => {
    expect(outlookAsked("How much does Pfizer plan to spend on capital expenditures in 2023, per its Q2 2023 earnings release?")).toBe(true);
    expect(outlookAsked("How much did Pfizer spend on capital expenditures in 2022?")).toBe(false);
  });
});
