// Whatever a question says, the extractive engine answers or declines: it never throws. Shapes
// the readers look for ("how many …", "the number of …", possessives, "of …") are mixed with junk.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readQuestion } from "../../retrieval/read-question";
import { pages } from "../sample-filing.fixture";
import { composeAnswer } from "./extractive-engine";

const junk = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: "grapheme", maxLength: 20 }), fc.constantFrom("", "?", "'s", "’", "(", "$", "%", "2019", "FY2019", "Q3", "Acme", "of"));
const shaped = fc
  .tuple(fc.constantFrom("How many ", "the number of ", "What was Acme's ", "Did ", "What is the ", "Compare Acme's and ", "", "revenue from its "), junk, junk)
  .map(([lead, a, b]) => `${lead}${a} ${b}`);

describe("the extractive engine on any question", () => {
  it("answers or declines, never throws", () => {
    fc.assert(
      fc.property(fc.oneof(junk, shaped), (query) => {
        const written = composeAnswer(query, readQuestion(query), pages);
        expect(typeof written.text).toBe("string");
      }),
      { numRuns: 400 },
    );
  });
});

describe("the extractive engine on filings missing their dates", () => {
  // Ingestion names an unidentified filer "Unidentified company"; the date, fiscal year, quarter
  // and form may be missing.
  const undated = pages.map((p) => ({ ...p, document: { ...p.document, companyName: "Unidentified company", companyTickers: [], fiscalYear: null, fiscalQuarter: null, date: null, formType: null } }));
  const holdings = { companies: ["Unidentified company"], documents: undated.map((p) => p.document) };

  it("answers or declines every reader's question without throwing", () => {
    fc.assert(
      fc.property(fc.oneof(junk, shaped), (query) => {
        expect(typeof composeAnswer(query, readQuestion(query), undated, holdings).text).toBe("string");
      }),
      { numRuns: 200 },
    );
    for (const query of ["How many employees did Acme have in 2019?", "What was ExxonMobil's revenue in 2019?", "What was Acme's revenue in the first half of 2019?", "Did Acme's gross profit increase in 2019?", "What was Acme's revenue from its theme parks?", "How much did Acme spend on sugar?"]) {
      expect(typeof composeAnswer(query, readQuestion(query), undated, holdings).text).toBe("string");
    }
  });
});
