// Narrative answers on real filings' pages, read through the extractor: what a question asks past
// its phrasing ("does", "see"), the part of the filing a heading names, a percentage the question
// states, debt asked as bonds, a page number printed after a page's last sentence, and the bold
// headline of an amount asked.
import { beforeAll, describe, expect, it } from "vitest";
import { corpusPages } from "../../testing/corpus-pages";
import type { CitablePage } from "../engines/engine";
import { asksOf } from "./answer-focus";
import { narrativeAnswer, narrativeDecline, withHeadline, withoutCompany } from "./narrative-answer";
import { narrativePages } from "./narrative-pages.fixture";
import { isBoilerplate } from "./passage-judgement";
import { pageSentences } from "./sentences";

const pagesOf = (file: string, company: string, ticker: string, fiscalYear: number, numbers: number[]) =>
  narrativePages({ file, company, ticker, fiscalYear }, numbers);

const lead = (text: string) => text.split("\n")[0]!;

describe("narrative answers read what is asked on real 10-K pages", () => {
  // Corning 10-K 2022: p14 customer concentration by segment, p74 ends "… consolidated net sales. 74".
  // Amazon 10-K 2018 in its retrieval order: p4 "Competition" section, p6 the competition risk factor, p26
  // "competition for these traffic sources".
  // Netflix 10-K 2015 in its retrieval order: p52 the senior notes table, p17 and p40 other pages.
  let corning: CitablePage[];
  let amazon: CitablePage[];
  let netflix: CitablePage[];

  beforeAll(async () => {
    corning = await pagesOf("a63f102f045826b3", "Corning Incorporated", "GLW", 2022, [14, 74]);
    amazon = await pagesOf("d7dc1d663a423a54", "Amazon.com, Inc.", "AMZN", 2018, [4, 6, 26]);
    netflix = await pagesOf("b22ca874ef08f383", "Netflix, Inc.", "NFLX", 2015, [52, 17, 40]);
  }, 180_000);

  it("reads a page's last sentence as whole when the page number follows it on the same line", () => {
    const last = pageSentences(corning[1]!.content).at(-1)!;
    expect(last.text).toBe("For 2022, 2021 and 2020, no customer met or exceeded 10% of Corning’s consolidated net sales.");
    expect(last.complete).toBe(true);
    expect(corning[1]!.content.slice(last.start, last.end)).toBe(last.text);
  });

  it("leads with the sentence stating the percentage the question names, without making the threshold a headline", () => {
    const answer = narrativeAnswer("Does Corning depend on any single customer for 10% or more of its sales?", corning)!;
    expect(lead(answer.text)).toMatch(/^For 2022, 2021 and 2020, no customer met or exceeded 10% of Corning’s consolidated net sales\. \[#/);
    expect(lead(answer.text)).toContain(`[${corning[1]!.ref}]`);
    expect(answer.text).not.toContain("**");
  });

  it("answers who the competitors are from the Competition section, not a sentence sharing the word", () => {
    const answer = narrativeAnswer("Who does Amazon see as its competition, per the 2018 annual report?", amazon)!;
    expect(lead(answer.text)).toContain(`[${amazon[0]!.ref}]`);
    expect(lead(answer.text)).toMatch(/compet/);
    expect(lead(answer.text)).not.toMatch(/traffic sources/);
  });

  it("reads bonds a company sold as its debt, answered from the notes table", () => {
    const question = "Describe the bonds Netflix sold in February 2015 - sizes, coupons, maturities.";
    expect(asksOf(question).map((a) => a.name)).toEqual(["debt"]);
    const answer = narrativeAnswer(question, netflix)!;
    expect(lead(answer.text)).toMatch(/^\*\*5\.50%\*\* Senior Notes/);
    expect(lead(answer.text)).toContain(`[${netflix[0]!.ref}]`);
    expect(netflix[0]!.content).toContain(answer.excerpts.get(netflix[0]!.ref)!);
  });
});

describe("an amount asked is the bold headline of the lead", () => {
  // Adobe 10-K 2016: p12 "We acquired TubeMogul in December 2016", p37 its price.
  let adobe: CitablePage[];
  beforeAll(async () => {
    adobe = await pagesOf("655153cdaed14d70", "Adobe Inc.", "ADBE", 2016, [12, 37]);
  }, 120_000);

  it("bolds the price in the sentence that states it", () => {
    const answer = narrativeAnswer("What did Adobe pay for TubeMogul?", adobe)!;
    expect(lead(answer.text)).toMatch(/TubeMogul.*for approximately \*\*\$549 million\*\* in cash consideration/);
    expect(lead(answer.text)).toContain(`[${adobe[1]!.ref}]`);
    // The excerpt stays verbatim: the bold is the answer's, not the page's.
    expect(adobe[1]!.content).toContain(answer.excerpts.get(adobe[1]!.ref)!);
  });
});

describe("what a question asks, read past its company's name and its pointers", () => {
  it("does not read 'Best Buy' as a question about buying a business", () => {
    const question = "Does Best Buy let shoppers pay with bitcoin?";
    expect(asksOf(withoutCompany(question, { companyName: "Best Buy Co., Inc." })).map((a) => a.name)).toEqual([]);
    const decline = narrativeDecline(question, []);
    expect(decline.text).not.toContain("what the company acquired");
  });

  it("treats a footnoted 'Please refer to … for additional information' as a pointer, not an answer", async () => {
    // PepsiCo's Q2 2023 release, p1: footnote 1 points to the glossary and to "Guidance and Outlook".
    const pages = await corpusPages("e86fbda488c1fd60.pdf");
    const pointer = pageSentences(pages[0]!.markdown).find((s) => /Please refer to the Glossary/.test(s.text));
    expect(pointer).toBeDefined();
    expect(isBoilerplate(pointer!.text)).toBe(true);
  }, 120_000);
});

describe("the headline of a narrative lead", () => {
  it("skips a figure the question itself states, and a threshold not reached", () => {
    const question = "What did MGM pay for Infinity World's 50% stake in CityCenter?";
    expect(withHeadline("MGM completed the acquisition of Infinity World's 50% ownership interest for cash consideration of $2.125 billion.", question)).toBe(
      "MGM completed the acquisition of Infinity World's 50% ownership interest for cash consideration of **$2.125 billion**.",
    );
    expect(withHeadline("No customer accounted for 10% or more of net revenues.", "Does it depend on one customer?")).toBe("No customer accounted for 10% or more of net revenues.");
  });

  it("bolds a count when the question asks how many, never a year or a day", () => {
    expect(withHeadline("On August 16, 2023, Costco operates 858 warehouses, including 590 in the United States.", "How many warehouses does Costco operate?")).toBe(
      "On August 16, 2023, Costco operates **858** warehouses, including 590 in the United States.",
    );
  });
});
