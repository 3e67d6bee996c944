// An expense asked with the word "expense" that the statement's row leaves out, read from a real
// income statement as ingestion renders it.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { rowLabelItem } from "../../finance";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { FigureBook } from "./figure-book";

describe("an expense row whose label leaves out the word expense", () => {
  let netflix: CitablePage;

  beforeAll(async () => {
    // Netflix 10-K 2017, statements of operations p42 (in thousands; "Marketing", "Technology and development").
    const document = { id: "981a69bb-0000-4000-8000-000000000000", companyId: "c", companyName: "Netflix, Inc.", fiscalYear: 2017, fiscalQuarter: null, date: "2017-12-31" } as unknown as CatalogDocument;
    const pages = await corpusPages("981a69bba010dd17.pdf");
    netflix = { ref: citationRef(document.id, 42), document, pageNumber: 42, kind: "income-statement", score: 1, content: pages[41]!.markdown };
  });

  it("reads the row named without the word", () => {
    const book = new FigureBook([netflix], 2017);
    expect(book.find(rowLabelItem("technology and development expense"), 2017)?.amount).toBe(1_052_778_000);
    expect(book.find(rowLabelItem("general and administrative expenses"), 2016)?.amount).toBe(577_799_000);
  });

  it("reads a one-word name's row only when that word is the whole label", () => {
    // "Marketing expense" is the row "Marketing"; "general expense" is not "General and administrative".
    const book = new FigureBook([netflix], 2017);
    expect(book.find(rowLabelItem("marketing expense"), 2017)?.amount).toBe(1_278_022_000);
    expect(book.find(rowLabelItem("general expense"), 2017)).toBeNull();
  });
});

describe("a one-word row under a heading of revenues", () => {
  it("is not the expense of the same word, which its own heading scopes", () => {
    const document = { id: "10fb0000-0000-4000-8000-000000000000", companyId: "m", companyName: "Resorts Inc.", fiscalYear: 2019, fiscalQuarter: null, date: "2019-12-31" } as unknown as CatalogDocument;
    const content = [
      "CONSOLIDATED STATEMENTS OF OPERATIONS (In thousands)",
      "",
      "| | Year Ended December 31, 2019 | Year Ended December 31, 2018 |",
      "| --- | ---: | ---: |",
      "| Revenues | | |",
      "| Casino | 6,517,759 | 5,753,150 |",
      "| Rooms | 2,322,579 | 2,212,573 |",
      "| Expenses | | |",
      "| Casino | 3,623,899 | 3,199,775 |",
      "| Rooms | 829,201 | 791,761 |",
    ].join("\n");
    const page: CitablePage = { ref: citationRef(document.id, 58), document, pageNumber: 58, kind: "income-statement", score: 1, content };
    expect(new FigureBook([page], 2019).find(rowLabelItem("casino expenses"), 2019)?.amount).toBe(3_623_899_000);
  });
});
