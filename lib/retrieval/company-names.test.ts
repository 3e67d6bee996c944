import { describe, expect, it } from "vitest";
import type { Company } from "../catalog/types";
import { CompanyIndex } from "./company-names";

const company = (name: string, tickers: string[], aliases: string[] = []): Company => ({
  id: name.toLowerCase().replace(/\W+/g, "-"), name, tickers, aliases, countries: ["US"], filesWithSec: true, cik: null, permid: null, listed: true,
});

const COMPANIES = [
  company("3M Company", ["MMM"], ["3M"]),
  company("The Coca-Cola Company", ["KO"], ["Coca-Cola", "Coke"]),
  company("PepsiCo, Inc.", ["PEP"], ["Pepsi", "PepsiCo"]),
  company("Johnson & Johnson", ["JNJ"], ["J&J", "JNJ"]),
  company("Costco Wholesale Corporation", ["COST"], ["Costco"]),
  company("Block, Inc.", ["XYZ"], ["Square", "Cash App"]),
  company("The Boeing Company", ["BA"]),
  company("Netflix, Inc.", ["NFLX"], []),
  company("Walmart Inc.", ["WMT"], ["Walmart"]),
  company("Apple Inc.", ["AAPL"], ["Apple"]),
  company("Microsoft Corporation", ["MSFT"], ["Microsoft"]),
  company("American Express Company", ["AXP"], ["Amex", "AmEx"]),
  company("American Water Works Company, Inc.", ["AWK"], ["American Water"]),
  company("Amcor plc", ["AMCR", "AMC.AX"], ["Amcor"]),
  company("McDonald's Corporation", ["MCD"], ["McDonald's"]),
  company("Industria de Diseño Textil, S.A.", ["ITX.MC"], ["Inditex"]),
  company("JPMorgan Chase & Co.", ["JPM"], ["JPMorgan", "Chase"]),
  company("PG&E Corporation", ["PCG"], ["PG&E"]),
  company("The Procter & Gamble Company", ["PG"], ["P&G"]),
];
const index = new CompanyIndex(COMPANIES);
const names = (text: string) => [...new Set(index.find(text).map((m) => m.company.name))];

describe("CompanyIndex", () => {
  it.each([
    ["3M's growth in 2022", ["3M Company"]],
    ["compare Coke and Pepsi", ["The Coca-Cola Company", "PepsiCo, Inc."]],
    ["Coca Cola's ROA", ["The Coca-Cola Company"]],
    ["JnJ's FY2022 financials", ["Johnson & Johnson"]],
    ["Johnson & Johnson sales", ["Johnson & Johnson"]],
    ["Does AMEX have an improving margin?", ["American Express Company"]],
    ["American Water Works's EBITDA", ["American Water Works Company, Inc."]],
    ["AMCOR's quick ratio", ["Amcor plc"]],
    ["AMC.AX shares", ["Amcor plc"]],
    ["Block's (formerly known as Square) working capital", ["Block, Inc."]],
    ["Boeing's backlog", ["The Boeing Company"]],
    ["Apple, MSFT and Nvidia", ["Apple Inc.", "Microsoft Corporation"]],
    ["McDonalds franchise revenue", ["McDonald's Corporation"]],
    ["Industria de Diseno Textil results", ["Industria de Diseño Textil, S.A."]],
    ["JPMorgan Chase segments", ["JPMorgan Chase & Co."]],
    ["PG&E wildfire liabilities", ["PG&E Corporation"]],
    ["P&G and PG", ["The Procter & Gamble Company"]],
  ])("%s", (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it("accepts one wrong letter in a longer name", () => {
    expect(index.find("Netflx revenue")[0]).toMatchObject({ via: "misspelling", text: "Netflx" });
    expect(names("What did Mircosoft report?")).toEqual(["Microsoft Corporation"]);
  });

  it("does not read ordinary words as companies", () => {
    expect(names("the cost of goods sold")).toEqual([]);
    expect(names("What was Walmart's square footage of stores?")).toEqual(["Walmart Inc."]);
    expect(names("Did Apple sell a block of shares?")).toEqual(["Apple Inc."]);
    expect(names("What is Being asked")).toEqual([]);
    expect(names("The chase for growth at Apple")).toEqual(["Apple Inc."]);
    expect(names("Is it a good EPS?")).toEqual([]);
  });

  it("reads names in lower case when the whole question is in lower case", () => {
    expect(names("netflix and apple revenue")).toEqual(["Netflix, Inc.", "Apple Inc."]);
  });

  it("reads tickers written in capitals", () => {
    expect(names("cost of goods sold for COST")).toEqual(["Costco Wholesale Corporation"]);
    expect(names("KO vs PEP")).toEqual(["The Coca-Cola Company", "PepsiCo, Inc."]);
  });

  it("gives the offsets of each mention", () => {
    const text = "How did Pepsi do?";
    const [m] = index.find(text);
    expect(m && text.slice(m.start, m.end)).toBe("Pepsi");
  });
});
