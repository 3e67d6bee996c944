// Regions compared by the dollars they added, on a real 10-Q whose region table heads its columns
// only by length and year ("Three Months 2023") while its revenue-by-type table dates them.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import { partAnswer } from "../compose/part-answer";
import type { CitablePage } from "../engines/engine";

describe("regions compared by the dollars they added", () => {
  let pages: CitablePage[];

  beforeAll(async () => {
    const document = { id: "df47d40f-0000-4000-8000-000000000000", companyId: "adobe", companyName: "Adobe Inc.", companyTickers: [], fiscalYear: 2023, fiscalQuarter: 2, date: "2023-06-02" } as unknown as CatalogDocument;
    const all = await corpusPages("df47d40f5e6fb19a.pdf");
    // Adobe 10-Q Q2 FY2023: p4 the income statement (revenue by type, dated columns), p10 revenue by geographic area.
    pages = [4, 10].map((n) => ({ ref: citationRef(document.id, n), document, pageNumber: n, kind: "segment-table", score: 1, content: all[n - 1]!.markdown }));
  }, 60_000);

  it("reads the region table by the quarter asked when a date is asked, and the fewest dollars added is the smallest change", () => {
    const question = "Adobe Q2 FY2023 (quarter ended June 2, 2023): of the Americas, EMEA and APAC, which region added the fewest revenue dollars year over year, and how many?";
    const reading = readQuestion(question);
    expect(reading.extreme).toBe("min");
    const text = partAnswer(question, reading, 2023, pages)?.text ?? "";
    expect(text).toMatch(/^APAC added the fewest revenue: \*\*\+\$19 million\*\*/);
    expect(text).toMatch(/- Americas: \$2,879 million against \$2,524 million, up \$355 million/);
  });
});
