import { describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { narrativeAnswer } from "./narrative-answer";
import { quarterOfRecord } from "./quarter-of-record";

describe("quarterOfRecord", () => {
  it("weighs a report of another quarter below one of the quarter asked", () => {
    expect(quarterOfRecord(new Set([2]), { fiscalQuarter: 2 })).toBe(1);
    expect(quarterOfRecord(new Set([2]), { fiscalQuarter: 1 })).toBeLessThan(1);
  });

  it("leaves an annual report, and a question of no quarter, as they are", () => {
    expect(quarterOfRecord(new Set([2]), { fiscalQuarter: null })).toBe(1);
    expect(quarterOfRecord(new Set(), { fiscalQuarter: 1 })).toBe(1);
  });
});

async function releasePage(file: string, quarter: number, page: number, kind: CitablePage["kind"] = "narrative"): Promise<CitablePage> {
  const document = { id: `${file.slice(0, 8)}-0000-4000-8000-000000000000`, companyName: "Lockheed Martin Corporation", companyTickers: ["LMT"], category: "earnings-release", formType: "8-K", fiscalYear: 2023, fiscalQuarter: quarter } as unknown as CatalogDocument;
  const pages = await corpusPages(`${file}.pdf`);
  return { ref: citationRef(document.id, page), document, pageNumber: page, kind, score: 1, content: pages[page - 1]!.markdown };
}

describe("the quarter's own report, on real releases", () => {
  it("answers what was said with the second quarter's results from that quarter's release", async () => {
    // Lockheed Martin's releases of 2023: the first quarter's p1 ("remains on track to achieve its
    // full year 2023 financial guidance"), the second quarter's p1 (raising the outlooks).
    // (In the order retrieval ranks them for the question: the quarter asked first.)
    // (In the order and with the kinds retrieval gives them for the question.)
    const pages = [
      await releasePage("dbadfc5506664159", 2, 1, "financial-table"), await releasePage("dbadfc5506664159", 2, 2, "segment-table"),
      await releasePage("dbadfc5506664159", 2, 3, "segment-table"), await releasePage("dbadfc5506664159", 2, 10, "segment-table"),
      await releasePage("598f6f069d728516", 1, 4), await releasePage("dbadfc5506664159", 2, 4, "segment-table"),
      await releasePage("dbadfc5506664159", 2, 9, "financial-table"), await releasePage("dbadfc5506664159", 2, 6),
      await releasePage("598f6f069d728516", 1, 1), await releasePage("dbadfc5506664159", 2, 5, "financial-table"),
    ];
    for (const question of [
      "What full-year 2023 sales outlook did Lockheed Martin give with its second-quarter 2023 results?",
    ]) {
      expect(narrativeAnswer(question, pages)?.text.split("\n")[0]).toMatch(/raising our full year sales and earnings per share outlooks for 2023/);
    }
  }, 60_000);
});
