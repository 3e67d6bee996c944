import { describe, expect, it } from "vitest";
import { expandConcepts } from "./disclosure-concepts";

describe("expandConcepts", () => {
  it("gives the filings' words for a concept the question names in its own", () => {
    const { terms, alternatives } = expandConcepts("Has the company reported any ongoing legal battles?", ["reported", "ongoing", "legal", "battles"]);
    expect(terms).toEqual(expect.arrayContaining(["legal proceedings", "litigation", "contingencies"]));
    expect(alternatives.get("battles")).toContain("litigation");
    expect(alternatives.get("legal")).toContain("legal proceedings");
    expect(alternatives.has("ongoing")).toBe(false);
  });

  it("leaves out the question's own words and repeats nothing", () => {
    const { terms } = expandConcepts("Was there litigation or a lawsuit?", ["litigation", "lawsuit"]);
    expect(terms).not.toContain("litigation");
    expect(new Set(terms).size).toBe(terms.length);
  });

  it("tells buying a business from buying back shares", () => {
    expect(expandConcepts("Which company did it buy in 2017?", ["buy"]).terms).toContain("acquisitions");
    const buyback = expandConcepts("Did it buy back stock in 2021?", ["buy", "back", "stock"]).terms;
    expect(buyback).toContain("share repurchases");
    expect(buyback).not.toContain("acquisitions");
  });

  it("searches a company's properties in the words of Item 2, not for intellectual property or credit facilities", () => {
    expect(expandConcepts("Describe Boeing's principal properties.", ["principal", "properties"]).terms).toEqual(expect.arrayContaining(["square feet", "leased"]));
    expect(expandConcepts("What facilities does it operate?", ["facilities", "operate"]).terms).toContain("square feet");
    expect(expandConcepts("What intellectual properties does it license?", ["intellectual", "properties"]).terms).not.toContain("square feet");
    expect(expandConcepts("What are its credit facilities?", ["credit", "facilities"]).terms).not.toContain("square feet");
  });

  it("reads cash held in everyday words as the cash balance and liquidity", () => {
    expect(expandConcepts("Why was Verizon sitting on so much more cash at the end of 2020?", ["cash"]).terms).toEqual(expect.arrayContaining(["cash balance", "liquidity"]));
    expect(expandConcepts("How big was its cash pile?", ["cash", "pile"]).terms).toContain("cash balance");
    expect(expandConcepts("How much cash did it spend on capex?", ["cash"]).terms).not.toContain("cash balance");
  });

  it.each([
    "VZ: why was cash so much higher at YE20 vs YE19?",
    "Why did Amazon's cash balance jump in 2020?",
    "Why was Boeing's cash lower at the end of 2019 than a year before?",
    "What explains the higher cash at Netflix at year-end 2018?",
    "Why has Pfizer's cash on hand grown so much since 2019?",
  ])("reads a level of cash that moved as the cash balance: %s", (question) => {
    expect(expandConcepts(question, ["cash"]).terms).toContain("cash balance");
  });

  it.each([
    "Why was operating cash flow so much higher in 2020?",
    "Why did cash from operations rise in 2021?",
    "Why was cash provided by operating activities lower in 2019?",
    "Were cash taxes higher in 2022?",
  ])("leaves a flow of cash a flow: %s", (question) => {
    expect(expandConcepts(question, ["cash"]).terms).not.toContain("cash balance");
  });

  it("reads spin-offs, guidance and retention in their usual phrasings", () => {
    expect(expandConcepts("Is it spinning off a division?", []).terms).toContain("separation");
    expect(expandConcepts("Why did it raise its full year outlook?", []).terms).toContain("guidance");
    expect(expandConcepts("Was it able to retain card members?", []).terms).toContain("attrition");
  });

  it("reads officers' initials as the titles filings print", () => {
    expect(expandConcepts("Who is JnJ's CEO?", ["jnj", "ceo"]).terms).toContain("chief executive officer");
    expect(expandConcepts("What did the CFO say about margins?", ["cfo", "margins"]).terms).toContain("chief financial officer");
  });

  it("expands nothing for a question that names no concept", () => {
    expect(expandConcepts("What was net income in FY2019?", ["net", "income"])).toEqual({ terms: [], alternatives: new Map(), narrative: false });
  });

  it("marks events told in prose apart from figures", () => {
    expect(expandConcepts("Is it spinning off a segment?", []).narrative).toBe(true);
    expect(expandConcepts("Is it a capital intensive business?", []).narrative).toBe(false);
    expect(expandConcepts("Excluding M&A, which segment grew least?", []).narrative).toBe(false);
  });
});
