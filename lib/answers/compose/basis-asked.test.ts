import { describe, expect, it } from "vitest";
import type { CitablePage } from "../engines/engine";
import { basisAsked, unreportedBasis } from "./basis-asked";

const page = (content: string) => ({ content, document: { companyName: "Pfizer Inc." } }) as unknown as CitablePage;
const dollars = page("## Consolidated Statements of Income\n\n| (millions of dollars) | 2020 | 2019 |\n| --- | ---: | ---: |\n| Net income | 9,616 | 16,273 |\n\nThe euro weakened against the dollar in 2020.");
const euros = page("## Consolidated income statement\n\n(Amounts in millions of euros)\n\n| | 2022 | 2021 |\n| --- | ---: | ---: |\n| Net sales | 32,569 | 27,716 |");
const ifrs = page("The consolidated financial statements have been prepared in accordance with International Financial Reporting Standards (IFRS).");

describe("basisAsked", () => {
  it.each([
    ["What was Pfizer's 2020 net income under IFRS?", "IFRS"],
    ["Net income in accordance with IFRS, 2021?", "IFRS"],
    ["What were American Water Works' 2020 operating revenues in euros, as the company reported them?", "euros"],
    ["Walmart's total revenues for fiscal 2021, expressed in Japanese yen?", "yen"],
    ["Boeing's total assets at December 31, 2021 in pounds sterling?", "pounds sterling"],
    ["Revenue converted into CHF for 2022?", "CHF"],
  ])("reads the basis asked: %s", (q, said) => expect(basisAsked(q)?.said).toBe(said));

  it.each([
    "What was NIKE's fiscal 2022 revenue under U.S. GAAP?",
    "How much euro-denominated debt did Pfizer have at year-end 2020?",
    "What was the impact of the euro on revenue growth in 2022?",
    "How many pounds of product did it ship in 2021?",
    "What was revenue in Europe in 2022?",
  ])("reads no basis where the question asks none: %s", (q) => expect(basisAsked(q)).toBeNull());
});

describe("unreportedBasis", () => {
  it("declines a figure in a currency the pages never caption their figures in, though their prose names it", () => {
    const decline = unreportedBasis("What was Pfizer's 2020 net income in euros?", [dollars]);
    expect(decline?.text).toMatch(/in euros, and the filings do not state one/);
    expect(decline?.excerpts.size).toBe(0);
  });

  it("answers on the basis the pages report on", () => {
    expect(unreportedBasis("Inditex net sales in euros, 2022?", [euros])).toBeNull();
    expect(unreportedBasis("Net income under IFRS, 2022?", [ifrs])).toBeNull();
    expect(unreportedBasis("What was Pfizer's 2020 net income under IFRS?", [dollars])).not.toBeNull();
  });
});
