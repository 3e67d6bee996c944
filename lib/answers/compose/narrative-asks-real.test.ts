// Narrative answers on real filings' pages for asks put in everyday words: what was paid for a named
// business (the price, and the amount of the clause naming it), what lifted or hurt a figure (what
// drove it), customers who only receive what is asked about, "fewer" and "biggest" in a filing's
// words, and a release's reason for giving no GAAP reconciliation of its outlook.
import { beforeAll, describe, expect, it } from "vitest";
import type { CitablePage } from "../engines/engine";
import { readQuestion } from "../../retrieval/read-question";
import { composeAnswer } from "../engines/extractive-engine";
import { asksOf } from "./answer-focus";
import { narrativeAnswer, withHeadline } from "./narrative-answer";
import { narrativePages } from "./narrative-pages.fixture";
import { isBoilerplate } from "./passage-judgement";

const lead = (text: string) => text.split("\n")[0]!;
const askNames = (question: string) => asksOf(question).map((a) => a.name);

describe("narrative answers to asks in everyday words, on real pages", () => {
  // Amazon 10-K 2017 in a retrieval order putting the debt note first: p56 the notes that funded
  // Whole Foods Market, p52 the acquisitions note. McDonald's Q1 2023 release p2: comparable sales
  // by segment. Boeing 10-K 2019 p8: the 737 MAX customer concessions charge. Coca-Cola 10-K 2017:
  // p151 quarterly data, p11 employees. Best Buy 10-K FY2023: p18 the bank-deposit risk, p5 suppliers.
  let amazon: CitablePage[];
  let mcdonalds: CitablePage[];
  let boeing: CitablePage[];
  let coke: CitablePage[];
  let bestBuy: CitablePage[];
  let nike: CitablePage[];
  let netflix: CitablePage[];
  let amcor: CitablePage[];
  let block: CitablePage[];

  beforeAll(async () => {
    amazon = await narrativePages({ file: "f8af08ff6c414735", company: "Amazon.com, Inc.", ticker: "AMZN", fiscalYear: 2017 }, [56, 52]);
    mcdonalds = await narrativePages({ file: "f94b34aa74848766", company: "McDonald's Corporation", ticker: "MCD", fiscalYear: 2023 }, [1, 2, 3]);
    boeing = await narrativePages({ file: "89bad2d173fa5829", company: "The Boeing Company", ticker: "BA", fiscalYear: 2019 }, [7, 8]);
    coke = await narrativePages({ file: "b57c75cf20916904", company: "The Coca-Cola Company", ticker: "KO", fiscalYear: 2017 }, [151, 11]);
    bestBuy = await narrativePages({ file: "7ca465d31a08be29", company: "Best Buy Co., Inc.", ticker: "BBY", fiscalYear: 2023 }, [18, 5]);
    // NIKE 10-K fiscal 2023: p12 executive officers ("Ms. Miller worked at …"), p10 the employee base.
    // Netflix 10-K 2017: p3 the business overview, p6 original programming; no page names a title.
    netflix = await narrativePages({ file: "981a69bba010dd17", company: "Netflix, Inc.", ticker: "NFLX", fiscalYear: 2017 }, [3, 6]);
    // Amcor 10-K fiscal 2023 in its retrieval order: p66 assets held for sale ("Property, plant, and
    // equipment, net"), p63 the gain on disposal of the three Russian facilities.
    amcor = await narrativePages({ file: "84d7a0291a12f4e6", company: "Amcor plc", ticker: "AMCR", fiscalYear: 2023 }, [66, 63]);
    // Block 10-K 2020: p66 the Cash App segment's revenue table, p62 what drove revenue.
    block = await narrativePages({ file: "c19a9fb25db3270e", company: "Block, Inc.", ticker: "SQ", fiscalYear: 2020 }, [66, 62]);
    nike = await narrativePages({ file: "51f5a0fc6ede20de", company: "NIKE, Inc.", ticker: "NKE", fiscalYear: 2023 }, [12, 10]);
  }, 240_000);

  it("reads what was paid or spent for a named business as its acquisition, answered by the sentence giving the price", () => {
    for (const question of ["What did Amazon pay for Whole Foods Market in 2017?", "How much did Amazon spend for Whole Foods Market?"]) {
      expect(askNames(question)).toContain("acquisitions");
      const answer = narrativeAnswer(question, amazon)!;
      expect(lead(answer.text)).toContain(`[${amazon[1]!.ref}]`);
      // The sentence prices Souq first; the amount of the clause naming Whole Foods Market is the headline.
      expect(lead(answer.text)).toContain("**$13.2 billion**");
    }
    expect(askNames("What did it pay for raw materials?")).not.toContain("acquisitions");
  });

  it("bolds the first amount of the clause that names the thing asked, and the sentence's first amount otherwise", () => {
    expect(withHeadline("We sold Alpha for $5 million, and we sold Beta Corp for $9 million.", "What did it get for Beta Corp?")).toContain("**$9 million**");
    // One clause naming the thing after its amount: the amount is its own.
    expect(withHeadline("It derived 71% of its net sales from the U.S. Government in 2019, including 61% from the DoD.", "How dependent was it on the U.S. Government?")).toContain(
      "**71%**",
    );
    expect(withHeadline("CET1 capital ratio: 12.5% (Standardized, September 30, 2022), 13.1% (Standardized, December 31, 2021)", "What was its CET1 ratio at the end of September 2022?")).toContain(
      "**12.5%**",
    );
  });

  it("reads what lifted, boosted or hurt a figure as what drove it, answered by what it benefited from", () => {
    const question = "What lifted McDonald's U.S. comparable sales in Q1 2023?";
    expect(askNames(question)).toContain("drivers");
    expect(lead(narrativeAnswer(question, mcdonalds)!.text)).toMatch(/benefited from strategic menu price increases/);
    // Asked of the whole company, the global figure and what it reflects answers.
    const global = "What boosted comparable sales at McDonald's in the first quarter?";
    expect(askNames(global)).toContain("drivers");
    expect(lead(narrativeAnswer(global, mcdonalds)!.text)).toMatch(/comparable sales increased (?:\*\*)?12\.6%(?:\*\*)?, reflecting/);
    expect(askNames("What hurt Boeing's margins in 2019?")).toContain("drivers");
  });

  it("does not ask who the customers are when they only receive what is asked about", () => {
    const question = "How big a charge did Boeing take in 2019 for concessions to 737 MAX customers?";
    expect(askNames(question)).not.toContain("customers");
    expect(askNames("What refunds did the company pay to its customers?")).not.toContain("customers");
    expect(askNames("Who are Boeing's largest customers?")).toContain("customers");
    const answer = narrativeAnswer(question, boeing)!;
    expect(lead(answer.text)).toMatch(/concessions/);
    expect(lead(answer.text)).toMatch(/\*\*\$[\d,]+/);
  });

  it("reads 'fewer' as a decrease and 'biggest' as largest, in the filing's words", () => {
    const fewer = narrativeAnswer("Why did Coca-Cola have fewer employees at the end of 2017?", coke)!;
    expect(lead(fewer.text)).toMatch(/decrease in the total number of employees in 2017 was primarily due to the refranchising/);
    const reliant = narrativeAnswer("How reliant is Best Buy on its biggest suppliers?", bestBuy)!;
    expect(lead(reliant.text)).toMatch(/20 largest suppliers accounted for approximately \*\*79%\*\*/);
  });

  it("takes a release's reason for giving no GAAP reconciliation of its outlook for boilerplate", () => {
    expect(
      isBoilerplate(
        "We are unable to reconcile our full year projected 2023 organic revenue growth to our full year projected 2023 reported net revenue growth because we are unable to predict the 2023 impact of foreign exchange.",
      ),
    ).toBe(true);
    expect(isBoilerplate("For fiscal year 2023, the Company now expects to deliver 10 percent organic revenue growth (previously 8 percent).")).toBe(false);
  });

  it("counts the thing asked, not what it does: a count of employees answers how many people worked there", () => {
    for (const question of ["Roughly how many people worked for NIKE at the end of fiscal 2023?", "How many people were employed by NIKE as of May 31, 2023?"]) {
      const answer = composeAnswer(question, readQuestion(question), nike);
      // Answered by the count reader or, where it reads no thing counted, by the sentence stating the count.
      expect(lead(answer.text)).toMatch(/\*\*83,700\*\*/);
      expect(answer.text).toContain(`[${nike[1]!.ref}]`);
    }
  });

  it("answers a U.S. figure from the passage labelled U.S., the release it is in framing the question", () => {
    const answer = narrativeAnswer("Per its Q1 2023 earnings release, why did McDonald's U.S. comparable sales rise?", mcdonalds)!;
    expect(lead(answer.text)).toMatch(/^U\.S\.: Comparable sales results benefited from/);
  });

  it("bolds the amount coordinated with the thing asked: '$148 on KC-46A Tanker and $489 on Commercial Crew'", () => {
    const sentence = "For example, we have recorded reach-forward losses of $148 on KC-46A Tanker and $489 on Commercial Crew in 2019.";
    expect(withHeadline(sentence, "How large was the Commercial Crew reach-forward loss in 2019?")).toContain("**$489**");
    expect(withHeadline(sentence, "How large were the reach-forward losses in 2019?")).toContain("**$148**");
  });

  it("declines an amount asked of a thing no passage names, rather than quote another figure", () => {
    expect(narrativeAnswer("How much did Netflix spend producing the series Stranger Things in 2017?", netflix)).toBeNull();
    expect(narrativeAnswer("What did the show Ozark cost Netflix to make?", netflix)).toBeNull();
    expect(narrativeAnswer("How many streaming memberships did Netflix have?", netflix)).not.toBeNull();
  });

  it("reads a plant as a facility and pronouns and 'what became of' as phrasing, not as the subject", () => {
    for (const question of ["What became of Amcor's plants in Russia, and what did it get for them?", "What did Amcor do with its Russian factories?"]) {
      expect(lead(narrativeAnswer(question, amcor)!.text)).toMatch(/disposal of the Company's three manufacturing facilities in Russia/);
    }
  });

  it("reads what charges or factors weighed on a figure as what drove it", () => {
    expect(askNames("What charges weighed on Microsoft's operating income in fiscal 2015?")).toContain("drivers");
    expect(askNames("What factors hurt margins?")).toContain("drivers");
    expect(askNames("What did Microsoft charge for Office?")).not.toContain("drivers");
  });

  it("answers what drove a segment's figure in words, not with the segment's figure", () => {
    for (const question of ["What pushed Cash App revenue up so sharply in 2020?", "Why did Cash App revenue grow in 2020?"]) {
      const answer = composeAnswer(question, readQuestion(question), block);
      expect(lead(answer.text)).not.toMatch(/revenue for FY2020 was/);
      expect(lead(answer.text)).toMatch(/Cash App/);
    }
  });

  it("headlines the total paid over a price per share, and reads a negation only in the amount's own clause", () => {
    const sentence =
      "On November 17, 2021, we acquired all of the issued and outstanding common stock not already owned by Pfizer of Trillium for a price of $18.50 per share in cash, for total consideration of $2.0 billion, net of cash acquired.";
    expect(withHeadline(sentence, "How much did Pfizer pay for Trillium Therapeutics?")).toContain("**$2.0 billion**");
    expect(withHeadline(sentence, "What price per share did Pfizer pay for Trillium?")).toContain("**$18.50**");
    expect(withHeadline("For 2022, 2021 and 2020, no customer met or exceeded 10% of net sales.", "How dependent is it on one customer?")).not.toContain("**");
  });

  it("bolds the amount of a list item that leads, after the sentence leading into its list", () => {
    const answer = narrativeAnswer("By how much did McDonald's global comparable sales grow in the first quarter of 2023?", mcdonalds)!;
    expect(lead(answer.text)).toMatch(/comparable sales increased \*\*12\.6%\*\*/);
  });

  it("reads 'targeted to close' and 'scheduled' as what a company expects", () => {
    const guidance = asksOf("When did Pfizer expect the acquisition to close?").find((a) => a.name === "guidance")!;
    expect(guidance.answers.test("The proposed acquisition is targeted to close in the first half of 2022.")).toBe(true);
    expect(guidance.answers.test("The meeting is scheduled for May.")).toBe(true);
    expect(guidance.answers.test("The acquisition closed in March.")).toBe(false);
  });
});
