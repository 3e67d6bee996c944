// A note's total read however the filing prints it, from real filings as ingestion renders them:
// a bare "Total" named only by the caption over its table ("The components of intangible assets
// acquired during the periods presented were as follows:") under a header that dates no column;
// and a net total whose rows are the gross total
// and its depreciation, which is no breakdown of the whole.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { wholePartsAnswer } from "./whole-parts-answer";

async function notes(file: string, fiscalYear: number, date: string, numbers: number[], companyName: string): Promise<CitablePage[]> {
  const document = { id: `${file.slice(0, 8)}-0000-4000-8000-000000000000`, companyId: "c", companyName, fiscalYear, fiscalQuarter: null, date } as unknown as CatalogDocument;
  const pages = await corpusPages(`${file}.pdf`);
  return numbers.map((page) => ({ ref: citationRef(document.id, page), document, pageNumber: page, kind: "other", score: 1, content: pages[page - 1]!.markdown }));
}

const answer = (question: string, year: number, pages: CitablePage[]) => wholePartsAnswer(question, readQuestion(question), year, pages)?.text ?? "";

describe("a note's total named apart from the rows' noun", () => {
  let microsoft: CitablePage[];
  let netflix: CitablePage[];
  beforeAll(async () => {
    microsoft = await notes("b963e1a5674c56b1", 2017, "2017-08-02", [75, 76], "Microsoft");
    netflix = await notes("b4ca471b6f386447", 2016, "2017-01-27", [53], "Netflix");
  }, 120_000);

  it("reads a bare total by its caption, in the first figures of a header that dates no column", () => {
    const text = answer("Microsoft, fiscal 2017 (year ended June 30, 2017): of the intangible assets it acquired during the year, which category carried the largest amount?", 2017, microsoft);
    expect(text).toMatch(/"Customer-related": \*\*\$3,607 million\*\*/);
    expect(text).toContain("intangible assets acquired");
  });

  it("takes the gross total over the net one it is a row of, and gives the share asked", () => {
    const text = answer("Netflix reports in thousands. In the property and equipment note of its 2016 10-K, which category had the largest gross balance at December 31, 2016, and what share of gross property and equipment did it represent?", 2016, netflix);
    expect(text).toMatch(/"Information technology assets": \*\*\$185,345 thousand\*\*/);
    expect(text).toContain("34.03% of $544,604 thousand");
  });
});
