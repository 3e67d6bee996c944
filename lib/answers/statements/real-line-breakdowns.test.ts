// Breakdowns whose lines are not segments, read from real filings as ingestion renders them: the
// revenue lines of an income statement beside an "Other revenues" remainder, the lines of an
// operating-expense table that are line items in their own right, and a measure the question
// names before its superlative ("grew its Adjusted Property EBITDAR the most"), and segment columns
// beside a consolidated one, quarter-end dates and a restatement's versions; a roll-forward by segment.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import { asksWhichPart, partAnswer } from "../compose/part-answer";
import type { CitablePage } from "../engines/engine";

async function pagesOf(file: string, facts: Partial<CatalogDocument>, wanted: Record<number, CitablePage["kind"]>): Promise<CitablePage[]> {
  const document = { id: `${file.slice(0, 8)}-0000-4000-8000-000000000000`, companyId: file, companyName: "Sample", companyTickers: [], ...facts } as CatalogDocument;
  const pages = await corpusPages(`${file}.pdf`);
  return Object.entries(wanted).map(([n, kind]) => ({
    ref: citationRef(document.id, Number(n)), document, pageNumber: Number(n), kind, score: 1, content: pages[Number(n) - 1]!.markdown,
  }));
}

describe("breakdowns by line", () => {
  let mcdonalds: CitablePage[];
  let adobe: CitablePage[];
  let mgm: CitablePage[];
  let netflix: CitablePage[];
  let netflixRevised: CitablePage[];
  let adobeQuarter: CitablePage[];
  let cvs: CitablePage[];

  beforeAll(async () => {
    // McDonald's release for Q1 2023: the income statement, revenues by source above "TOTAL REVENUES", p4.
    mcdonalds = await pagesOf("f94b34aa74848766", { fiscalYear: 2023, fiscalQuarter: 1, date: "2023-03-31" }, { 4: "income-statement" });
    // Adobe's fiscal 2021 10-K: operating expenses by line with "Percentage of total revenue" rows, p46.
    adobe = await pagesOf("c8b1340273afacea", { fiscalYear: 2021, fiscalQuarter: null, date: "2021-12-03" }, { 46: "financial-table" });
    // MGM Resorts' 2019 10-K (in thousands): Adjusted Property EBITDAR by segment in its segment note, p94.
    mgm = await pagesOf("954620199cb326c7", { fiscalYear: 2019, fiscalQuarter: null, date: "2019-12-31" }, { 94: "segment-table" });
    // Netflix's 2017 10-K (in thousands): segments side by side beside a Consolidated column p61,
    // quarterly results by quarter-end date p63.
    netflix = await pagesOf("981a69bba010dd17", { fiscalYear: 2017, fiscalQuarter: null, date: "2017-12-31" }, { 63: "financial-table", 61: "segment-table" });
    // Netflix's 2018 10-K: 2017 figures as reported, reclassified and revised, p69.
    netflixRevised = await pagesOf("182eb08c330375b0", { fiscalYear: 2018, fiscalQuarter: null, date: "2018-12-31" }, { 69: "financial-table" });
    // Adobe's 10-Q for its second quarter of fiscal 2023: revenue by type (subscription, product,
    // services) in the income statement p4, subscription revenue by product line p10.
    adobeQuarter = await pagesOf("df47d40f5e6fb19a", { fiscalYear: 2023, fiscalQuarter: 2, date: "2023-06-02" }, { 4: "income-statement", 10: "financial-table" });
    // CVS Health's 2022 10-K: goodwill by segment as a roll-forward, "Balance at December 31, 2022" last, p147.
    cvs = await pagesOf("183c196a41793cd5", { fiscalYear: 2022, fiscalQuarter: null, date: "2022-12-31" }, { 147: "segment-table" });
  }, 180_000);

  it("reads an 'Other revenues' row as the remainder beside the lines, not as their total", () => {
    const question = "Which revenue source of McDonald's rose the most in the first quarter of 2023?";
    const answer = partAnswer(question, readQuestion(question), 2023, mcdonalds)?.text ?? "";
    expect(answer).toMatch(/^Revenues from franchised restaurants rose the most in revenue: \*\*\$3,587\.5 million\*\*/);
    expect(answer).toContain("Sales by Company-operated restaurants: $2,224.3 million against $2,302.4 million");
  });

  it("compares the lines of an expense table that add up to its total, leaving out their shares of revenue", () => {
    const question = "Which operating expense line increased fastest in 2021?";
    expect(asksWhichPart(question, readQuestion(question))).toBe(true);
    const answer = partAnswer(question, readQuestion(question), 2021, adobe)?.text ?? "";
    expect(answer).toMatch(/^Sales and marketing rose the most in total operating expenses in percent: \*\*\+20\.3%\*\* \(from \$3,591 million/);
    expect(answer).toContain("Research and development: $2,540 million against $2,188 million");
    expect(answer).not.toContain("Percentage of total revenue");
  });

  it("reads the measure named between the verb and the superlative", () => {
    const question = "Which segment grew its Adjusted Property EBITDAR the most in percentage terms in 2019?";
    const answer = partAnswer(question, readQuestion(question), 2019, mgm)?.text ?? "";
    expect(answer).toMatch(/^MGM China rose the most in Adjusted Property EBITDAR in percent: \*\*\+27\.9%\*\* \(from \$574,333 thousand/);
  });

  it("compares segment columns, not the consolidated column, the quarters' end dates or a restatement's versions", () => {
    const question = "Which segment earned the most contribution profit in 2017?";
    const answer = partAnswer(question, readQuestion(question), 2017, netflix)?.text ?? "";
    expect(answer).toMatch(/^Domestic Streaming had the highest contribution profit for FY2017: \*\*\$2,280\.5 million\*\*/);
    expect(answer).not.toMatch(/Consolidated|December 31/);
    expect(partAnswer(question, readQuestion(question), 2017, netflixRevised)?.text ?? "").not.toMatch(/As Revised|Reclassifications/);
  });

  it("takes the table of the measure the question qualifies ('subscription revenue'), not the measure's other breakdown", () => {
    const question = "Which subscription revenue line grew fastest in the first half of fiscal 2023?";
    const answer = partAnswer(question, readQuestion(question), 2023, adobeQuarter)?.text ?? "";
    expect(answer).toMatch(/^Digital Experience rose the most in revenue in percent: \*\*\+11\.6%\*\* \(from \$1,893 million/);
    expect(answer).not.toMatch(/Services and other/);
  });

  it("reads a roll-forward's balance row of the year asked under each part's column", () => {
    const question = "Which segment had the least goodwill at December 31, 2021?";
    const answer = partAnswer(question, readQuestion(question), 2021, cvs)?.text ?? "";
    expect(answer).toMatch(/^Retail\/ LTC had the lowest goodwill for the year ended December 31, 2021: \*\*\$10,376 million\*\*/);
    expect(answer).toContain("Health Care Benefits: $45,130 million");
    expect(answer).not.toContain("79,121");
  });
});
