// Which part moved most, on real tables: a move asked either way ("changed the most") is the
// largest in size; rows that add up to the measure's total are its parts whatever their labels
// name ("Physical stores"); and of two tables breaking the measure down, the one whose own lead-in
// the question echoes ("allocation of capital expenditures") is the breakdown asked.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { asksWhichPart, partAnswer } from "./part-answer";

async function pagesOf(file: string, company: string, fiscalYear: number, numbers: number[]): Promise<CitablePage[]> {
  const document = { id: `${file.slice(0, 8)}-0000-4000-8000-000000000000`, companyId: "c", companyName: company, fiscalYear, fiscalQuarter: null, date: `${fiscalYear}-12-31` } as unknown as CatalogDocument;
  const all = await corpusPages(file);
  return numbers.map((n) => ({ ref: citationRef(document.id, n), document, pageNumber: n, kind: "financial-table", score: 1, content: all[n - 1]!.markdown }));
}

const answer = (question: string, year: number, pages: CitablePage[]) => partAnswer(question, readQuestion(question), year, pages)?.text ?? "";

describe("a move asked without its direction", () => {
  let boeing: CitablePage[];
  let lockheed: CitablePage[];
  beforeAll(async () => {
    // Boeing 10-K 2017 p25: research and development by segment; Lockheed Martin 10-K 2019 p36: segment net sales and operating profit.
    boeing = await pagesOf("127d4046b54e9351.pdf", "Boeing Co", 2017, [25]);
    lockheed = await pagesOf("e1f294d7d130f850.pdf", "Lockheed Martin Corporation", 2019, [36]);
  });

  it("ranks a fall beside smaller rises by its size", () => {
    const text = answer("Boeing 2017 research and development expense by segment: which segment's R&D changed the most in percentage terms versus 2016?", 2017, boeing);
    expect(text).toMatch(/^Commercial Airplanes fell the most in research and development in percent: \*\*-39\.4%\*\*/);
  });

  it.each([
    ["Lockheed Martin 2019: which business segment's net sales changed the most in percentage terms compared with 2018?", /^Missiles and Fire Control rose the most in revenue in percent: \*\*\+19\.7%\*\*/],
    ["For 2019, whose business segment operating profit at Lockheed Martin changed the most from 2018, and by how much in dollars?", /^Aeronautics rose the most in operating income: \*\*\+\$249 million\*\*/],
  ])("%s", (question, lead) => {
    expect(answer(question, 2019, lockheed)).toMatch(lead);
  });
});

describe("rows whose labels name stores, when they add up to the measure", () => {
  let amazon: CitablePage[];
  beforeAll(async () => {
    // Amazon 10-K 2018 p67: net sales by groups of similar products and services (online stores, physical stores, …).
    amazon = await pagesOf("d7dc1d663a423a54.pdf", "Amazon.com, Inc.", 2018, [67]);
  });

  it("compares physical and online stores with the other groups", () => {
    const text = answer("Amazon's net sales by group of similar products and services — which group grew fastest in 2018?", 2018, amazon);
    expect(text).toMatch(/^Physical stores rose the most in revenue in percent: \*\*\+197\.1%\*\*/);
    expect(text).toMatch(/- Online stores: /);
  });
});

describe("the breakdown whose lead-in the question echoes", () => {
  let walmart: CitablePage[];
  beforeAll(async () => {
    // Walmart 10-K FY2020: p33 allocation of U.S. capital expenditures; p81 capital expenditures by segment.
    walmart = await pagesOf("0f9e2ebc9432caef.pdf", "Walmart Inc.", 2020, [81, 33]);
  });

  it.each([
    "Walmart fiscal 2020 (year ended January 31, 2020), allocation of U.S. capital expenditures: which category fell the most in percentage terms from the year before?",
    "Which line of Walmart's capital expenditure allocation shrank the most in fiscal 2020, in percent?",
  ])("%s", (question) => {
    expect(asksWhichPart(question, readQuestion(question))).toBe(true);
    expect(answer(question, 2020, walmart)).toMatch(/^New stores and clubs, including expansions and relocations fell the most in capital expenditure in percent: \*\*-75\.4%\*\*/);
  });

  it("still compares the segments when the question speaks of segments", () => {
    const question = "Which Walmart segment's capital expenditures grew fastest in fiscal 2020?";
    expect(answer(question, 2020, walmart)).toMatch(/^Sam's Club rose the most in capital expenditure in percent: \*\*\+16\.7%\*\*/);
  });
});

describe("parts asked by the noun of the breakdown", () => {
  it.each([
    "Activision Blizzard 2020 net revenues by distribution channel — which channel shrank, and by how much?",
    "Which sales channel grew fastest in fiscal 2020?",
    "Microsoft's property and equipment note: which component of gross property and equipment grew fastest?",
    "Which line of Walmart's capital expenditure allocation shrank the most in fiscal 2020?",
  ])("%s", (question) => {
    expect(asksWhichPart(question, readQuestion(question))).toBe(true);
  });
});
