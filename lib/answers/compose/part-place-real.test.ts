// "The second-largest segment", "the third-biggest": that place of a ranking of the parts, with the
// parts ranked above it and below it beside it — on a real segment table.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { extractPages } from "../../ingest/pdf/extract-pages";
import { readQuestion } from "../../retrieval/read-question";
import { readCorpusFile } from "../../testing/shared-corpus";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { partAnswer } from "./part-answer";

describe("a place of the ranking asked", () => {
  let pages: CitablePage[];

  beforeAll(async () => {
    // Lockheed Martin 10-K 2022, p77: net sales and operating profit by business segment.
    const document = { id: "9a231730-0000-4000-8000-000000000000", companyId: "c", companyName: "Lockheed Martin Corporation", companyTickers: [], fiscalYear: 2022, fiscalQuarter: null, date: "2022-12-31" } as unknown as CatalogDocument;
    const all = await extractPages(readCorpusFile("9a2317300d0f1e26.pdf"));
    pages = [{ ref: citationRef(document.id, 77), document, pageNumber: 77, kind: "segment-table", score: 1, content: all[76]!.markdown }];
  }, 60_000);

  const lead = (question: string) => partAnswer(question, readQuestion(question), 2022, pages)?.text.split("\n")[0] ?? "";

  it.each([
    ["Which was Lockheed Martin's third-largest business segment by 2022 net sales?", /^Space had the third-highest revenue for FY2022: \*\*\$11,532 million\*\*.*behind Aeronautics \(\$26,987 million\) and Rotary and Mission Systems \(\$16,148 million\) and ahead of Missiles and Fire Control/],
    ["What was Lockheed Martin's 2nd biggest segment by net sales in 2022?", /^Rotary and Mission Systems had the second-highest revenue for FY2022: \*\*\$16,148 million\*\*/],
    ["Which Lockheed Martin segment had the second-lowest operating profit in 2022?", /^Missiles and Fire Control had the second-lowest operating income for FY2022: \*\*\$1,635 million\*\*.*above Space/],
    ["Which Lockheed Martin segment had the largest operating profit in 2022?", /^Aeronautics had the highest operating income for FY2022: \*\*\$2,866 million\*\*/],
  ])("%s", (question, expected) => {
    expect(lead(question)).toMatch(expected);
  });
});
