// Narrative answers on real filings' pages: a nearby sentence sharing a word of the question is
// declined, the passage that answers leads in whole sentences, and what is cited is verbatim.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { extractPages } from "../../ingest/pdf/extract-pages";
import { readCorpusFile } from "../../testing/shared-corpus";
import { citationRef, markersIn } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { narrativeAnswer, narrativeDecline } from "./narrative-answer";

async function pagesOf(file: string, fiscalYear: number, numbers: number[]): Promise<CitablePage[]> {
  const document = {
    id: `${file.slice(0, 8)}-0000-4000-8000-000000000000`, companyName: "The Boeing Company", companyTickers: ["BA"], category: "annual-financial-report",
    formType: "10-K", fiscalYear, fiscalQuarter: null,
  } as unknown as CatalogDocument;
  const pages = await extractPages(readCorpusFile(`${file}.pdf`));
  return numbers.map((n) => ({ ref: citationRef(document.id, n - 1), document, pageNumber: n, kind: "narrative", score: 1, content: pages[n - 1]!.markdown }));
}

describe("narrative answers on Boeing's 10-K pages", () => {
  // 10-K 2022: p82 "Customer financing primarily relates to our BCC segment", p9–p10 production
  // rates (p9 ends mid-sentence); 10-K 2017: p3 the segments and BDS' primary customer.
  let nearby: CitablePage[];
  let business: CitablePage[];

  beforeAll(async () => {
    nearby = await pagesOf("09285ff7ee737d33", 2022, [82, 9, 10]);
    business = await pagesOf("127d4046b54e9351", 2017, [3]);
  }, 120_000);

  it("declines who the primary customers are when the pages only speak of customer financing and remedies", () => {
    expect(narrativeAnswer("Who are Boeing's primary customers?", nearby)).toBeNull();
    const decline = narrativeDecline("Who are Boeing's primary customers?", nearby);
    expect(decline.text).toMatch(/^The retrieved pages do not answer this question/);
    expect(decline.text).toContain("3 pages of Boeing's 10-K for FY2022");
    expect(decline.excerpts.size).toBe(0);
  });

  it("answers it from the page that names the customer, leading with that sentence", () => {
    const answer = narrativeAnswer("Who are Boeing's primary customers?", [...nearby, ...business])!;
    expect(answer.text.split("\n")[0]).toMatch(/^BDS' primary customer is the United States Department of Defense/);
    expect(answer.confidence).toBeGreaterThan(0.5);
    const page = business[0]!;
    expect(page.content.includes(answer.excerpts.get(page.ref)!)).toBe(true);
  });

  it("answers production rates in whole sentences, never the sentence the page cuts off", () => {
    const answer = narrativeAnswer("What production rates does Boeing plan for the 737?", nearby)!;
    expect(answer.text.split("\n")[0]).toMatch(/^Boeing plans to gradually increase 737 production rates/);
    expect(answer.text).not.toContain("If production rate changes at any of our");
    for (const [ref, excerpt] of answer.excerpts) expect(nearby.find((p) => p.ref === ref)!.content.includes(excerpt)).toBe(true);
    // Every marker of the text is a page with its excerpt.
    const markers = markersIn(answer.text);
    expect(markers.length).toBeGreaterThan(0);
    for (const ref of markers) expect(answer.excerpts.has(ref)).toBe(true);
  });
});
