import { describe, expect, it } from "vitest";
import type { Company } from "../catalog/types";
import { readDocumentKinds } from "./read-document-kinds";
import { stripInstructions } from "./strip-instructions";
import { understandQuery } from "./understand-query";

const company = (name: string, tickers: string[], aliases: string[] = []): Company => ({
  id: name.toLowerCase().replace(/\W+/g, "-"), name, tickers, aliases, countries: ["US"], filesWithSec: true, cik: null, permid: null, listed: true,
});
const COMPANIES = [
  company("Walmart Inc.", ["WMT"], ["Walmart", "Wal-Mart"]),
  company("Verizon Communications Inc.", ["VZ"], ["Verizon"]),
  company("General Mills, Inc.", ["GIS"], ["General Mills"]),
  company("Ulta Beauty, Inc.", ["ULTA"], ["Ulta", "Ulta Beauty"]),
  company("Oracle Corporation", ["ORCL"], ["Oracle"]),
  company("FedEx Corporation", ["FDX"], ["FedEx", "Federal Express"]),
];
const read = (q: string) => understandQuery(q, COMPANIES);

describe("understandQuery", () => {
  it.each([
    // question, companies, years, quarter, statements (sorted), key terms that must remain
    ["What is Walmart's FY2018 DPO? Round your answer to two decimal places.", ["Walmart Inc."], [2018], undefined,
      ["balance-sheet", "income-statement"], ["dpo"]],
    ["Using the cash flow statement, how much did FedEx spend on capex in fiscal 2021? Answer in USD millions.",
      ["FedEx Corporation"], [2021], undefined, ["cash-flow-statement"], ["spend", "capex"]],
    ["How did Oracle's cloud revenue change in Q3 of FY2024 vs. the prior year?", ["Oracle Corporation"], [2024], 3,
      ["income-statement"], ["cloud", "revenue", "change"]],
    ["verizon free cash flow 2019-2021", ["Verizon Communications Inc."], [2019, 2020, 2021], undefined,
      ["cash-flow-statement"], ["free", "cash", "flow"]],
    ["Ulta Beauty: what drove SG&A as a % of net sales lower in FY23?", ["Ulta Beauty, Inc."], [2023], undefined,
      ["income-statement"], ["drove", "lower"]],
    ["What were General Mills' total current assets at year end FY2020 per the statement of financial position?",
      ["General Mills, Inc."], [2020], undefined, ["balance-sheet"], ["current", "assets"]],
    ["Which segment grew fastest for WMT and Verizon last year?", ["Walmart Inc.", "Verizon Communications Inc."], [], undefined,
      [], ["segment", "grew", "fastest"]],
  ])("%s", (question, companies, years, quarter, statements, terms) => {
    const u = read(question);
    expect(u.companies.map((c) => c.company.name)).toEqual(companies);
    expect(u.periods.years).toEqual(years);
    expect(u.periods.quarter?.quarter).toBe(quarter);
    expect([...u.statements].sort()).toEqual(statements);
    for (const term of terms) expect(u.terms).toContain(term);
  });

  it("keeps names, periods, forms, instructions and stop words out of the search words", () => {
    const u = read(
      "What is the FY2019 inventory turnover for Walmart in its 10-K? Round your answer to two decimal places. "
      + "If inventory turnover is not a useful metric for a company like this, then state that and explain why.",
    );
    expect(u.terms).toEqual(["inventory", "turnover"]);
    expect(u.instructions).toHaveLength(2);
    expect(u.documentKinds.map((k) => k.formTypes[0])).toEqual(["10-K"]);
    expect(u.metrics.map((m) => m.metric.id)).toEqual(["inventoryTurnover"]);
  });

  it("keeps a statement named in an instruction as a hint", () => {
    const u = read("Basing your judgments off of the P&L statement, what is Oracle's FY2016 revenue?");
    expect(u.statementHints).toEqual(["income-statement"]);
    expect(u.terms).toEqual(["revenue"]);
  });

  it("prefers segment tables when a question is about segments or regions", () => {
    expect(read("Which region had the highest sales for Walmart?").pageKinds).toContain("segment-table");
    expect(read("What is Walmart's net income?").pageKinds).not.toContain("segment-table");
    expect(read("If we exclude the impact of M&A, which segment dragged down Walmart's growth?").pageKinds).toContain("segment-table");
  });

  it("does not prefer segment tables when a segment is the subject of an event told in prose", () => {
    expect(read("Is Walmart spinning off any large business segments?").pageKinds).not.toContain("segment-table");
    expect(read("Has Walmart acquired any companies for its international segment?").pageKinds).not.toContain("segment-table");
  });

  it("reads each company once, in the order first named", () => {
    const u = read("Walmart (WMT) versus Wal-Mart's peers and FedEx");
    expect(u.companies.map((c) => c.company.name)).toEqual(["Walmart Inc.", "FedEx Corporation"]);
  });
});

