// The names of parts read from a question against a real earnings release (Johnson & Johnson, Q2
// 2023, p2: sales by region "U.S." / "International" and by segment): "U.S." is the U.S. part when
// it names a figure's part, written whole, and no part at all in "U.S. GAAP", an accounting basis.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { segmentsNamed } from "./segment-names";

describe("part names in a question, on a real release", () => {
  let pages: CitablePage[];

  beforeAll(async () => {
    const document = { id: "db1f3419-0000-4000-8000-000000000000", companyId: "jnj", companyName: "Johnson & Johnson", companyTickers: ["JNJ"], fiscalYear: 2023, fiscalQuarter: 2, date: "2023-07-20" } as unknown as CatalogDocument;
    const all = await corpusPages("db1f3419d309440e.pdf");
    pages = [2].map((n) => ({ ref: citationRef(document.id, n), document, pageNumber: n, kind: "segment-table", score: 1, content: all[n - 1]!.markdown }));
  }, 60_000);

  it("reads initials written whole", () => {
    expect(segmentsNamed("What were J&J's U.S. sales in the second quarter of 2023?", pages)).toEqual(["U.S."]);
  });

  it("reads no part in a name qualifying an acronym that is no figure", () => {
    expect(segmentsNamed("Under U.S. GAAP, what were Johnson & Johnson's worldwide sales in the second quarter of 2023?", pages)).toEqual([]);
  });

  it("reads the part before an acronym that is a figure", () => {
    expect(segmentsNamed("What was MedTech EBITDA in the second quarter of 2023?", pages)).toEqual(["MedTech"]);
  });
});
