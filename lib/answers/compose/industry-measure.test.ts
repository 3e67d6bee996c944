import { describe, expect, it } from "vitest";
import { industryMeasureAsked, unreportedMeasure } from "./industry-measure";

describe("measures only some industries report", () => {
  it.each([
    ["What was Adobe's net interest margin in 2022?", "net interest margin"],
    ["Netflix NIM FY2018?", "net interest margin"],
    ["How did Nike's same-store sales change in fiscal 2023?", "same-store sales"],
    ["Walmart comp sales growth, FY21", "same-store sales"],
    ["What were Best Buy's comparable store sales in fiscal 2023?", "same-store sales"],
    ["Can you tell me what RevPAR Verizon reported for 2022?", "RevPAR"],
    ["What was Verizon's ARPA in 2022?", "average revenue per user"],
    ["According to its annual report, what was Amazon's customer churn rate for 2020?", "churn"],
    ["How large was Lockheed Martin's order backlog at year-end 2022?", "backlog"],
    ["Microsoft book-to-bill ratio FY2017", "book-to-bill ratio"],
    ["What was 3M's combined ratio in 2022?", "combined ratio"],
    ["How many subscribers did Corning have at the end of 2022?", "subscribers"],
    ["What was MGM's daily active users in 2021?", "daily active users"],
    ["Give me Block's gross payment volume for 2020.", "gross merchandise volume"],
    ["What was Coca-Cola's assets under management in 2017?", "assets under management"],
    ["How many barrels per day did Nike produce in 2023?", "oil and gas production"],
    ["What was American Express's load factor in 2022?", "load factor"],
    ["JPMorgan CET1 ratio Q3 2022", "tier 1 capital ratio"],
  ])("%s asks for %s", (question, name) => {
    expect(industryMeasureAsked(question)?.name).toBe(name);
  });

  it.each([
    "What was Walmart's total revenue in fiscal 2021?",
    "How much interest expense did Boeing report in 2022?",
    "What were Best Buy's occupancy costs in fiscal 2023?",
    "What was Netflix's operating margin in 2018?",
    "How much did Verizon pay in dividends in 2022?",
    "What was Adobe's net income in fiscal 2022?",
  ])("%s asks for no industry measure", (question) => {
    expect(industryMeasureAsked(question)).toBeNull();
  });

  it("declines only when no page prints any of the measure's forms", () => {
    const bank = [{ content: "The net yield on these assets, on an FTE basis, was 2.09%, an increase of 47 bps." }];
    const lender = [{ content: "Loans bear interest at SOFR plus a margin of 0.75%; net interest expense was $12 million." }];
    expect(unreportedMeasure("What was the bank's net interest margin in 2022?", bank)).toBeNull();
    expect(unreportedMeasure("What was Netflix's net interest margin in 2018?", lender)).toBe("net interest margin");
    const retailer = [{ content: "Comparable sales increased 8.7% in fiscal 2021, including eCommerce." }];
    expect(unreportedMeasure("Walmart same-store sales growth 2021?", retailer)).toBeNull();
    expect(unreportedMeasure("What was Walmart's revenue in 2021?", lender)).toBeNull();
    expect(unreportedMeasure("What was Walmart's RevPAR in 2021?", [])).toBeNull();
    // Defined by the question, it is computed from the statements.
    expect(unreportedMeasure("Amex 2022 expense ratio: total expenses ÷ total revenues net of interest expense. What was it?", lender)).toBeNull();
  });
});

describe("a measure's name said of a legal matter", () => {
  it("is no measure of the business", () => {
    expect(industryMeasureAsked("Per 3M's 2021 annual report, how had the Combat Arms Earplugs bellwether trials gone so far, and what claim backlog sat behind them?")).toBeNull();
    expect(industryMeasureAsked("How large was the backlog of pending cases against the company?")).toBeNull();
    expect(industryMeasureAsked("Did the patent application backlog delay its launches?")).toBeNull();
  });
  it("leaves the business's own backlog a measure", () => {
    expect(industryMeasureAsked("What was Lockheed Martin's backlog at the end of 2022?")?.name).toBe("backlog");
    expect(industryMeasureAsked("How big was the order backlog, and did claims against it grow?")?.name).toBe("backlog");
    expect(industryMeasureAsked("What was its backlog of orders?")?.name).toBe("backlog");
  });
});
