import { describe, expect, it } from "vitest";
import { fixturePage, doc } from "../sample-filing.fixture";
import { readQuestion } from "../../retrieval/read-question";
import { holdsRowAcrossParts, rowAcrossPartsAnswer as answerOf, stem } from "./row-across-parts";
import type { CitablePage } from "../engines/engine";

const rowAcrossPartsAnswer = (q: string, year: number, pages: CitablePage[]) => answerOf(q, readQuestion(q), year, pages);
const holds = (q: string, year: number, page: CitablePage) => holdsRowAcrossParts(q, readQuestion(q), year, page);

// Models as columns (a blank header, their names in the first row), years as headings, a footnote
// column shifting some figures one cell left of their model's name.
const deliveries = fixturePage(doc, 28, "financial-table", [
  "| | | | | | | | |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  "| | 737 | * | | 747 | 767 | 777 | 787 | Total |",
  "| 2017 | | | | | | | | |",
  "| Cumulative deliveries | 6,732 | | 1,542 | | 1,106 | 1,534 | 636 | |",
  "| Deliveries | 529 | (17) | 14 | (1) | 10 | 74 | 136 | 763 |",
  "| 2016 | | | | | | | | |",
  "| Cumulative deliveries | 6,203 | | 1,528 | | 1,096 | 1,460 | 500 | |",
  "| Deliveries | 490 | (19) | 9 | (3) | 13 | 99 | 137 | 748 |",
].map((l) => (l.startsWith("| | | |") ? "| | | | | | | | | |" : l)));

describe("stem", () => {
  it.each([["deliverie", "deliver"], ["deliver", "deliver"], ["delivered", "deliver"], ["shipment", "shipment"], ["ship", "ship"]])("%s → %s", (word, root) => expect(stem(word)).toBe(root));
});

describe("rowAcrossPartsAnswer", () => {
  it("ranks the columns on the row the question's verb names, under the year asked", () => {
    const written = rowAcrossPartsAnswer("Which commercial airplane model did it deliver most of in 2017?", 2017, [deliveries]);
    expect(written?.text).toMatch(/^737 had the most deliveries in 2017: \*\*529\*\*/);
    // The shifted figure is read for its model; the footnote asides and the total are no models.
    expect(written?.text).toContain("- 747: 14");
    expect(written?.text).not.toMatch(/Total|- \*:/);
    for (const excerpt of written!.excerpts.values()) expect(deliveries.content).toContain(excerpt);
  });

  it("reads the place and the end asked", () => {
    expect(rowAcrossPartsAnswer("Which model had the second most deliveries in 2016?", 2016, [deliveries])?.text).toMatch(/^787 had the second-most deliveries in 2016: \*\*137\*\*/);
    expect(rowAcrossPartsAnswer("Which model had the fewest deliveries in 2016?", 2016, [deliveries])?.text).toMatch(/^747 had the fewest deliveries in 2016: \*\*9\*\*/);
  });

  it("answers nothing for a year the table lacks or a row no question word names", () => {
    expect(rowAcrossPartsAnswer("Which model had the most deliveries in 2015?", 2015, [deliveries])).toBeNull();
    expect(holds("Which model had the most orders in 2017?", 2017, deliveries)).toBe(false);
    expect(holds("Which model had the most cumulative deliveries in 2017?", 2017, deliveries)).toBe(true);
  });

  it("leaves measures the dictionary knows (revenue by segment columns) to the part readers", () => {
    const segments = fixturePage(doc, 179, "segment-table", [
      "| | Pharmacy Services | Health Care Benefits | Retail/ LTC | Consolidated Totals |",
      "| --- | ---: | ---: | ---: | ---: |",
      "| 2022 | | | | |",
      "| Total revenues | 169,236 | 91,409 | 106,594 | 322,467 |",
      "| Adjusted operating income | 7,300 | 5,984 | 6,705 | 17,500 |",
    ]);
    expect(rowAcrossPartsAnswer("Which segment had the most total revenues in 2022?", 2022, [segments])).toBeNull();
  });
});
