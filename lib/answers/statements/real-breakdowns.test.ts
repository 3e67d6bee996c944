// Tables that break a company down, read from real filings as ingestion renders them: a heading
// printed in the first row's cell, a breakdown with a Total column, parts that add up to a
// subtotal above a reconciliation, regions beside their total, a table about another figure.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import { partAnswer } from "../compose/part-answer";
import type { CitablePage } from "../engines/engine";
import { FigureBook } from "./figure-book";
import { compareParts } from "./part-comparison";
import { readStatementRows } from "./statement-table";

async function pagesOf(file: string, facts: Partial<CatalogDocument>, wanted: Record<number, CitablePage["kind"]>): Promise<CitablePage[]> {
  const document = { id: `${file.slice(0, 8)}-0000-4000-8000-000000000000`, companyId: file, companyName: "Sample", companyTickers: [], ...facts } as CatalogDocument;
  const pages = await corpusPages(`${file}.pdf`);
  return Object.entries(wanted).map(([n, kind]) => ({
    ref: citationRef(document.id, Number(n)), document, pageNumber: Number(n), kind, score: 1, content: pages[Number(n) - 1]!.markdown,
  }));
}

describe("tables that break a company down", () => {
  let lockheed: CitablePage[];
  let boeing: CitablePage[];
  let amcor: CitablePage[];
  let square: CitablePage[];
  let mmm: CitablePage[];
  let lockheedYear: CitablePage[];
  let pepsico: CitablePage[];
  let mgm: CitablePage[];
  let jnj: CitablePage[];

  beforeAll(async () => {
    // Lockheed Martin's 10-Q for its second quarter of 2022: income statement p3, balance sheet p5, segments p10.
    lockheed = await pagesOf("4039c9985845dd60", { fiscalYear: 2022, fiscalQuarter: 2, date: "2022-06-26" }, { 3: "income-statement", 5: "balance-sheet", 10: "segment-table" });
    // Boeing's 2021 10-K: revenues by customer location, p122.
    boeing = await pagesOf("947c298acb17e663", { fiscalYear: 2021, fiscalQuarter: null, date: "2021-12-31" }, { 122: "segment-table" });
    // Amcor's fiscal 2022 10-K: segment information with a reconciliation below it, p98.
    amcor = await pagesOf("0b36f6560cb49e56", { fiscalYear: 2022, fiscalQuarter: null, date: "2022-06-30" }, { 98: "segment-table" });
    // Square's 2019 10-K: revenue and cost of revenue by line in the MD&A, p54.
    square = await pagesOf("12cf046b906a573b", { fiscalYear: 2019, fiscalQuarter: null, date: "2019-12-31" }, { 54: "financial-table" });
    // 3M's 2021 10-K: business segment information, headed by the header's first cell and a row with its unit, p123.
    mmm = await pagesOf("ba87f86df45ba4c6", { fiscalYear: 2021, fiscalQuarter: null, date: "2021-12-31" }, { 123: "segment-table" });
    // Lockheed Martin's 2020 10-K: net sales and operating profit by segment p83, net sales by geography p85.
    lockheedYear = await pagesOf("1e68051a64927077", { fiscalYear: 2020, fiscalQuarter: null, date: "2020-12-31" }, { 83: "segment-table", 85: "segment-table" });
    // PepsiCo's release for its second quarter of 2023: net revenue and operating profit by division
    // for 12 and 24 weeks, p6.
    pepsico = await pagesOf("e86fbda488c1fd60", { fiscalYear: 2023, fiscalQuarter: 2, date: "2023-06-17" }, { 6: "financial-table" });
    // MGM Resorts' 2018 10-K (in thousands): the guarantor schedule p96 first, the income statement p58.
    // Johnson & Johnson's release for Q1 2023: income before tax by segment with "% to Sales" rows
    // p21 first, the segment sales table p2.
    jnj = await pagesOf("4adbdaad569b8423", { fiscalYear: 2023, fiscalQuarter: 1, date: "2023-04-02" }, { 21: "segment-table", 2: "financial-table" });
    mgm = await pagesOf("1b540737f91716aa", { fiscalYear: 2018, fiscalQuarter: null, date: "2018-12-31" }, { 96: "income-statement", 58: "income-statement" });
  }, 180_000);

  it("reads a heading printed in the first row's cell as the section of the rows down to its total", () => {
    const rows = readStatementRows(lockheed[0]!.content);
    const services = rows.filter((r) => r.label === "Services").map((r) => [r.section, r.values[0]]);
    expect(services).toEqual([["Net sales", 2685], ["Cost of sales", -2362]]);
    const balance = readStatementRows(lockheed[1]!.content);
    expect(balance.find((r) => r.values[0] === 1775)).toMatchObject({ label: "Cash and cash equivalents", section: "Current assets" });
    // Total net sales, not the products line the heading used to hide in.
    expect(new FigureBook(lockheed, 2022, { quarter: 2 }).find("revenue", 2022, 3)?.printed).toBe(15446);
  });

  it("reads a row by the question's wording, scoped by its section", () => {
    const book = new FigureBook(lockheed, 2022, { endsOn: "06-26" });
    expect(book.find("row:services net sales", 2022, 6)?.printed).toBe(5155);
    expect(book.find("row:contract assets", 2022)?.printed).toBe(11753);
  });

  it("compares regions beside their total, and leaves out the one the question excludes", () => {
    const all = compareParts(boeing, { item: "revenue" }, 2021, null, {}, [], "region");
    expect(all?.parts.map((p) => p.part)).toContain("United States");
    expect(all?.parts.map((p) => p.part)).not.toContain("Estimated potential concessions and other considerations to 737 MAX customers, net");
    const question = "Outside the United States, which region brought the company the most revenue in 2021?";
    expect(partAnswer(question, readQuestion(question), 2021, boeing)?.text).toMatch(/^Europe had the highest revenue for FY2021: \*\*\$8,967\*\*/);
  });

  it("takes the parts that add up to a subtotal above a reconciliation, and says which one grew", () => {
    const question = "Which segment increased its adjusted EBIT in fiscal 2022?";
    const answer = partAnswer(question, readQuestion(question), 2022, amcor);
    expect(answer?.text).toMatch(/^Flexibles rose in ebit: \*\*\$1,517 million\*\* in FY2022 against \$1,427 million in FY2021/);
    expect(answer?.text).toContain("Rigid Packaging: $289 million against $299 million, down $10 million");
  });

  it("passes over a table that breaks down another figure", () => {
    const question = "Which revenue line grew fastest in 2019?";
    const answer = partAnswer(question, readQuestion(question), 2019, square);
    expect(answer?.text).toMatch(/^Bitcoin revenue rose the most in revenue in percent: \*\*\+210\.2%\*\* \(from \$166,517 thousand in FY2018 to \$516,465 thousand/);
    expect(answer?.text).not.toContain("Bitcoin costs");
  });

  it("reads a table headed by its header's first cell, and a heading row that also declares the unit", () => {
    const rows = readStatementRows(mmm[0]!.content);
    expect(rows.find((r) => r.label === "Health Care")).toMatchObject({ section: "Net Sales" });
    expect(rows.filter((r) => r.label === "Health Care")[1]).toMatchObject({ section: "Operating Performance" });
    const question = "Which business segment had the highest operating income margin in 2019?";
    expect(partAnswer(question, readQuestion(question), 2019, mmm)?.text).toMatch(/^Health Care had the highest operating margin for FY2019: \*\*24\.2%\*\*/);
  });

  it("ranks every segment in order, and leaves reconciling items and the segments' total out of the parts", () => {
    const ranked = "Rank 3M's business segments by operating income for 2021.";
    const answer = partAnswer(ranked, readQuestion(ranked), 2021, mmm)?.text ?? "";
    expect(answer).toMatch(/^Ranked by operating income for FY2021: Safety and Industrial first with \*\*\$2,692 million\*\*/);
    expect(answer).toMatch(/then Health Care \(\$2,150 million\), Transportation and Electronics \(\$2,008 million\), Consumer \(\$1,248 million\)\./);
    const lowest = "Which 3M business segment had the lowest operating income in 2021?";
    expect(partAnswer(lowest, readQuestion(lowest), 2021, mmm)?.text).toMatch(/^Consumer had the lowest operating income for FY2021: \*\*\$1,248 million\*\*/);
  });

  it("compares business segments, not the regions of a geography table on a segment page", () => {
    const question = "Lockheed Martin 2020: fastest-growing segment by net sales?";
    const answer = partAnswer(question, readQuestion(question), 2020, lockheedYear);
    expect(answer?.text).toMatch(/^Missiles and Fire Control rose the most in revenue in percent: \*\*\+11\.1%\*\* \(from \$10,131 million in FY2019 to \$11,257 million in FY2020\)/);
    const fell = "Did every Lockheed Martin business segment grow operating profit in 2020? If not, which fell?";
    expect(partAnswer(fell, readQuestion(fell), 2020, lockheedYear)?.text).toMatch(/^Space fell in operating income: \*\*\$1,149 million\*\*/);
  });

  it("reads 12-week columns as the quarter asked and names the division that fell", () => {
    const question = "In PepsiCo's second quarter of 2023, did any division's net revenue decline year over year? Which one?";
    const answer = partAnswer(question, readQuestion(question), 2023, pepsico);
    expect(answer?.text).toMatch(/^Africa, Middle East and South Asia fell in revenue: \*\*\$1,568 million\*\* in Q2 FY2023 against \$1,696 million/);
  });

  it("compares the revenue lines of the statement, not the legal entities of a guarantor schedule", () => {
    const question = "Which of MGM's revenue lines grew fastest in 2018 versus 2017?";
    const answer = partAnswer(question, readQuestion(question), 2018, mgm);
    expect(answer?.text).toMatch(/^Casino rose the most in revenue in percent: \*\*\+14\.7%\*\* \(from \$5,016\.4 million in FY2017 to \$5,753\.2 million in FY2018\)/);
    expect(answer?.text).not.toMatch(/Guarantor/);
  });

  it("passes over a row of percentages to the measure ('% to Sales') when comparing the measure", () => {
    const question = "J&J Q1 2023 — which segment posted the highest reported sales growth?";
    const answer = partAnswer(question, readQuestion(question), 2023, jnj);
    expect(answer?.text).toMatch(/^Consumer Health rose the most in revenue in percent: \*\*\+7\.4%\*\* \(from \$3,586 million in Q1 FY2022 to \$3,852 million in Q1 FY2023\)/);
  });
});
