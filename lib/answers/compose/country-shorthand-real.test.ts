// "US" in capitals, as shorthand writes the country, is found where a filing writes "U.S." or "the
// United States": a passage under "U.S.:" answers what drove US comparable sales.
import { beforeAll, describe, expect, it } from "vitest";
import type { CitablePage } from "../engines/engine";
import { narrativeAnswer } from "./narrative-answer";
import { narrativePages } from "./narrative-pages.fixture";

const lead = (question: string, pages: CitablePage[]) => narrativeAnswer(question, pages)?.text.split("\n")[0] ?? "";

describe("the United States written US, on real pages", () => {
  // McDonald's Q1 2023 release: p1 the highlights, p2 comparable sales by segment, p3 definitions.
  let mcdonalds: CitablePage[];

  beforeAll(async () => {
    mcdonalds = await narrativePages({ file: "f94b34aa74848766", company: "McDonald's Corporation", ticker: "MCD", fiscalYear: 2023 }, [3, 1, 2]);
  }, 60_000);

  it.each([
    "MCD 1Q23 release: what drove US comparable sales?",
    "What lifted McDonald's USA comparable sales in the first quarter of 2023?",
  ])("%s", (question) => {
    expect(lead(question, mcdonalds)).toMatch(/^U\.S\.: Comparable sales results benefited from strategic menu price increases/);
  });

  it("leaves the pronoun a pronoun", () => {
    expect(lead("Tell us what drove McDonald's International Operated Markets comparable sales in Q1 2023.", mcdonalds)).not.toMatch(/^U\.S\./);
  });
});
