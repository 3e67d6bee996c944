// Asks for a 10-K's properties, the seasonality of the business and its buyback authorization, on
// real pages: the passage that answers stands beside others sharing the question's words — the
// property-and-equipment note, a hotel called "Four Seasons", shares authorized for issue.
import { beforeAll, describe, expect, it } from "vitest";
import type { CitablePage } from "../engines/engine";
import { asksOf } from "./answer-focus";
import { narrativeAnswer } from "./narrative-answer";
import { narrativePages } from "./narrative-pages.fixture";

const lead = (text: string) => text.split("\n")[0]!;
const askNames = (q: string) => asksOf(q).map((a) => a.name);

describe("the asks for properties, seasonality, buybacks and dividends are read in any wording", () => {
  it.each([
    ["Describe Netflix's principal properties.", "properties"],
    ["What does the 10-K say about its facilities?", "properties"],
    ["Pfizer properties 2021 10-K", "properties"],
    ["Is the business seasonal?", "seasonality"],
    ["Adobe seasonality FY2016", "seasonality"],
    ["How much remained on the stock buyback program?", "repurchases"],
    ["Summarise the share repurchase authorization.", "repurchases"],
    ["What is Verizon's dividend policy?", "dividends"],
  ])("%s asks for %s", (question, name) => {
    expect(askNames(question)).toContain(name);
  });

  it.each([
    "What intellectual properties does it license?",
    "What are the terms of its credit facilities?",
    "How much did it draw on its borrowing facilities?",
  ])("%s does not ask for the company's properties", (question) => {
    expect(askNames(question)).not.toContain("properties");
  });
});

describe("passages on properties, seasonality and buybacks on real 10-K pages", () => {
  // Netflix 10-K 2018 in the order retrieval gives them: for properties p49 the property-and-equipment
  // note ("Leased buildings are capitalized …") before p16 Item 2 Properties; for seasonality p4 the
  // Seasonality section, p55 TV "seasons" licensed, p33 market risk "currency fluctuations".
  // MGM 10-K 2018: p4 "do not tend to be seasonal" beside the resorts, p5 "… 424 rooms at the Four
  // Seasons Hotel", p153 a conservatory that "changes seasonally".
  // Amazon 10-K 2018: p60 preferred shares authorized, then "Stock Repurchase Activity".
  let netflix: CitablePage[];
  let netflixSeasons: CitablePage[];
  let mgm: CitablePage[];
  let amazon: CitablePage[];

  beforeAll(async () => {
    netflix = await narrativePages({ file: "182eb08c330375b0", company: "Netflix, Inc.", ticker: "NFLX", fiscalYear: 2018 }, [49, 16]);
    netflixSeasons = await narrativePages({ file: "182eb08c330375b0", company: "Netflix, Inc.", ticker: "NFLX", fiscalYear: 2018 }, [4, 55, 33]);
    mgm = await narrativePages({ file: "1b540737f91716aa", company: "MGM Resorts International", ticker: "MGM", fiscalYear: 2018 }, [4, 5, 153]);
    amazon = await narrativePages({ file: "d7dc1d663a423a54", company: "Amazon.com, Inc.", ticker: "AMZN", fiscalYear: 2018 }, [60]);
  }, 180_000);

  it("answers what the filing says of its properties from Item 2, not the property-and-equipment note", () => {
    for (const question of ["What does Netflix's 2018 10-K say about its properties?", "Netflix properties 2018 10-K", "Describe Netflix's principal properties as of fiscal 2018."]) {
      const answer = narrativeAnswer(question, netflix)!;
      expect(lead(answer.text)).toContain(`[${netflix[1]!.ref}]`);
      expect(lead(answer.text)).toMatch(/square feet|headquarters/);
    }
  });

  it("answers whether the business is seasonal from the sentence saying so", () => {
    const nflx = narrativeAnswer("Is Netflix's business seasonal, according to its fiscal 2018 10-K?", netflixSeasons)!;
    expect(lead(nflx.text)).toContain(`[${netflixSeasons[0]!.ref}]`);
    expect(lead(nflx.text)).toMatch(/seasonal/);
    const resorts = narrativeAnswer("Explain the seasonality of MGM Resorts's business in 2018.", mgm)!;
    expect(lead(resorts.text)).toMatch(/do not tend to be seasonal/);
    expect(lead(resorts.text)).not.toMatch(/Four Seasons/);
    const terse = narrativeAnswer("MGM Resorts seasonality FY2018", mgm)!;
    expect(lead(terse.text)).toMatch(/do not tend to be seasonal/);
  });

  it("answers a buyback authorization from the repurchase passage, not the shares authorized for issue", () => {
    const answer = narrativeAnswer("Describe Amazon's stock buyback authorization in its 2018 10-K.", amazon)!;
    expect(lead(answer.text)).toMatch(/repurchase/);
    expect(lead(answer.text)).not.toMatch(/preferred stock/);
  });
});
