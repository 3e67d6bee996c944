// A question's verdict words, the degree it grades them by, and the day the filing it points to was
// made are the asker's words: on real pages, the passage that answers is quoted although the page
// never says "clean", "heavily", "job" or the filing's date.
import { beforeAll, describe, expect, it } from "vitest";
import type { CitablePage } from "../engines/engine";
import { absentSubject, narrativeAnswer } from "./narrative-answer";
import { gradesVerdict } from "./judging-words";
import { narrativePages } from "./narrative-pages.fixture";

describe("words that judge, grade or date the filing are no subject the pages must mention", () => {
  let netflix: CitablePage[];
  let adobe: CitablePage[];
  let corning: CitablePage[];
  let amcor: CitablePage[];
  let costco: CitablePage[];
  let mgm: CitablePage[];

  beforeAll(async () => {
    // Netflix's 10-K for 2017: p41 Ernst & Young's report on the financial statements.
    netflix = await narrativePages({ file: "981a69bba010dd17", company: "Netflix, Inc.", ticker: "NFLX", fiscalYear: 2017 }, [41]);
    // Adobe's 10-K for fiscal 2022: p90 KPMG's report.
    adobe = await narrativePages({ file: "ce8c716abac26bfa", company: "Adobe Inc.", ticker: "ADBE", fiscalYear: 2022 }, [90]);
    // Corning's 10-K for 2022: p25 net sales, with the share of international markets.
    corning = await narrativePages({ file: "a63f102f045826b3", company: "Corning Incorporated", ticker: "GLW", fiscalYear: 2022 }, [25]);
    // Amcor's 8-K of July 1, 2022: p2 the substitution of the issuer of two notes.
    amcor = await narrativePages({ file: "1de32e72c2654864", company: "Amcor plc", ticker: "AMCR", fiscalYear: 2023 }, [2]);
    // Costco's 8-K of August 16, 2023: p3 the press release on its new director.
    costco = await narrativePages({ file: "6c04d3431eda8b55", company: "Costco Wholesale Corporation", ticker: "COST", fiscalYear: 2023 }, [3]);
    // MGM Resorts' 10-K for 2021: p55 the liquidity discussion with its cash, p56 critical accounting policies.
    mgm = await narrativePages({ file: "a1a0deb06a3e3807", company: "MGM Resorts International", ticker: "MGM", fiscalYear: 2021 }, [55, 56]);
  }, 60_000);

  it.each([
    ["Who is Netflix's auditor and was the opinion on the 2017 financial statements clean?", () => netflix],
    ["Did Adobe get a clean audit opinion on its fiscal 2022 financial statements?", () => adobe],
  ])("answers whether an audit opinion was clean from the words 'present fairly': %s", (question, pages) => {
    expect(absentSubject(question, pages())).not.toContain("clean");
    const answer = narrativeAnswer(question, pages());
    expect(answer?.text).toMatch(/present fairly/);
  });

  it("reads a degree of dependence as the asker's grading", () => {
    for (const w of ["heavily", "highly", "overly", "largely"]) expect(gradesVerdict(w)).toBe(true);
    for (const w of ["international", "customers", "heavy"]) expect(gradesVerdict(w)).toBe(false);
    expect(absentSubject("Is Corning heavily dependent on international markets?", corning)).toEqual([]);
    expect(absentSubject("Is Corning overly reliant on international markets?", corning)).toEqual([]);
  });

  it("does not require the day a filing was made", () => {
    const question = "What happened to Amcor's 3.625% notes due 2026 and 4.500% notes due 2028 according to the 8-K filed July 1, 2022?";
    expect(absentSubject(question, amcor)).not.toContain("july");
    expect(narrativeAnswer(question, amcor)?.text).toMatch(/Substitute Issuer/);
    // An event's own month asked is still a subject: a dated event is found by its date.
    expect(absentSubject("What did Amcor announce in October 2022?", amcor)).toContain("october");
  });

  it("finds a person's job in the office a filing gives them", () => {
    const question = "Costco added a director in August 2023. What was her previous job?";
    expect(absentSubject(question, costco)).not.toContain("job");
    expect(narrativeAnswer(question, costco)?.text).toMatch(/Hudson's Bay|CVS/);
  });

  it("answers a verdict on liquidity with the cash the company holds, in bold", () => {
    const question = "Is MGM Resorts' liquidity healthy at the end of 2021? Judge from the liquidity discussion in its 10-K.";
    expect(absentSubject(question, mgm)).not.toContain("judge");
    expect(narrativeAnswer(question, mgm)?.text.split("\n")[0]).toMatch(/cash and cash equivalents of \*\*\$4\.7 billion\*\*/);
  });
});
