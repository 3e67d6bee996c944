// A move asked "in dollars" is a move of amounts: it is read from the table of amounts, never from
// the revenue-mix table of shares a filing prints beside it (Best Buy 10-K FY2020: p27 the
// International segment's mix in percent, p66 its revenue by category in millions).
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { asksWhichPart, partAnswer } from "./part-answer";

describe("a move in dollars ranked from a table of amounts", () => {
  let pages: CitablePage[];

  beforeAll(async () => {
    const document = { id: "b699823b-0000-4000-8000-000000000000", companyId: "bby", companyName: "Best Buy Co., Inc.", companyTickers: ["BBY"], fiscalYear: 2020, fiscalQuarter: null, date: "2020-02-01" } as unknown as CatalogDocument;
    const all = await corpusPages("b699823b02e35457.pdf");
    pages = [27, 66].map((n) => ({ ref: citationRef(document.id, n), document, pageNumber: n, kind: "segment-table", score: 1, content: all[n - 1]!.markdown }));
  }, 120_000);

  it.each([
    "In Best Buy's International segment, which revenue category declined the most in dollars in fiscal 2020?",
    "Which International revenue category of Best Buy fell the most in $ in fiscal 2020?",
  ])("%s", (question) => {
    const reading = readQuestion(question);
    expect(asksWhichPart(question, reading)).toBe(true);
    const lead = partAnswer(question, reading, 2020, pages)?.text.split("\n")[0] ?? "";
    expect(lead).toMatch(/^Entertainment .*\$209 million.*\$258 million/);
    expect(lead).not.toMatch(/percentage points/);
  });
});
