import { describe, expect, it } from "vitest";
import { rankCompanies } from "./company-match";

const company = (id: string, name: string, tickers: string[], aliases: string[] = []) => ({ id, name, tickers, aliases });
const COMPANIES = [
  company("c1", "The Coca-Cola Company", ["KO"], ["Coke"]),
  company("c2", "PepsiCo, Inc.", ["PEP"], ["Pepsi"]),
  company("c3", "Costco Wholesale Corporation", ["COST"]),
  company("c4", "Corning Incorporated", ["GLW"]),
  company("c5", "Colgate-Palmolive Company", ["CL"]),
  company("c6", "CVS Health Corporation", ["CVS"]),
  company("c7", "Cooper Companies", ["CO"]),
];
const names = (typed: string, limit = 10) => rankCompanies(COMPANIES, typed, limit).map((c) => c.name);

describe("rankCompanies", () => {
  it("finds names typed with other spacing and punctuation", () => {
    expect(names("pepsi co")[0]).toBe("PepsiCo, Inc.");
    expect(names("coca cola")[0]).toBe("The Coca-Cola Company");
    expect(names("cocacola")[0]).toBe("The Coca-Cola Company");
  });

  it("matches the start of any word, after an exact ticker", () => {
    expect(names("co")).toEqual([
      "Cooper Companies", // ticker CO
      "The Coca-Cola Company",
      "Colgate-Palmolive Company",
      "Corning Incorporated",
      "Costco Wholesale Corporation",
      "CVS Health Corporation", // "Corporation" is a later word
      "PepsiCo, Inc.", // inside a word
    ]);
    expect(names("health")).toEqual(["CVS Health Corporation"]);
    expect(names("palmolive")).toEqual(["Colgate-Palmolive Company"]);
  });

  it("puts a ticker first and reads informal names last", () => {
    expect(names("ko")[0]).toBe("The Coca-Cola Company");
    expect(names("coke")).toEqual(["The Coca-Cola Company"]);
    expect(names("  ")).toEqual([]);
    expect(names("%")).toEqual([]);
  });
});
