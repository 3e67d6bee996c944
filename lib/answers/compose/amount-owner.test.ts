import { describe, expect, it } from "vitest";
import { amountOwnership } from "./amount-owner";

// Ulta Beauty's Q2 FY2023 release, pages 1 and 2.
const comparable =
  "Comparable sales (sales for stores open at least 14 months and e-commerce sales) increased 8.0% compared to an increase of 14.4% in the second quarter of fiscal 2022, driven by a 9.0% increase in transactions and a 1.0% decrease in average ticket.";
const netSales =
  "Net sales increased 10.1% to $2.5 billion compared to $2.3 billion in the second quarter of fiscal 2022 primarily due to increased comparable sales, strong new store performance, and growth in other revenue.";

describe("the amount a sentence gives is the thing's it names first", () => {
  const phrases = [["comparable", "sale"]] as const;
  it("prefers the sentence naming the thing before its amount", () => {
    expect(amountOwnership(comparable, phrases)).toBeGreaterThan(1);
    expect(amountOwnership(netSales, phrases)).toBeLessThan(1);
  });

  it("is neutral where the thing or an amount is missing", () => {
    expect(amountOwnership("Comparable sales rose on higher traffic.", phrases)).toBe(1);
    expect(amountOwnership(netSales, [["gross", "margin"]])).toBe(1);
    expect(amountOwnership(netSales, [])).toBe(1);
  });
});

describe("a sentence giving amounts clause by clause", () => {
  it("gives the amount of the thing named in the clause after the others'", () => {
    // Amazon's 10-K for 2017: Souq priced first, Whole Foods Market after.
    const both = "In 2017, we acquired Souq Group Ltd. for approximately $583 million and Whole Foods Market for approximately $13.2 billion.";
    expect(amountOwnership(both, [["whole", "food"]])).toBeGreaterThan(1);
  });
});
