// Narrative answers on real filings' pages for questions put in other words than the filing's
// (a verb of the question's own, "abroad", "enough"), about an event of a figure (a dividend
// raised) and about whether a deal was completed.
import { beforeAll, describe, expect, it } from "vitest";
import type { CitablePage } from "../engines/engine";
import type { QuestionReading } from "../../retrieval/read-question";
import { asksCompletion } from "./completion";
import { narrativeAnswer, narrativeDecline } from "./narrative-answer";
import { narrativePages } from "./narrative-pages.fixture";
import { asksForWords } from "./question-kind";
import { stripInstructions } from "../../retrieval/strip-instructions";
import { unknownCompanyNamed } from "../unknown-company";

const lead = (question: string, pages: CitablePage[]) => narrativeAnswer(question, pages)?.text.split("\n")[0] ?? null;

describe("narrative answers in the filing's words for questions put in others", () => {
  let netflix: CitablePage[];
  let amex: CitablePage[];
  let amcor: CitablePage[];

  beforeAll(async () => {
    // Netflix 10-K 2018 p10: the AWS risk factor; American Express 10-K 2022 p9: "Our Colleagues";
    // Amcor 10-K FY2023 p39 (liquidity is sufficient) and p41 (liquidity-risk policy).
    netflix = await narrativePages({ file: "182eb08c330375b0", company: "Netflix, Inc.", ticker: "NFLX", fiscalYear: 2018 }, [10]);
    amex = await narrativePages({ file: "d3bbc7ab23d6160e", company: "American Express Company", ticker: "AXP", fiscalYear: 2022 }, [9]);
    amcor = await narrativePages({ file: "84d7a0291a12f4e6", company: "Amcor plc", ticker: "AMCR", fiscalYear: 2023 }, [41, 39]);
  }, 120_000);

  it("answers a question whose verbs the filing never uses ('lean on', 'flag') from the passage naming the supplier", () => {
    const answer = narrativeAnswer("Whose cloud does Netflix lean on, and why does it flag that?", netflix);
    expect(answer).not.toBeNull();
    expect(answer!.text).toMatch(/AWS|Amazon Web Services/);
  });

  it("reads a workforce and 'abroad' in the filing's words: people employed, outside the United States", () => {
    expect(lead("How large was American Express's workforce at the end of 2022, and how many worked abroad?", amex)).toMatch(/77,300/);
  });

  it("reads 'enough liquidity' as the filing's 'sufficient liquidity', ahead of a policy saying 'adequate'", () => {
    const text = lead("Does Amcor have enough liquidity?", amcor);
    expect(text).toMatch(/sufficient liquidity/);
    expect(text).toContain(`[${amcor[1]!.ref}]`);
  });
});

