// Narrative answers on real filings' pages: a nearby sentence sharing a word of the question is
// declined, the passage that answers leads in whole sentences, and what is cited is verbatim.
import { beforeAll, describe, expect, it } from "vitest";
import { markersIn } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { narrativeAnswer, narrativeDecline } from "./narrative-answer";
import { narrativePages } from "./narrative-pages.fixture";

const pagesOf = (file: string, fiscalYear: number, numbers: number[], company = "The Boeing Company", ticker = "BA") =>
  narrativePages({ file, company, ticker, fiscalYear }, numbers);

describe("narrative answers on Boeing's 10-K pages", () => {
  // 10-K 2022: p82 "Customer financing primarily relates to our BCC segment", p9–p10 production
  // rates (p9 ends mid-sentence); 10-K 2017: p3 the segments and BDS' primary customer.
  let nearby: CitablePage[];
  let business: CitablePage[];

  beforeAll(async () => {
    nearby = await pagesOf("09285ff7ee737d33", 2022, [82, 9, 10]);
    business = await pagesOf("127d4046b54e9351", 2017, [3]);
  }, 120_000);

  it("declines who the primary customers are when the pages only speak of customer financing and remedies", () => {
    expect(narrativeAnswer("Who are Boeing's primary customers?", nearby)).toBeNull();
    const decline = narrativeDecline("Who are Boeing's primary customers?", nearby);
    expect(decline.text).toMatch(/^The retrieved pages do not answer this question/);
    expect(decline.text).toContain("3 pages of Boeing's 10-K for FY2022");
    expect(decline.excerpts.size).toBe(0);
  });

  it("answers it from the page that names the customer, leading with that sentence", () => {
    const answer = narrativeAnswer("Who are Boeing's primary customers?", [...nearby, ...business])!;
    expect(answer.text.split("\n")[0]).toMatch(/^BDS' primary customer is the United States Department of Defense/);
    expect(answer.confidence).toBeGreaterThan(0.5);
    const page = business[0]!;
    expect(page.content.includes(answer.excerpts.get(page.ref)!)).toBe(true);
  });

  it("answers production rates in whole sentences, never the sentence the page cuts off", () => {
    const answer = narrativeAnswer("What production rates does Boeing plan for the 737?", nearby)!;
    expect(answer.text.split("\n")[0]).toMatch(/^Boeing plans to gradually increase 737 production rates/);
    expect(answer.text).not.toContain("If production rate changes at any of our");
    for (const [ref, excerpt] of answer.excerpts) expect(nearby.find((p) => p.ref === ref)!.content.includes(excerpt)).toBe(true);
    // Every marker of the text is a page with its excerpt.
    const markers = markersIn(answer.text);
    expect(markers.length).toBeGreaterThan(0);
    for (const ref of markers) expect(answer.excerpts.has(ref)).toBe(true);
  });
});

describe("what the pages never mention is declined; what they state leads", () => {
  // Netflix 10-K 2016: p16 its dividend policy, p9 and p10 risk factors about its technology.
  let netflix: CitablePage[];
  // Amcor 10-K 2022: p7 business (no customer above 10% of sales), p13 customer risks, p29 the
  // Durban fire; Pfizer 10-K 2021 p32: the costs of separating Upjohn after a restated-periods note.
  let amcor: CitablePage[];
  let pfizer: CitablePage[];

  beforeAll(async () => {
    netflix = await pagesOf("b4ca471b6f386447", 2016, [16, 9, 10], "Netflix, Inc.", "NFLX");
    amcor = await pagesOf("0b36f6560cb49e56", 2022, [13, 29, 7], "Amcor plc", "AMCR");
    pfizer = await pagesOf("ff3307d5f633c5db", 2021, [32], "Pfizer Inc.", "PFE");
  }, 120_000);

  it("declines a question about things no page mentions, naming them, rather than quoting a nearby risk", () => {
    const question = "What does Netflix's annual report say about its network of electric-vehicle charging stations?";
    expect(narrativeAnswer(question, netflix)).toBeNull();
    const decline = narrativeDecline(question, netflix);
    expect(decline.text).toMatch(/^The retrieved pages do not answer this question/);
    expect(decline.text).toContain('"vehicle"');
    expect(decline.excerpts.size).toBe(0);
  });

  it("declines a question naming a company the pages never mention", () => {
    const question = "Which lawsuits does Tesla face over Autopilot crashes?";
    expect(narrativeAnswer(question, netflix)).toBeNull();
    expect(narrativeDecline(question, netflix).text).toContain('"Tesla"');
  });

  it("answers what the same pages do state, in the company's words", () => {
    const answer = narrativeAnswer("Does Netflix pay dividends to shareholders?", netflix)!;
    expect(answer.text.split("\n")[0]).toMatch(/^Netflix has not declared or paid any cash dividends/);
    expect(answer.text.split("\n")[0]).toContain(`[${netflix[0]!.ref}]`);
  });

  it("answers whether a company depends on one customer with the sentence on customer concentration", () => {
    const answer = narrativeAnswer("Is Amcor dependent on any one customer?", amcor)!;
    expect(answer.text.split("\n")[0]).toMatch(/single customer/);
    expect(answer.text.split("\n")[0]).toMatch(/10%|ten percent/);
  });

  it("leads with the sentence stating the amount, not a sentence before it carried along", () => {
    const answer = narrativeAnswer("How much does Pfizer expect to pay to spin off Upjohn?", pfizer)!;
    const first = answer.text.split("\n")[0]!;
    expect(first).toMatch(/^Pfizer expects to incur costs of approximately \*\*\$700 million\*\* in connection with separating Upjohn/);
    expect(first).not.toContain("Prior-period information");
    expect(pfizer[0]!.content.includes(answer.excerpts.get(pfizer[0]!.ref)!)).toBe(true);
  });
});

describe("narrative declines of a kind of thing the filing never has", () => {
  // General Mills 10-K fiscal 2021 p86: "Our operating segments are as follows: North America Retail; …".
  let segments: CitablePage[];

  beforeAll(async () => {
    segments = await narrativePages({ file: "91913a1a1349b438", company: "General Mills, Inc.", ticker: "GIS", fiscalYear: 2021 }, [86]);
  }, 120_000);

  it("declines a segment the pages never name, however much they say of segments", () => {
    for (const question of ["What was the EBITDA of General Mills' airline segment in fiscal 2021?", "How did the cruise ship segment of General Mills perform?"]) {
      expect(narrativeAnswer(question, segments)).toBeNull();
      expect(narrativeDecline(question, segments).excerpts.size).toBe(0);
    }
  });

  it("answers the segments the pages do name", () => {
    const answer = narrativeAnswer("What are General Mills' operating segments?", segments)!;
    expect(answer.text.split("\n")[0]).toMatch(/operating segments are as follows/);
  });
});
