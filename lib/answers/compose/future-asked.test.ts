import { describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { outsideHoldings } from "./coverage";
import { futureAskedOfPast, futurePeriodAsked, futurePriceAsked, outlookUnstated } from "./future-asked";

const doc = (facts: Partial<CatalogDocument>) =>
  ({ category: "annual-financial-report", formType: "10-K", fiscalQuarter: null, date: "2022-12-31", ...facts }) as CatalogDocument;
const asked = (q: string) => futurePeriodAsked(q, readQuestion(q));

describe("a figure asked of a period still to come", () => {
  it.each([
    ["What is 3M's net income going to be next year?", "next year"],
    ["How much will Nike earn in the coming year?", "coming year"],
    ["What is Pfizer's revenue going to be next quarter?", "next quarter"],
    ["Predict Boeing's operating income for next year.", "next year"],
    ["What will Netflix's revenue be?", "a period still to come"],
  ])("%s", (question, period) => {
    expect(asked(question)).toBe(period);
  });

  it.each([
    // The company's own outlook is stated in its filings.
    "What revenue does Pfizer expect for next year?",
    "What is Lockheed Martin's sales outlook for next year?",
    // What falls due later is reported now.
    "How much of Verizon's long-term debt matures next year?",
    "How much revenue will Adobe recognize from remaining performance obligations over the next twelve months?",
    // A year named is judged against the years the filings cover.
    "What will Walmart's revenue be in 2030?",
    // No figure asked.
    "Who will chair Best Buy's Audit Committee after Thomas Millner retires?",
    "What was 3M's net income in 2022?",
  ])("leaves %s", (question) => {
    expect(asked(question)).toBeNull();
  });

  it("declines with the filings there are and the years they report", () => {
    const holdings = { companies: ["3M Company"], documents: [doc({ fiscalYear: 2021, date: "2021-12-31" }), doc({ fiscalYear: 2022 })] };
    const question = "What is 3M's net income going to be next year?";
    const answer = outsideHoldings(readQuestion(question), holdings, question);
    expect(answer?.text).toBe(
      "The question asks for a figure of the next year, which no filing has reported yet: the catalog holds 3M's 10-K for FY2021 and FY2022, " +
        "which report FY2019 to FY2022; none of them covers a period after those, and they speak of what is to come only as the company's outlook, " +
        "so the filings cannot answer this question.",
    );
    expect(answer?.confidence).toBe(0);
    expect(outsideHoldings(readQuestion("What was 3M's net income in 2022?"), holdings, "What was 3M's net income in 2022?")).toBeNull();
  });

  it("asks a passage about what something will be to speak of what is to come", () => {
    expect(futureAskedOfPast("Who will be CVS Health's next CEO?", "Karen S. Lynch, age 60, President and Chief Executive Officer of CVS Health Corporation since February 2021;")).toBe(true);
    expect(futureAskedOfPast("Who will be CVS Health's next CEO?", "Mr. Smith will succeed Ms. Lynch as Chief Executive Officer effective March 1.")).toBe(false);
    // An event asked in the future tense may be told in the past by a later filing.
    expect(futureAskedOfPast("How is VICI Properties going to acquire MGM Growth Properties?", "VICI acquired MGP in a stock-for-stock deal.")).toBe(false);
  });
});

describe("a market price still to come", () => {
  it.each([
    ["Where will Adobe's share price be at the end of next year?", "share price"],
    ["What will Boeing's stock price be in 2030?", "stock price"],
    ["What is Netflix's stock going to close at tomorrow?", "stock going"],
    ["What will Walmart's market cap be next year?", "market cap"],
  ])("%s", (question, words) => {
    expect(futurePriceAsked(question)?.startsWith(words.split(" ")[0]!)).toBe(true);
  });

  it.each([
    "What was Adobe's closing stock price on December 2, 2022?",
    "What was the high and low sales price of Nike's stock in the fourth quarter of fiscal 2023?",
    "How many shares will vest under Pfizer's stock plan next year?",
    "What will Boeing's revenue be in 2030?",
  ])("%s asks for no price to come", (question) => {
    expect(futurePriceAsked(question)).toBeNull();
  });
});

describe("an outlook asked for a figure", () => {
  const unstated = (q: string, lead: string) => outlookUnstated(q, readQuestion(q), lead);

  it.each([
    // Microsoft 10-K 2017: accounting guidance, not the company's.
    ["What revenue guidance did Microsoft give for fiscal 2018?", "This guidance is effective for us beginning July 1, 2018, with early adoption permitted beginning July 1, 2017. [#ec6f003a]"],
    // Netflix 10-K 2018: another expectation.
    ["What EPS does Netflix expect for 2019?", "Netflix does not expect the impact on its consolidated financial statements to be material. [#502c002e]"],
    // Coca-Cola 10-K 2017: a past figure of the measure.
    ["What is Coca-Cola's long-term revenue growth target?", "Coca-Cola's revenue fell **15.4%** year over year, from $41,863 million in FY2016 to $35,410 million in FY2017 [#1c810049]."],
    // Verizon 10-K 2022: something else expected.
    ["What EPS does Verizon expect for 2023?", "Verizon Communications expects the inflationary environment and the resulting pressures to continue in 2023. [#0a000023]"],
  ])("%s is not answered by: %s", (question, lead) => {
    expect(unstated(question, lead)).toBe(true);
  });

  it.each([
    // PepsiCo Q2 2023 earnings release.
    ["What core EPS does PepsiCo expect for fiscal 2023?", "This assumption and the guidance above imply 2023 core EPS of $7.47 (previously $7.27), a 10 percent increase (previously 7 percent) compared to 2022 core EPS of $6.79. [#79640003]"],
    // Lockheed Martin Q2 2023 earnings release: the measure's outlook, its figure on the page.
    ["What was Lockheed Martin's 2023 earnings per share outlook?", "\"… we are raising our full year sales and earnings per share outlooks for 2023. [#633f0000]"],
    // Printed assumptions of the year reported are no outlook.
    ["What was the expected long-term rate of return on plan assets for 3M in 2022?", "The expected long-term rate of return on plan assets was 5.50%. [#e11d0090]"],
    // "Target" with its capital is a name.
    ["What was Target's total revenue in 2022?", "Pfizer's revenue for FY2022 was **$100,330 million**."],
  ])("%s may be answered by: %s", (question, lead) => {
    expect(unstated(question, lead)).toBe(false);
  });
});