describe("an event of a figure is told in words", () => {
  let boeing: CitablePage[];
  let pepsico: CitablePage[];

  beforeAll(async () => {
    // Boeing 10-K 2017 p108: "increased our quarterly dividend from $1.09 to $1.42 in December 2016
    // and to $1.71 in December 2017"; PepsiCo's Q4 2022 release p8: "Dividend Increase".
    boeing = await narrativePages({ file: "127d4046b54e9351", company: "The Boeing Company", ticker: "BA", fiscalYear: 2017 }, [108]);
    pepsico = await narrativePages({ file: "d85fe9f542054dea", company: "PepsiCo, Inc.", ticker: "PEP", fiscalYear: 2022 }, [8]);
  }, 120_000);

  it("routes a dividend raised or cut, and what an event did to a figure, to the filings' words", () => {
    const reading = { metric: null, series: null, lineItems: ["dividendsPaid"], labels: [] } as unknown as QuestionReading;
    expect(asksForWords("How much did Boeing raise its quarterly dividend in December 2017?", reading)).toBe(true);
    expect(asksForWords("PepsiCo: a dividend hike with the 2022 results?", reading)).toBe(true);
    expect(asksForWords("What did the 2017 tax act do to Coca-Cola's income taxes?", reading)).toBe(true);
    expect(asksForWords("How much did Boeing pay in dividends in 2017?", reading)).toBe(false);
    expect(asksForWords("What were Boeing's dividends paid in 2017?", reading)).toBe(false);
    const buybacks = { metric: null, series: null, lineItems: ["shareRepurchases"], labels: [] } as unknown as QuestionReading;
    expect(asksForWords("Did Lockheed Martin suspend share repurchases in 2020?", buybacks)).toBe(true);
    expect(asksForWords("Were buybacks resumed in 2021?", buybacks)).toBe(true);
    expect(asksForWords("How much did Lockheed Martin spend on share repurchases in 2020?", buybacks)).toBe(false);
    const revenue = { metric: null, series: null, lineItems: ["revenue"], labels: [] } as unknown as QuestionReading;
    expect(asksForWords("What was behind Boeing's drop in revenue in 2019?", revenue)).toBe(true);
    expect(asksForWords("What led to the higher revenue?", revenue)).toBe(true);
    expect(asksForWords("How much revenue did it book in 2019, and where is it reported?", revenue)).toBe(true);
    expect(asksForWords("How much revenue did Boeing report in 2019?", revenue)).toBe(false);
    expect(asksForWords("What price per share and equity value did Lockheed Martin agree to?", revenue)).toBe(true);
    expect(asksForWords("In agreement with the income statement, what was revenue in 2019?", revenue)).toBe(false);
    expect(asksForWords("Boeing's revenue fell in 2019. Why?", revenue)).toBe(true);
    expect(asksForWords("What did Walmart say about firearms sales?", revenue)).toBe(true);
  });

  it("reads 'by its own estimate' as whose figure, not what it is of", () => {
    const text = stripInstructions("By its own count, how many warehouses did Costco operate?").text;
    expect(text).not.toMatch(/count|own/);
    expect(text).toMatch(/how many warehouses did Costco operate/);
  });

  it("never leads with a table row that shares only the question's verb ('raised' as 'increase')", async () => {
    // Boeing 10-K 2018 p53: the cash flow statement, "Net (decrease) / increase in cash …".
    const statement = await narrativePages({ file: "6f1ace34b3b01778", company: "The Boeing Company", ticker: "BA", fiscalYear: 2018 }, [53]);
    const text = lead("Boeing - dividend raised in 2017?", [...statement, ...boeing]);
    expect(text).not.toMatch(/Net \(decrease\)/);
  }, 120_000);

  it("bolds the amount of the year asked when a sentence gives one for each year", () => {
    expect(lead("How much did Boeing raise its quarterly dividend in December 2017?", boeing)).toMatch(/to \*\*\$1\.71\*\* in December 2017/);
  });

  it("leads with the sentence stating the raise, not the one that only points back to it", () => {
    expect(lead("PepsiCo - did it lift the dividend with its fiscal 2022 results?", pepsico)).toMatch(/10 percent increase in its annualized dividend/);
  });
});

describe("whether a deal was completed", () => {
  let adobe: CitablePage[];

  beforeAll(async () => {
    // Adobe 10-K FY2022 p22: "the pending acquisition of Figma"; p68: "we completed the acquisition of Frame.io".
    adobe = await narrativePages({ file: "ce8c716abac26bfa", company: "Adobe Inc.", ticker: "ADBE", fiscalYear: 2022 }, [22, 68]);
  }, 120_000);

  it("reads the question as asking about a completion, not an expectation", () => {
    expect(asksCompletion("When did Adobe complete its acquisition of Figma?")).toBe(true);
    expect(asksCompletion("Did CVS close the Signify Health deal?")).toBe(true);
    expect(asksCompletion("When is the Figma acquisition expected to close?")).toBe(false);
    expect(asksCompletion("How many stores did Best Buy close?")).toBe(false);
  });

  it("declines a deal the filing speaks of only as pending, saying so, rather than quoting another deal completed", () => {
    const question = "When did Adobe complete its acquisition of Figma?";
    expect(narrativeAnswer(question, adobe)).toBeNull();
    expect(narrativeDecline(question, adobe).text).toContain("none reports the deal completed");
  });

  it("answers a deal the filing reports completed", () => {
    expect(lead("When did Adobe complete the Frame.io acquisition?", adobe)).toMatch(/completed the acquisition of Frame\.io/);
  });
});

describe("a company named that one retrieved page mentions in passing", () => {
  it("is not cataloged when only one retrieved page prints it, or when the pages name it only in prose; a part of the filer when several print it and one reports it in a table", () => {
    const bio = { content: "From 2005 to 2009, she was Vice President of Expo Design Center at the Home Depot Corporation." };
    const other = { content: "Net sales increased 15.6% in fiscal 2022." };
    const segments = { content: "| Segment | Net sales |\n|---|---|\n| Home Depot | 1,204 |" };
    const question = "Which suppliers does Home Depot say it depends on most?";
    expect(unknownCompanyNamed(question, [bio, other], [bio, other, other])).toBe("Home Depot");
    expect(unknownCompanyNamed(question, [bio, other], [bio, bio, other])).toBe("Home Depot");
    expect(unknownCompanyNamed(question, [bio, other], [bio, segments, other])).toBeNull();
    // Without the retrieved pages, the best pages alone decide, as before.
    expect(unknownCompanyNamed(question, [bio, other])).toBeNull();
  });
});
