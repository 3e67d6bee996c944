import { describe, expect, it } from "vitest";
import { fixturePage, doc } from "../sample-filing.fixture";
import { readQuestion } from "../../retrieval/read-question";
import { columnRankAnswer, columnRankAsked, columnWords, namedColumn } from "./column-rank";

const obligations = fixturePage(doc, 43, "financial-table", [
  "### Contractual Obligations",
  "| (dollars in millions) Contractual Obligations | Payments Due By Period Total | Payments Due By Period Less than 1 year | Payments Due By Period 1 to 3 years | Payments Due By Period More than 5 years |",
  "| --- | ---: | ---: | ---: | ---: |",
  "| Long-term debt(1) | 128,062 | 5,227 | 16,156 | 93,865 |",
  "| Finance lease obligations(2) | 1,366 | 373 | 591 | 101 |",
  "| Total long-term debt, including current maturities | 129,428 | 5,600 | 16,747 | 93,966 |",
  "| Purchase obligations(3) | 24,585 | 8,179 | 10,835 | 1,520 |",
  "| Total contractual obligations | 154,013 | 13,779 | 27,582 | 95,486 |",
]);

const notes = fixturePage(doc, 22, "financial-table", [
  "## NOTE 14. DEBT",
  "| (dollars in millions) Issuance Date Due Date | Effective Interest Rate | 2023 | 2022 |",
  "| --- | ---: | ---: | ---: |",
  "| 1.70% 2023 Notes February 2020 February 2023 | 1.92% | — | 500 |",
  "| 3.25% 2025 Notes January 2015 February 2025 | 3.67% | 1,000 | 1,000 |",
  "| 2.30% 2030 Notes February 2020 February 2030 | 2.69% | 1,300 | 1,300 |",
  "| Total debt outstanding, at par | | 2,300 | 2,800 |",
]);

const segments = fixturePage(doc, 94, "segment-table", [
  "| | Year Ended December 31, 2020 Alpha | Year Ended December 31, 2020 Beta | Year Ended December 31, 2020 Total |",
  "| --- | ---: | ---: | ---: |",
  "| Net revenues by platform: | | | |",
  "| Console | 2,668 | 116 | 2,784 |",
  "| PC | 582 | 1,489 | 2,071 |",
  "| Change in deferred revenues: | | | |",
  "| Console | 140 | (8) | 132 |",
  "| PC | 64 | 115 | 179 |",
  "| Total change in deferred revenues | 204 | 107 | 311 |",
]);

const answer = (q: string, pages = [obligations, notes, segments]) => columnRankAnswer(q, readQuestion(q), pages);

describe("a table's rows ranked by the column the question names", () => {
  it("reads which end is asked", () => {
    expect(columnRankAsked("Which obligation category had the most payments due in less than one year?")).toBe("max");
    expect(columnRankAsked("Which note carried the lowest effective interest rate?")).toBe("min");
    expect(columnRankAsked("Which quarter of 2019 had the biggest loss?")).toBeNull();
    expect(columnRankAsked("What was the effective interest rate of the 2025 notes?")).toBeNull();
  });

  it("spells numbers as digits and plurals as singulars", () => {
    expect(columnWords("payments due in less than one year")).toEqual(["payment", "due", "less", "than", "1", "year"]);
  });

  it("finds the column by the words that set it apart from its neighbours", () => {
    expect(namedColumn("which obligation had the most payments due in less than one year", [obligations])?.column).toBe(2);
    expect(namedColumn("which note carried the highest effective interest rate", [obligations, notes])?.column).toBe(1);
  });

  it("names no column told apart only by a period, nor one the question does not write", () => {
    expect(namedColumn("which note had the largest carrying value in 2023", [notes])).toBeNull();
    expect(namedColumn("which obligation is the largest", [obligations])).toBeNull();
  });

  it("ranks the rows by the column, totals left out", () => {
    const written = answer("VZ contractual obligations at Dec 31, 2020: which obligation category had the most payments due in less than one year, and how much?");
    expect(written?.text).toMatch(/^Purchase obligations .*\*\*\$8,179 million\*\*/);
    expect(written?.text).not.toMatch(/Total contractual obligations/);
    expect([...written!.excerpts.values()][0]).toContain("| Purchase obligations(3) | 24,585 | 8,179 |");
  });

  it("states a rate column in percent", () => {
    const written = answer("Of the senior notes still outstanding, which carried the highest effective interest rate?", [notes]);
    expect(written?.text).toMatch(/^3\.25% 2025 Notes .*\*\*3\.67%\*\*/);
  });

  it("reads the rows of the section the question names", () => {
    const written = answer("For the Beta segment, which platform added the most change in deferred revenues in 2020?", [segments]);
    expect(written?.text).toMatch(/^PC .*\*\*115\*\*/);
    expect(written?.text).not.toMatch(/1,489/);
  });
});

describe("a column named only by a name", () => {
  const goodwill = fixturePage(doc, 74, "financial-table", [
    "| | Commercial Airplanes | Defense | Total |",
    "| --- | ---: | ---: | ---: |",
    "| Balance at January 1, 2018 | 992 | 2,000 | 2,992 |",
    "| Acquisitions | 72 | 10 | 82 |",
    "| KLX acquisition | 249 | 0 | 249 |",
    "| Balance at December 31, 2019 | 1,313 | 2,010 | 3,323 |",
  ]);

  it("ranks no rows of a table the question does not name by a heading", () => {
    const q = "Boeing Commercial Airplanes, 2019: by customer location, which non-U.S. location generated the most revenue?";
    expect(columnRankAnswer(q, readQuestion(q), [goodwill])).toBeNull();
  });

  it("ranks no balances at dates", () => {
    const q = "Which line had the largest figure for commercial airplanes?";
    expect(columnRankAnswer(q, readQuestion(q), [goodwill])?.text).toMatch(/^KLX acquisition /);
  });
});

describe("a heading of period words", () => {
  const byPart = fixturePage(doc, 79, "segment-table", [
    "| (Amounts in millions) | Walmart U.S. | Walmart International | Sam's Club | Consolidated |",
    "| --- | ---: | ---: | ---: | ---: |",
    "| Fiscal Year Ended January 31, 2021 | | | | |",
    "| Net sales | 369,963 | 121,360 | 63,910 | 555,233 |",
    "| Total assets | 105,000 | 109,445 | 14,000 | 228,445 |",
  ]);

  it("is no heading that lets a column named by a name rank its rows", () => {
    const q = "Walmart International net sales by market for fiscal 2021 (year ended January 31, 2021): which single market was largest?";
    expect(columnRankAnswer(q, readQuestion(q), [byPart])).toBeNull();
  });
});
