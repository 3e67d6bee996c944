// "What did Corning say in its second-quarter 2023 10-Q about capital spending for the rest of 2023?":
// the filing named is where to look, the rest of the year is an outlook asked, and the question is
// answered in words.
import { describe, expect, it } from "vitest";
import { readQuestion } from "../../retrieval/read-question";
import { asksOf } from "./answer-focus";
import { focusOf } from "./narrative-answer";
import { asksForWords } from "./question-kind";

const corning = "What did Corning say in its second-quarter 2023 10-Q about capital spending for the rest of 2023?";

describe("what a filing said about the rest of a year", () => {
  it("is asked in words, even with the filing named between the verb and its subject", () => {
    expect(asksForWords(corning, readQuestion(corning))).toBe(true);
    const mgm = "What did MGM Resorts disclose in its 2019 annual report about its Macau concession?";
    expect(asksForWords(mgm, readQuestion(mgm))).toBe(true);
  });

  it("reads the rest or remainder of a year as an outlook asked", () => {
    expect(asksOf(corning).map((a) => a.name)).toContain("guidance");
    expect(asksOf("What amortization expense is left for the remainder of the year?").map((a) => a.name)).toContain("guidance");
  });

  it("leaves the filing named out of what the question is about", () => {
    expect(focusOf(corning)).not.toMatch(/second-quarter|10-Q/);
    expect(focusOf("What did McDonald's say in its first-quarter 2023 release about its space tourism venture?")).not.toMatch(/first-quarter/);
    expect(focusOf(corning)).toMatch(/capital spending/);
  });
});
