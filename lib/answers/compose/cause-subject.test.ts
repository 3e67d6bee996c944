// Whose change a cause explains: the measure a drivers question names, in many wordings, and the
// cause sentences that explain it rather than a neighbouring figure.
import { describe, expect, it } from "vitest";
import { causeSubjectAsked, causeSubjectFit } from "./cause-subject";
import { judgesFigure } from "./judging-words";

const fit = (question: string, quote: string) => causeSubjectFit(causeSubjectAsked(question), quote);

describe("the measure a drivers question asks about", () => {
  it.each([
    ["What drove revenue growth in 2022?", "Net sales increased 9% primarily due to higher comparable sales."],
    ["Why did net sales fall?", "Net sales decreased $1.2 billion, driven by lower volume."],
    ["sales drivers FY2021", "The increases in net sales were primarily due to increases in comparable sales of 8.7%."],
    ["Why did the gross margin shrink?", "Gross margin decreased 120 basis points, primarily reflecting higher freight costs."],
    ["What were the primary reasons for the change in operating income?", "Earnings from operations in 2021 increased by $43 million primarily due to higher revenues."],
    ["Explain the change in SG&A expenses", "SG&A expenses increased $353 million primarily driven by increased media and advertising expenses."],
    ["What drove its operating expenses?", "Research and development expense decreased by $56 million primarily due to lower investments."],
    ["What caused cost of sales to rise?", "Cost of sales in 2018 increased by $4,878 million primarily due to higher revenue."],
    // A verb of effect is the change: McDonald's Q1 2023 release.
    ["What drove US comparable sales?", "U.S.: Comparable sales results benefited from strategic menu price increases."],
  ])("%s — a cause of the measure itself counts in full", (question, quote) => {
    expect(fit(question, quote)).toBe(1);
  });

  it.each([
    // Another figure's cause on the same MD&A page.
    ["Why did operating income change?", "Other income (expense), increased during fiscal 2022 primarily due to increases in interest income."],
    ["What drove revenue?", "Cost of sales in 2017 decreased by $4,724 million primarily due to lower reach-forward losses."],
    ["sales drivers FY2016", "The increase in cost of sales is primarily due to increased product and shipping costs resulting from increased sales."],
    ["What drove its operating expenses?", "Income tax expense increased to $609 million, primarily as a result of an increase in pre-tax earnings."],
    ["Why did the gross margin change?", "Net card fees increased 3 percent, primarily driven by growth in our premium card portfolios."],
    ["What drove its operating expenses?", "The decrease in the ETR was primarily due to a higher mix of pre-tax income from foreign operations."],
    // What changed is the first measure named: gross profit, as a share of sales.
    ["Why did its revenue change in the quarter?", "Gross profit as a percentage of sales decreased to 18.2% primarily due to the pass through of higher raw material costs."],
  ])("%s — a cause of another figure counts less", (question, quote) => {
    expect(fit(question, quote)).toBeLessThan(0.5);
  });

  it("weighs a sentence pointing back to the change just named between the two", () => {
    const f = fit("Why did revenue decline?", "The decrease was primarily due to lower volumes in Europe.");
    expect(f).toBeGreaterThan(0.5);
    expect(f).toBeLessThan(1);
  });

  it("weighs an offset below the cause it offsets", () => {
    const offset = fit("What drove revenue?", "Revenue growth was partially offset by lower volumes in Europe.");
    expect(offset).toBeLessThan(fit("What drove revenue?", "Revenue grew 5% primarily due to higher prices."));
    expect(offset).toBeGreaterThan(0.5);
  });

  it("does not read a balance's make-up as a cause of the measure", () => {
    // "primarily related to" describes what a balance holds; nothing changed, so the sentence is
    // weighed as one giving no cause, and it names no expense.
    expect(fit("What drove its operating expenses?", "Included in other liabilities are amounts primarily related to leases.")).toBeLessThan(0.7);
  });

  it("leaves questions naming no measure alone", () => {
    expect(causeSubjectAsked("Why did the company exit the Russian market?")).toBeNull();
    expect(fit("Why did the company exit the Russian market?", "Other income increased primarily due to interest income.")).toBe(1);
  });

  it("weighs a sentence naming the measure without a cause below one giving its cause", () => {
    const described = fit("What drove its operating expenses?", "Global Brand Divisions primarily represent demand creation and operating overhead expense.");
    expect(described).toBeLessThan(1);
    expect(described).toBeGreaterThan(fit("What drove its operating expenses?", "Other income increased primarily due to interest income."));
  });
});

describe("words that judge a figure", () => {
  it.each(["healthy", "strong", "adequate", "manageable", "sustainable", "intensive"])("%s is a verdict, not a thing", (w) => {
    expect(judgesFigure(w)).toBe(true);
  });
  it.each(["liquidity", "parks", "bitcoin", "segment"])("%s names a thing", (w) => {
    expect(judgesFigure(w)).toBe(false);
  });
});
