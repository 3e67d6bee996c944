// A part named only as context of a company-wide figure, however the question frames it, against a
// part the figure is asked of: on the fixture's segment pages (Aeronautics, Space Systems, Cloud
// Services, North America, Greater China).
import { describe, expect, it } from "vitest";
import { readQuestion } from "../../retrieval/read-question";
import { segmentPages } from "../statements/segments.fixture";
import { segmentAsked } from "./from-figures";
import { partNamedAsContext, withoutCompanyAsides, withoutPartContext } from "./part-as-context";

const pages = segmentPages.map((p) => ({ ...p }));
const asked = (question: string) => segmentAsked(question, readQuestion(question), pages);

describe("a part named as context", () => {
  it.each([
    // In brackets or between dashes, naming no figure.
    ["Globex (Aeronautics, Space Systems): consolidated operating margin for 2022?", "Aeronautics"],
    ["GBX total net sales for 2022 — Cloud Services included — in $ millions?", "Cloud Services"],
    // Counted in the whole.
    ["Globex 2022 operating margin for the whole company, Space Systems included?", "Space Systems"],
    ["What were Globex's 2022 net sales including Cloud Services?", "Cloud Services"],
    ["Globex net sales 2022, Aeronautics and Space Systems included?", "Aeronautics"],
    // A clause of its own, the figure's clause naming the company.
    ["Globex runs both Aeronautics and Cloud Services. What was its total net sales for 2022?", "Aeronautics"],
    ["With the Space Systems spin-off announced, what was Globex's operating margin in 2022?", "Space Systems"],
    ["Globex grew its Cloud Services business in 2022, but what was the company's consolidated operating income?", "Cloud Services"],
    // A relative clause describing the company.
    ["Globex, whose Aeronautics business builds jets, reported what operating income in 2022?", "Aeronautics"],
    // What the figure lies outside of, or takes in, or a row the formula names.
    ["What share of Globex's 2022 net sales came from outside Greater China? Use the 'Other' line over net sales.", "Greater China"],
    ["Globex 2022: selling expense (which includes Cloud Services marketing) as a % of net sales?", "Cloud Services"],
    ["Globex 2022: divide the North America line by total net sales.", "North America"],
  ])("%s", (question, part) => {
    expect(partNamedAsContext(question, part, pages)).toBe(true);
    expect(asked(question)).toBeNull();
  });
});

describe("a part the figure is asked of", () => {
  it.each([
    ["What was the Aeronautics segment's operating profit margin in 2022?", "Aeronautics"],
    ["GBX 2022: Space Systems net sales as a % of total net sales?", "Space Systems"],
    ["For the Cloud Services segment, what was operating income in 2022?", "Cloud Services"],
    ["What share of Globex's 2022 net sales did Aeronautics contribute?", "Aeronautics"],
    // A formula's brackets name the part beside its figures.
    ["Compute (2022 Aeronautics net sales − 2021 Aeronautics net sales) / 2021 Aeronautics net sales for Globex.", "Aeronautics"],
    // An aside after the figure that says which part, with no other part named: not context.
    ["Did Globex's revenues from other regions (outside North America) rise in 2022?", "North America"],
    // The part's clause names the figure itself.
    ["Globex's Space Systems net sales fell in 2022; what were they?", "Space Systems"],
  ])("%s", (question, part) => {
    expect(partNamedAsContext(question, part, pages)).toBe(false);
    expect(asked(question)).toBe(part);
  });
});

describe("the question without its context", () => {
  it("drops a clause of context about a part, keeping the figure's clause", () => {
    expect(withoutPartContext("With the Space Systems spin-off announced, what was Globex's operating margin in 2022?", pages)).toBe("what was Globex's operating margin in 2022?");
  });

  it("keeps a question whose clauses all ask", () => {
    const question = "What drove Globex's operating income in 2022? Explain the change.";
    expect(withoutPartContext(question, pages)).toBe(question);
  });

  it("blanks an aside describing the company, not one beside another name", () => {
    expect(withoutCompanyAsides("GBX (the Acme and Zenith parent) — total net sales for 2022?", pages).includes("Zenith")).toBe(false);
    expect(withoutCompanyAsides("What did Zenith (the supplier) bill Globex in 2022?", pages).includes("supplier")).toBe(true);
  });
});
