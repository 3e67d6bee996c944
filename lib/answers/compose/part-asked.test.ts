// Which part of a company stands out, however the question is worded: the parts named before the
// question word, the part asked by an imperative with the superlative after it, shorthand.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import type { Company } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { understandQuery } from "../../retrieval/understand-query";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { asksWhichPart, partAnswer } from "./part-answer";

const asked = (question: string) => asksWhichPart(question, readQuestion(question));

describe("asksWhichPart over wordings", () => {
  it.each([
    // The parts named before the question word.
    "Among its operating expense lines, which one increased at the fastest rate in 2017 compared with 2016, at Square?",
    "Of Amazon's three segments, which generated the most operating income in 2020?",
    "Across PepsiCo's divisions, which posted the lowest operating profit in 2022?",
    "Among Nike's geographic segments, which one had the smallest EBIT in fiscal 2015?",
    "For 3M's Consumer Business Group product lines, which one saw net sales drop the most in 2021?",
    // The part asked by an imperative, the superlative after it.
    "Name the Amazon segment (North America, International or AWS) with the largest operating income in 2020.",
    "Identify the Lockheed Martin business segment that posted the highest operating profit in 2022.",
    "Tell me the MGM region with the lowest net revenues in 2021.",
    // Shorthand.
    "ULTA Q2 FY23 (13 wks to 7/29/23): category with biggest gain in % of net sales, and by how many pts?",
    "PEP FY22: division with highest op profit?",
    // "Top", "led" and the parts named as what the figures are broken down by.
    "Top Amazon segment by operating income in 2020?",
    "Top Lockheed Martin segment by operating profit in 2019?",
    "Which Amazon segment led in operating income in 2020?",
    "Which Lockheed Martin segment leads on operating profit for 2020?",
    "Biggest gainer in share of Ulta Beauty's Q2 FY23 net sales, by category, in points?",
    "Largest operating income by segment at Amazon in 2019?",
  ])("reads a part asked: %s", (question) => {
    expect(asked(question)).toBe(true);
  });

  it.each([
    "What was Amazon's operating income in 2020?",
    "Among its peers, Amazon had strong growth; what was its revenue in 2020?",
    "Name the largest customer of Best Buy in fiscal 2020.",
    "Which of the following is not a useful metric for Block's 2019 results?",
    "How much of its top line did Coca-Cola spend on PP&E purchases in 2016?",
    "What led to the rise in Amazon's operating income in 2020?",
    "Who are Best Buy's top 10 customers?",
    // A row's sign alternative says nothing fell: "equity in income (loss) of affiliated companies".
    "Take Globex's EBIT for fiscal 2021 (year ended June 30, 2021) as income from continuing operations before income taxes and equity in income (loss) of affiliated companies plus interest expense, and divide it by interest expense. What is that interest coverage?",
  ])("reads no part asked: %s", (question) => {
    expect(asked(question)).toBe(false);
  });
});

describe("asksWhichPart with the company's name read as the pipeline reads it", () => {
  const bestBuy: Company = { id: "best-buy", name: "Best Buy Co., Inc.", tickers: ["BBY"], aliases: ["Best Buy"], countries: ["US"], filesWithSec: true, cik: null, permid: null, listed: true };
  const read = (question: string) => asksWhichPart(question, understandQuery(question, [bestBuy]).figures);

  it("reads no superlative in a company's name", () => {
    expect(read("Best Buy International segment revenue in Q4 FY23?")).toBe(false);
    expect(read("Best Buy revenue by segment in fiscal 2023?")).toBe(false);
  });

  it("still reads a superlative the question asks", () => {
    expect(read("Best Buy's largest segment by revenue in fiscal 2023?")).toBe(true);
  });
});

describe("the part asked, answered from a real income statement", () => {
  let amazon: CitablePage;

  beforeAll(async () => {
    // Amazon 10-K 2018, p37: the operating expense lines for 2016–2018.
    const document = { id: "d7dc1d66-0000-4000-8000-000000000000", companyId: "amazon", companyName: "Amazon", companyTickers: [], fiscalYear: 2018, fiscalQuarter: null, date: "2018-12-31" } as unknown as CatalogDocument;
    const pages = await corpusPages("d7dc1d663a423a54.pdf");
    amazon = { ref: citationRef(document.id, 37), document, pageNumber: 37, kind: "income-statement", score: 1, content: pages[36]!.markdown };
  }, 60_000);

  it("compares the lines named before 'which one'", () => {
    const question = "Among Amazon's operating expense lines, which one rose at the fastest rate in 2017 compared with 2016?";
    const reading = readQuestion(question);
    expect(asksWhichPart(question, reading)).toBe(true);
    expect(partAnswer(question, reading, 2017, [amazon])?.text).toMatch(/^General and administrative rose the most .* \*\*\+51\.1%\*\*/);
  });
});
