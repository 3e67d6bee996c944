// "Which segment" on real 10-Ks whose segments are named like places or printed beside product
// lines: the parts the filing itself calls segments are compared, not its product categories.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import { partAnswer } from "../compose/part-answer";
import type { CitablePage } from "../engines/engine";
import { calledASegment } from "./called-a-segment";
import { readStatementRows } from "./statement-table";

async function filingPages(file: string, companyName: string, fiscalYear: number, date: string, numbers: number[]): Promise<CitablePage[]> {
  const document = { id: `${file.slice(0, 8)}-0000-4000-8000-000000000000`, companyId: file, companyName, companyTickers: [], fiscalYear, fiscalQuarter: null, date } as unknown as CatalogDocument;
  const all = await corpusPages(`${file}.pdf`);
  return numbers.map((n) => ({ ref: citationRef(document.id, n), document, pageNumber: n, kind: "segment-table", score: 1, content: all[n - 1]!.markdown }));
}

describe("the parts a filing calls segments", () => {
  let bestBuy: CitablePage[];
  let amazon: CitablePage[];

  beforeAll(async () => {
    // Best Buy 10-K FY2019, p89: revenue by reportable segment (Domestic, International) and, in the
    // same table, revenue by product category under each segment.
    bestBuy = await filingPages("d3228e9acd2ce498", "Best Buy Co., Inc.", 2019, "2019-02-02", [89]);
    // Amazon 10-K 2019, p24: net sales by segment (North America, International, AWS); p68: net
    // sales by groups of similar products and services.
    amazon = await filingPages("d7df8c6cf3e351a8", "Amazon.com, Inc.", 2019, "2019-12-31", [24, 68]);
  }, 60_000);

  it("recognises a name the filing writes before 'segment', a footnote mark or colon aside", () => {
    expect(calledASegment("Domestic (2)", bestBuy)).toBe(true);
    expect(calledASegment("International:", bestBuy)).toBe(true);
    expect(calledASegment("Computing and Mobile Phones", bestBuy)).toBe(false);
  });

  it("compares the reportable segments, not the product categories printed in the same table", () => {
    const question = "Which segment had the lowest revenue in fiscal 2019?";
    const text = partAnswer(question, readQuestion(question), 2019, bestBuy)?.text ?? "";
    expect(text).toMatch(/^International had the lowest revenue for FY2019: \*\*\$3,575 million\*\*/);
    expect(text).not.toMatch(/Services|Computing/);
  });

  it("compares segments named like regions over the product groups", () => {
    const question = "Which Amazon segment had the lowest net sales in 2019?";
    const text = partAnswer(question, readQuestion(question), 2019, amazon)?.text ?? "";
    expect(text).toMatch(/^AWS had the lowest revenue for FY2019: \*\*\$35,026 million\*\*/);
  });

  it("keeps what a heading glued to the first row breaks the total down by with the heading", async () => {
    // Best Buy 10-K FY2022, p64: "Revenue by reportable segment Domestic | 47,830 | …", then "International", "Total revenue".
    const [page] = await filingPages("4500be5e8b75be0a", "Best Buy Co., Inc.", 2022, "2022-01-29", [64]);
    const row = readStatementRows(page!.content).find((r) => /47,830/.test(r.line) && /Domestic/.test(r.line));
    expect(row?.label).toBe("Domestic");
    expect(row?.section).toBe("Revenue by reportable segment");
  });
});
