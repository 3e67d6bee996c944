// A segment's figure over the company's total of the same figure, on a real 10-K.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { FigureBook } from "../statements/figure-book";
import { SegmentBook } from "../statements/segment-book";
import { partOfWholeAnswer, shareOfItsWhole } from "./part-of-whole";

describe("a part's share of the company's total", () => {
  let pages: CitablePage[];

  beforeAll(async () => {
    // Lockheed Martin 10-K 2022: income statement p34, segment net sales p77 ("Aeronautics" … "Total net sales").
    const document = { id: "9a231730-0000-4000-8000-000000000000", companyId: "c", companyName: "Lockheed Martin Corporation", fiscalYear: 2022, fiscalQuarter: null, date: "2022-12-31" } as unknown as CatalogDocument;
    const all = await corpusPages("9a2317300d0f1e26.pdf");
    const page = (n: number, kind: CitablePage["kind"]): CitablePage => ({ ref: citationRef(document.id, n), document, pageNumber: n, kind, score: 1, content: all[n - 1]!.markdown });
    pages = [page(34, "income-statement"), page(77, "financial-table")];
  });

  it("reads the part's net sales from its segment and the total from the company's statements", () => {
    const question = "What share of Lockheed Martin's 2022 net sales came from the Aeronautics business segment? Take Aeronautics net sales and divide by total net sales.";
    const reading = readQuestion(question);
    const item = shareOfItsWhole(reading.metric);
    expect(item).toBe("revenue");
    const answer = partOfWholeAnswer(item!, 2022, reading, new SegmentBook(pages, "Aeronautics", {}), new FigureBook(pages, 2022));
    expect(answer?.written.text.split("\n")[0]).toMatch(/\*\*40\.90%\*\*/);
  });

  it("is no share of a whole when the formula divides two different figures", () => {
    expect(shareOfItsWhole(readQuestion("For fiscal 2015, divide Converse's earnings before interest and taxes by Converse revenues.").metric)).toBeNull();
  });
});
