// A change in a table of percentages (each category's share of net sales) is told in percentage
// points, the earlier share read from the column a year before the date asked, on real releases.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import { partAnswer } from "../compose/part-answer";
import type { CitablePage } from "../engines/engine";

async function releasePage(file: string, fiscalYear: number, fiscalQuarter: number, page: number, date: string): Promise<CitablePage> {
  const document = { id: `${file.slice(0, 8)}-0000-4000-8000-000000000000`, companyId: file, companyName: "Ulta Beauty, Inc.", companyTickers: [], fiscalYear, fiscalQuarter, date } as unknown as CatalogDocument;
  const pages = await corpusPages(`${file}.pdf`);
  return { ref: citationRef(document.id, page), document, pageNumber: page, kind: "other", score: 1, content: pages[page - 1]!.markdown };
}

describe("shares of net sales compared in percentage points", () => {
  let secondQuarter: CitablePage;
  let fourthQuarter: CitablePage;

  beforeAll(async () => {
    // Ulta Q2 fiscal 2023 release, p9: the quarter's category mix, 13 weeks ended July 29, 2023 and July 30, 2022.
    secondQuarter = await releasePage("9efa44d42fa12802", 2023, 2, 9, "2023-07-29");
    // Ulta Q4 fiscal 2022 release, p9: the quarter's mix and the year's, dated January 28, 2023 and January 29, 2022.
    fourthQuarter = await releasePage("c7df6210a627042e", 2022, 4, 9, "2023-01-28");
  }, 60_000);

  it("tells a share's gain in points, not in percent of the earlier share", () => {
    const question = "Ulta Beauty, second quarter of fiscal 2023 (13 weeks ended July 29, 2023): which product category gained the most share of net sales, and by how many percentage points?";
    const text = partAnswer(question, readQuestion(question), 2023, [secondQuarter])?.text ?? "";
    expect(text).toMatch(/^Skincare gained the most .*\*\*\+3\.0 percentage points\*\* \(from 17\.0% .* to 20\.0%/);
    expect(text).toMatch(/- Cosmetics: 40\.0% against 42\.0%, down 2\.0 percentage points/);
  });

  it("reads the earlier share a year before the date asked when the date falls in the next calendar year", () => {
    const question = "Ulta Beauty, fourth quarter of fiscal 2022 (13 weeks ended January 28, 2023): which product category lost the most share of net sales, and by how many percentage points?";
    const reading = readQuestion(question);
    const text = partAnswer(question, reading, reading.year ?? 2022, [fourthQuarter])?.text ?? "";
    expect(text).toMatch(/^Cosmetics lost the most .*\*\*-1\.0 percentage points\*\* \(from 41\.0% .* to 40\.0%/);
  });
});
