// A ratio the question defines or composes ("net income relative to segment net sales", "pretax
// income over total revenues net of interest expense") compared across the parts of real segment
// tables, each part's two figures read from the rows that are the measures themselves.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import { comparesParts, partAnswer } from "../compose/part-answer";
import type { CitablePage } from "../engines/engine";
import { compareParts } from "./part-comparison";

async function segmentPage(file: string, fiscalYear: number, page: number, date: string): Promise<CitablePage> {
  const document = { id: `${file.slice(0, 8)}-0000-4000-8000-000000000000`, companyId: file, companyName: "Sample", companyTickers: [], fiscalYear, fiscalQuarter: null, date } as unknown as CatalogDocument;
  const pages = await corpusPages(`${file}.pdf`);
  return { ref: citationRef(document.id, page), document, pageNumber: page, kind: "segment-table", score: 1, content: pages[page - 1]!.markdown };
}

describe("ratios per part on real segment tables", () => {
  let corning: CitablePage;
  let amex: CitablePage;
  let pepsico: CitablePage;

  beforeAll(async () => {
    // Corning 10-K 2022, p102: segments as columns, "Segment net sales" and "Net income" rows.
    corning = await segmentPage("a63f102f045826b3", 2022, 102, "2022-12-31");
    // American Express 10-K 2022, p154: "Total non-interest revenues" above "Total revenues net of interest expense".
    amex = await segmentPage("d3bbc7ab23d6160e", 2022, 154, "2022-12-31");
    // PepsiCo Q2 2023 release, p6: divisions under "Net Revenue" and under "Operating Profit/(Loss)".
    pepsico = await segmentPage("e86fbda488c1fd60", 2023, 6, "2023-06-17");
  });

  it("computes a composed ratio per part", () => {
    const question = "Which Corning segment earned the most net income relative to its segment net sales in 2022?";
    const text = partAnswer(question, readQuestion(question), 2022, [corning])?.text ?? "";
    expect(text).toMatch(/^Display Technologies had the highest .*\*\*23\.3%\*\*/);
  });

  it("computes a ratio the question defines in parentheses per part, over the row that is the measure", () => {
    const question = "Which segment had the highest pretax margin (pretax income over total revenues net of interest expense) in 2022?";
    const reading = readQuestion(question);
    expect(reading.metric?.name).toBe("Pretax margin");
    expect(partAnswer(question, reading, 2022, [amex])?.text).toMatch(/^GMNS had the highest pretax margin .*\*\*45\.6%\*\*/);
  });

  it("reads a section headed by the measure with its sign in words as the measure", () => {
    const profit = compareParts([pepsico], { item: "operatingIncome" }, 2023, 6, { endsOn: "06-17" });
    expect(profit?.parts.find((p) => p.part === "PepsiCo Beverages North America")?.value).toBe(1206);
  });

  it("compares a quarter with the year-before quarter that ended on its own day", () => {
    const question = "In the 12 weeks ended June 17, 2023, which division's net revenue grew fastest year over year?";
    const text = partAnswer(question, readQuestion(question), 2023, [pepsico])?.text ?? "";
    expect(text).toMatch(/^Latin America rose the most in revenue in percent: \*\*\+18\.3%\*\* \(from \$2,415 million/);
  });

  it("reads 'among its segments, whose … rose the most' as a table question", () => {
    const question = "Among the company's segments, whose capital expenditures rose the most in percentage terms from 2021 to 2022?";
    expect(partAnswer(question, readQuestion(question), 2022, [corning])?.text).toMatch(/^Specialty Materials rose the most .*\*\*\+67\.2%\*\*/);
  });
});

describe("a part's row under a heading the question names in its own words", () => {
  it("reads MGM China's Adjusted EBITDA from the rows under 'Adjusted EBITDA'", async () => {
    const { SegmentBook } = await import("./segment-book");
    const { rowLabelItem } = await import("../../finance");
    // MGM Resorts 10-K 2017, p36: "Net Revenues" and "Adjusted EBITDA" sections, each with an "MGM China" row (in thousands).
    const mgm = await segmentPage("3ca2fbc51b6306df", 2017, 36, "2017-12-31");
    const book = new SegmentBook([mgm], "MGM China");
    expect(book.find(rowLabelItem("Adjusted EBITDA"), 2017)?.amount).toBe(524_953_000);
    expect(book.find("revenue", 2017)?.amount).toBe(1_970_494_000);
  });
});

describe("a segment table dated in its label cell, on Verizon's 2021 10-K", () => {
  let verizon: CitablePage;
  beforeAll(async () => {
    // Verizon 10-K 2021, p98: "(dollars in millions) 2021 | Consumer | Business | Total Reportable Segments".
    verizon = await segmentPage("f7fcb508f920e3df", 2021, 98, "2021-12-31");
  });

  it("reads each category cell as a column of the year the label cell names", () => {
    const sga = compareParts([verizon], { item: "sellingGeneralAdministrative" }, 2021, null);
    expect(sga?.parts.map((p) => [p.part, p.value])).toEqual([["Consumer", 16562], ["Business", 8324]]);
  });

  it("compares a ratio asked with 'which … spent more … relative to'", () => {
    const question = "Which of the two segments spent more on selling, general and administrative expense relative to its total operating revenues in 2021?";
    expect(partAnswer(question, readQuestion(question), 2021, [verizon])?.text).toMatch(/^Business had the highest .*\*\*26\.8%\*\*/);
  });
});

describe("pages a table question adds, and totals that carry the company's name", () => {
  it("tells a page that breaks the company down on the ratio's numerator from one that does not", async () => {
    const pepsico = await segmentPage("e86fbda488c1fd60", 2023, 6, "2023-06-17");
    const statement = await segmentPage("e86fbda488c1fd60", 2023, 5, "2023-06-17");
    const question = "Which PepsiCo division had the lowest operating margin in the 24 weeks ended June 17, 2023?";
    const reading = readQuestion(question);
    expect(comparesParts(question, reading, 2023, pepsico)).toBe(true);
    expect(comparesParts(question, reading, 2023, statement)).toBe(false);
  });

  it("reads parts that add up to a total named with the company's name ('Total NIKE, Inc. Earnings Before Interest and Taxes')", async () => {
    // NIKE 10-K fiscal 2019, p84: segment revenues and EBIT, in rows.
    const nike = { ...(await segmentPage("7dbdf1bcbf37dd6d", 2019, 84, "2019-05-31")) };
    nike.document = { ...nike.document, companyName: "NIKE, Inc." };
    const ebit = compareParts([nike], { item: "ebit" }, 2019, null);
    expect(ebit?.parts.find((p) => p.part === "Greater China")?.value).toBe(2376);
    const question = "Which NIKE geographic segment had the highest EBIT margin in fiscal 2019 (EBIT divided by revenues)?";
    expect(partAnswer(question, readQuestion(question), 2019, [nike])?.text).toMatch(/^Greater China had the highest .*\*\*38\.3%\*\*/);
  });
});


describe("a part named with its kind in the table", () => {
  it("reads 'International segment' as the part 'International'", async () => {
    const { SegmentBook } = await import("./segment-book");
    // Best Buy's Q4 FY23 release, p1: "Domestic segment", "International segment" under "Revenue ($ in millions)".
    const release = { ...(await segmentPage("a9a46c9fae1af1b3", 2023, 1, "2023-01-28")) };
    release.document = { ...release.document, fiscalQuarter: 4 } as typeof release.document;
    expect(new SegmentBook([release], "International", { quarter: 4 }).find("revenue", 2023, 3)?.amount).toBe(1_204_000_000);
  });
});
