// Which names in a question stand where an owner of figures stands, and which of them no best page prints.
import { describe, expect, it } from "vitest";
import { ownersNamed, unknownCompanyNamed } from "./unknown-company";

describe("owners a question names", () => {
  it.each([
    ["What was Target's comparable sales growth in fiscal 2022?", ["Target"]],
    ["How much did ExxonMobil spend on capital expenditures in 2021?", ["ExxonMobil"]],
    ["Tesla 2021 revenue?", ["Tesla"]],
    ["What was the net income of Home Depot in fiscal 2022?", ["Home Depot"]],
    ["What was Frito-Lay North America's operating profit in Q2 2023?", ["Frito-Lay North America"]],
    // A ticker leading a question in shorthand.
    ["CAT FY21 inventory turns: FY21 COGS / avg of FY20 and FY21 inventories, 2dp?", ["CAT"]],
    ["XOM: capex in 2022, $bn?", ["XOM"]],
    ["TSLA 2022 revenue?", ["TSLA"]],
    ["Quick one. INTC Q2 2023 gross margin?", ["INTC"]],
    // A ticker in the possessive, wherever it stands.
    ["What was ZZZZ's net income in FY2020?", ["ZZZZ"]],
    ["How much revenue did AWS's customers bring in?", ["AWS"]],
    // A legal form after the name, with or without its comma, is no part of it.
    ["How much revenue did Mars, Incorporated generate in 2022?", ["Mars"]],
    ["What was Cargill, Inc.'s net income in fiscal 2023?", ["Cargill"]],
    ["How much did Koch Industries, Inc. earn in revenue in 2021?", ["Koch Industries"]],
    ["Total assets of Brightwater Logistics, LLC at the end of 2022?", ["Brightwater Logistics"]],
  ])("%s", (question, owners) => {
    expect(ownersNamed(question)).toEqual(owners);
  });

  it.each([
    "What is the Free Cash Flow of the company in FY2021?",
    "Using the cash flow statement, what was capital expenditure in 2020?",
    "What were total assets at December 31, 2021?",
    "What is the EBITDA margin for FY2022?",
    "Compare revenue for Q2 2023 with Q2 2022.",
    // Abbreviations that lead a question are no tickers.
    "FCF FY21: operating cash flow less capex?",
    "EBITDA 2022: operating income plus D&A?",
    "YoY: how did revenue change in 2021?",
    "What did the company say about its CEO: succession in 2022?",
    "What was the EBITDA's growth in 2022?",
  ])("none in %s", (question) => {
    expect(ownersNamed(question)).toEqual([]);
  });
});

describe("a company the catalog does not know", () => {
  const generalMills = [{ content: "General Mills sells to Walmart and other retailers. We target a leverage ratio; Target Corporation is a customer." }];
  const pepsico = [{ content: "Frito-Lay North America operating profit grew 12%." }];

  it("is an owner no best page prints as written", () => {
    expect(unknownCompanyNamed("How much did ExxonMobil spend on capital expenditures in 2021?", generalMills)).toBe("ExxonMobil");
    expect(unknownCompanyNamed("What was Tesla's revenue in 2021?", pepsico)).toBe("Tesla");
  });

  it("is not a division or customer the pages print", () => {
    expect(unknownCompanyNamed("What was Frito-Lay North America's operating profit in Q2 2023?", pepsico)).toBeNull();
    expect(unknownCompanyNamed("What was Target's comparable sales growth in fiscal 2022?", generalMills)).toBeNull();
  });

  it("is not a lowercase word the pages happen to share", () => {
    expect(unknownCompanyNamed("What was Target's comparable sales growth in fiscal 2022?", [{ content: "We target a leverage ratio of 3x." }])).toBe("Target");
  });
});

describe("a ticker leading a terse question", () => {
  it("reads the ticker before the figure and its period as an owner", () => {
    expect(ownersNamed("TM net income 2021")).toEqual(["TM"]);
    expect(ownersNamed("TSLA revenue FY22?")).toEqual(["TSLA"]);
    expect(ownersNamed("EBITDA margin 2022")).toEqual([]);
    expect(ownersNamed("GAAP net income in FY2021")).toEqual([]);
  });

  it("reads a name leading a terse question before the figure and its period as an owner", () => {
    expect(ownersNamed("Target total assets FY2020?")).toEqual(["Target"]);
    expect(ownersNamed("Starbucks revenue 2021")).toEqual(["Starbucks"]);
    expect(ownersNamed("Bloomberg L.P. net income 2022")).toEqual(["Bloomberg"]);
    expect(ownersNamed("Total revenue FY2021?")).toEqual([]);
    expect(ownersNamed("Compare net income in 2021")).toEqual([]);
  });

  it("reads the owner of a terse question whose period a comma sets off", () => {
    expect(ownersNamed("Kroger identical sales without fuel, fiscal 2022?")).toEqual(["Kroger"]);
    expect(ownersNamed("Target comparable sales growth, fiscal 2022?")).toEqual(["Target"]);
    expect(ownersNamed("KR identical sales, FY22")).toEqual(["KR"]);
    expect(ownersNamed("Total revenue, fiscal 2021?")).toEqual([]);
    expect(ownersNamed("Operating income, 2022?")).toEqual([]);
  });
});

describe("a company the pages name only in their prose", () => {
  // Boeing's pages name Airbus as a competitor; PepsiCo's report Frito-Lay North America as a segment.
  const boeing = [
    { content: "We face aggressive international competitors, including Airbus, that are intent on increasing their market share." },
    { content: "Airbus and other competitors offer aircraft at lower prices.\n\n| Commercial Airplanes | 25,867 | 19,493 |" },
  ];
  const pepsico = [
    { content: "## Frito-Lay North America\n\nNet revenue grew 12%." },
    { content: "| Frito-Lay North America | 5,722 | 5,166 |\n| Quaker Foods North America | 720 | 698 |" },
  ];

  it("reads a name printed with a capital only where a label starts as a common word", () => {
    // Pfizer 10-K 2020, pension plan assets, and an agreement's defined term in title case.
    const pfizer = [
      { content: "| Allocation Percentage (PERCENTAGES) | Target Percentage of Plan Assets As of December 31, 2020 | Percentage of Plan Assets As of December 31, 2020 |" },
      { content: "(b) The definition of “Closing Working Capital Target” in Section 1.01 of the Agreement is hereby amended and restated in its entirety as follows" },
    ];
    expect(unknownCompanyNamed("Target total assets FY2020?", pfizer, pfizer)).toBe("Target");
  });

  it("reads a name only the prose prints as another company", () => {
    expect(unknownCompanyNamed("What was Airbus's operating profit in 2021?", boeing, boeing)).toBe("Airbus");
  });

  it("reads a name a table or heading reports as a part of the company", () => {
    expect(unknownCompanyNamed("What was Frito-Lay North America's operating profit in Q2 2023?", pepsico, pepsico)).toBeNull();
  });
});
