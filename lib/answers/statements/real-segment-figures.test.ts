// One part's figure on real 10-Ks: the table a caption or heading right above names, not a table
// of another figure beside it (intersegment sales, depreciation, segment assets); the measure
// itself over the measure "before stock-based compensation"; and a segment's EBIT where the
// company measures its segments' profit by EBIT and prints no operating income for them.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { SegmentBook } from "./segment-book";

async function filingPages(file: string, companyName: string, fiscalYear: number, date: string, numbers: number[]): Promise<CitablePage[]> {
  const document = { id: `${file.slice(0, 8)}-0000-4000-8000-000000000000`, companyId: file, companyName, companyTickers: [], fiscalYear, fiscalQuarter: null, date } as unknown as CatalogDocument;
  const all = await corpusPages(`${file}.pdf`);
  // Pages listed first rank first, as retrieval would rank them.
  return numbers.map((n) => ({ ref: citationRef(document.id, n), document, pageNumber: n, kind: "segment-table", score: 1, content: all[n - 1]!.markdown }));
}

describe("a part's figure from the table that gives it", () => {
  let lockheed: CitablePage[];
  let boeing: CitablePage[];
  let amazon: CitablePage[];
  let nike: CitablePage[];

  beforeAll(async () => {
    // Lockheed Martin 10-K 2019: p76 intersegment sales by segment, p75 net sales by segment.
    lockheed = await filingPages("e1f294d7d130f850", "Lockheed Martin Corporation", 2019, "2019-12-31", [76, 75]);
    // Boeing 10-K 2017: p105 revenues by customer location, then "Depreciation and Amortization" by segment; p54 revenues by segment.
    boeing = await filingPages("127d4046b54e9351", "The Boeing Company", 2017, "2017-12-31", [105, 54]);
    // Amazon 10-K 2016: p68 segment assets below a footnote on sales; p67 each segment's results; p23 net sales by segment.
    amazon = await filingPages("ff3799690fd1f82e", "Amazon.com, Inc.", 2016, "2016-12-31", [68, 67, 23]);
    // NIKE 10-K FY2020, p92: revenues and earnings before interest and taxes by segment.
    nike = await filingPages("1c11d4942f12de57", "NIKE, Inc.", 2020, "2020-05-31", [92]);
  }, 60_000);

  it("reads a segment's net sales, not its intersegment sales", () => {
    expect(new SegmentBook(lockheed, "Aeronautics").find("revenue", 2019)?.amount).toBe(23_693e6);
  });

  it("reads no revenue from a depreciation table captioned by its own heading", () => {
    expect(new SegmentBook(boeing, "Commercial Airplanes").find("revenue", 2017)?.amount).toBe(56_729e6);
  });

  it("reads no revenue from a segment assets table below a footnote that speaks of sales", () => {
    expect(new SegmentBook(amazon, "International").find("revenue", 2016)?.amount).toBe(43_983e6);
  });

  it("reads the operating income itself, not the operating income before stock-based compensation", () => {
    expect(new SegmentBook(amazon, "AWS").find("operatingIncome", 2016)?.amount).toBe(3_108e6);
  });

  it("answers a segment's operating income with its EBIT when the company prints EBIT for its segments", () => {
    const figure = new SegmentBook(nike, "Greater China").find("operatingIncome", 2020);
    expect(figure?.item).toBe("ebit");
    expect(figure?.amount).toBe(2_490e6);
  });

  it("reads a part from a table whose measure only its total names", async () => {
    // 3M 10-K 2022, p123: "Operating Performance" by segment, closed by "Total business segment operating income".
    const threeM = await filingPages("d5cf549543a24b04", "3M Company", 2022, "2022-12-31", [123]);
    expect(new SegmentBook(threeM, "Consumer").find("operatingIncome", 2022)?.amount).toBe(994e6);
  });
});
