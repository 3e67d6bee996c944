import { describe, expect, it } from "vitest";
import { isElliptical, planTurn, type PreviousTurn, type QuestionMentions, type ReadMentions } from "./follow-up";

// A reader over a two-company world: names and tickers, fiscal years and bare years.
const NAMES: [RegExp, string][] = [
  [/\b(?:acme(?: corp)?|acm)\b/gi, "Acme Corp"],
  [/\bglobex\b/gi, "Globex Inc."],
];
const read: ReadMentions = (text) => {
  const mentions: QuestionMentions = { companies: [], periods: [] };
  for (const [pattern, name] of NAMES) {
    for (const m of text.matchAll(pattern)) mentions.companies.push({ name, span: { text: m[0], start: m.index, end: m.index + m[0].length } });
  }
  for (const m of text.matchAll(/\b(?:FY)?(?:19|20)\d{2}\b/g)) mentions.periods.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  return mentions;
};

function previous(query: string, overrides: Partial<PreviousTurn> = {}): PreviousTurn {
  const first = planTurn(query, read, null);
  return { query: first.query, context: first.context, citedCompanies: ["Acme Corp"], citedDocumentIds: ["doc-acme-2022"], ...overrides };
}

describe("planTurn", () => {
  it("asks a first question as typed, limited only by an explicit scope", () => {
    expect(planTurn("What was Acme's revenue in FY2022?", read, null)).toEqual({
      query: "What was Acme's revenue in FY2022?",
      documentIds: undefined,
      context: { companies: ["Acme Corp"], periods: ["FY2022"], documentIds: [], inherited: { companies: false, periods: false, documents: false } },
    });
    expect(planTurn("Revenue?", read, null, ["d1"]).documentIds).toEqual(["d1"]);
  });

  it("puts a new period in place of the old one for an elliptical follow-up, keeping the company", () => {
    const plan = planTurn("And what was it in FY2019?", read, previous("What was Acme's revenue in FY2022?"));
    expect(plan.query).toBe("What was Acme's revenue in FY2019?");
    expect(plan.context.companies).toEqual(["Acme Corp"]);
    expect(plan.context.inherited).toEqual({ companies: true, periods: false, documents: false });
    // Another year lives in other filings: the documents are not carried over.
    expect(plan.documentIds).toBeUndefined();
  });

  it("puts a new company in place of the old one and keeps the period", () => {
    const plan = planTurn("What about Globex?", read, previous("What was Acme's revenue in FY2022?"));
    expect(plan.query).toBe("What was Globex Inc.'s revenue in FY2022?");
    expect(plan.context).toMatchObject({ companies: ["Globex Inc."], periods: ["FY2022"], inherited: { companies: false, periods: true } });
  });

  it("adds the inherited company and period to a follow-up with its own subject, and stays with the documents when it names nothing", () => {
    const plan = planTurn("Why did it fall?", read, previous("What was Acme's revenue in FY2022?"));
    expect(plan.query).toBe("Why did it fall (Acme Corp; FY2022)?");
    expect(plan.documentIds).toEqual(["doc-acme-2022"]);
    expect(plan.context.inherited).toEqual({ companies: true, periods: true, documents: true });
  });

  it("takes the companies of the cited pages when the previous question named none", () => {
    const before = previous("What was the revenue in FY2022?", { citedCompanies: ["Globex Inc."] });
    const plan = planTurn("and in 2019?", read, before);
    expect(plan.query).toBe("What was the revenue in 2019?");
    expect(plan.context.companies).toEqual(["Globex Inc."]);
  });

  it("lets an explicit scope win over inherited documents", () => {
    expect(planTurn("Why?", read, previous("Acme revenue FY2022"), ["d9"]).documentIds).toEqual(["d9"]);
  });
});

describe("isElliptical", () => {
  it("sees only connecting words once names and periods are set aside", () => {
    expect(isElliptical("And what was it in FY2019?", read("And what was it in FY2019?"))).toBe(true);
    expect(isElliptical("what about Globex?", read("what about Globex?"))).toBe(true);
    expect(isElliptical("why?", read("why?"))).toBe(false);
    expect(isElliptical("and its gross margin?", read("and its gross margin?"))).toBe(false);
  });
});