describe("readDocumentKinds", () => {
  it.each([
    ["in the 10-K", "10-K"],
    ["their 10K report", "10-K"],
    ["the 2022 annual report", "10-K"],
    ["the latest quarterly report", "10-Q"],
    ["in the quarterly", "10-Q"],
    ["Form 10-Q filing", "10-Q"],
    ["the 8k filing dated 1st July 2022", "8-K"],
    ["its current report", "8-K"],
    ["the proxy statement", "DEF 14A"],
  ])("%s", (text, formType) => {
    expect(readDocumentKinds(text)[0]!.formTypes[0]).toBe(formType);
  });

  it("reads earnings releases as a category, and not quarterly dividends as a form", () => {
    expect(readDocumentKinds("in the Q2 earnings release")[0]!.categories).toEqual(["earnings-release"]);
    expect(readDocumentKinds("the quarterly dividend")).toEqual([]);
  });
});

describe("stripInstructions", () => {
  it.each([
    ["What is X? Round your answer to two decimal places.", "round your answer to two decimal places"],
    ["What is X (in units of percents and round to one decimal place)?", "in units of percents"],
    ["What is X? Answer in USD millions.", "answer in usd millions"],
    ["What is X (in USD millions)?", "(in usd millions)"],
    ["Is X useful? If X is not a relevant metric, please state that and explain why.", "if x is not a relevant metric, please state that and explain why."],
    ["We need to calculate a reasonable approximation (or exact number if possible) of a financial metric. What is X?",
      "we need to calculate a reasonable approximation (or exact number if possible) of a financial metric."],
    ["Using the cash flow statement, answer the following question to the best of your abilities: what is X?",
      "answer the following question to the best of your abilities:"],
  ])("%s", (question, removed) => {
    const stripped = stripInstructions(question);
    expect(stripped.instructions.some((i) => i.toLowerCase().includes(removed))).toBe(true);
    expect(stripped.text).toHaveLength(question.length);
  });

  it("leaves questions without instructions alone", () => {
    const question = "If we exclude the impact of M&A, which segment dragged down growth in 2022?";
    expect(stripInstructions(question)).toEqual({ text: question, instructions: [] });
  });
});

describe("understandQuery with a statement named inside a measure's name", () => {
  it.each([
    "VZ: material change in balance-sheet leverage during 2020?",
    "Did Walmart's balance sheet leverage change materially in fiscal 2021?",
    "GIS FY23: change in balance sheet leverage?",
  ])("keeps the measure whole: %s", (question) => {
    const reading = read(question);
    expect(reading.terms).toContain("leverage");
    expect(reading.figures.metric?.name).toBe("Total debt");
  });

  it("still blanks a statement named as where to look", () => {
    expect(read("Using Walmart's balance sheet, what were inventories at January 31, 2021?").terms).not.toContain("balance");
  });
});
