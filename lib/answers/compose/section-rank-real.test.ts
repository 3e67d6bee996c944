// A statement section's rows ranked however the question words it — the largest, the smallest,
// the second-largest, the one that rose the most, the largest use of cash — read from real
// filings as ingestion renders them.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { componentAnswer } from "./component-answer";
import { sectionRankAsked } from "./section-rank-asked";

async function statement(file: string, fiscalYear: number, date: string, page: number, kind: CitablePage["kind"], companyName: string): Promise<CitablePage> {
  const document = { id: `${file.slice(0, 8)}-0000-4000-8000-000000000000`, companyId: "c", companyName, fiscalYear, fiscalQuarter: null, date } as unknown as CatalogDocument;
  const pages = await corpusPages(`${file}.pdf`);
  return { ref: citationRef(document.id, page), document, pageNumber: page, kind, score: 1, content: pages[page - 1]!.markdown };
}

describe("sectionRankAsked over wordings", () => {
  it.each([
    ["Which current liability was the largest for Nike at the end of fiscal 2019?", "totalCurrentLiabilities", "max", 1, false],
    ["Name the largest line item among Amcor's current liabilities in FY2023.", "totalCurrentLiabilities", "max", 1, false],
    ["What was Walmart's least current asset line item at fiscal year-end 2020?", "totalCurrentAssets", "min", 1, false],
    ["What was the second-largest current asset of Block at the end of fiscal 2019?", "totalCurrentAssets", "max", 2, false],
    ["Which operating expense category was the biggest for Adobe in FY2021?", "operatingExpenses", "max", 1, false],
    ["What was the biggest investing cash outflow for Pfizer in FY2021?", "investingCashFlow", "max", 1, false],
    ["What was Boeing's largest use of cash in investing activities in 2018?", "investingCashFlow", "max", 1, false],
    ["Which current liability increased the most at Nike during fiscal 2019?", "totalCurrentLiabilities", "max", 1, true],
    ["Which of Netflix's current assets declined the most in 2018?", "totalCurrentAssets", "min", 1, true],
  ] as const)("%s", (question, subtotal, extreme, rank, moved) => {
    expect(sectionRankAsked(question)).toMatchObject({ subtotal, extreme, rank, moved });
  });

  it.each([
    // The section as one figure, across years or companies, or by the parts of the company.
    "What were Nike's total current liabilities at the end of fiscal 2019?",
    "In which year were Walmart's current assets the highest?",
    "Which company had the largest current liabilities in 2021, Nike or Adobe?",
    "Which segment had the highest operating expenses at Boeing in 2019?",
    // No ranking at all.
    "How much were Adobe's operating expenses in fiscal 2021?",
  ])("%s asks no rows ranked", (question) => {
    expect(sectionRankAsked(question)).toBeNull();
  });
});

describe("a statement section's rows ranked, on real statements", () => {
  let nike: CitablePage;
  let activision: CitablePage;
  let generalMills: CitablePage;
  let pfizer: CitablePage;

  beforeAll(async () => {
    // NIKE 10-K fiscal 2019, balance sheet p54 (May 31, 2019 and 2018).
    nike = await statement("7dbdf1bcbf37dd6d", 2019, "2019-05-31", 54, "balance-sheet", "NIKE, Inc.");
    // Activision Blizzard 10-K 2019, income statement p70: costs under two "Cost of revenues" headings
    // and the operating expenses, all closed by "Total costs and expenses".
    activision = await statement("017f1bbc1e37f294", 2019, "2019-12-31", 70, "income-statement", "Activision Blizzard, Inc.");
    // General Mills 10-K fiscal 2021, cash-flow statement p50 ("Net cash used by investing activities").
    generalMills = await statement("91913a1a1349b438", 2021, "2021-05-30", 50, "cash-flow-statement", "General Mills, Inc.");
    // Pfizer 10-K 2021, cash-flow statement p61 (investing split into continuing and discontinued operations).
    pfizer = await statement("ff3307d5f633c5db", 2021, "2021-12-31", 61, "cash-flow-statement", "Pfizer Inc.");
  });

  const answer = (question: string, year: number, page: CitablePage) => componentAnswer(question, readQuestion(question), year, [page]);

  it("names the second-largest current asset, behind the largest", () => {
    const text = answer("What was the second-largest current asset of Nike at the end of fiscal 2019?", 2019, nike)?.text;
    expect(text).toMatch(/second-largest current asset at May 31, 2019 was "Cash and equivalents": \*\*\$4,466 million\*\*.*behind "Inventories" \(\$5,622 million\)/);
  });

  it("ranks the current liabilities by how much they rose, the move beside each", () => {
    const text = answer("Which current liability increased the most at Nike during fiscal 2019?", 2019, nike)?.text;
    expect(text).toMatch(/rose the most in the year to May 31, 2019 was "Accrued liabilities": \*\*\$5,010 million\*\* \[[^\]]+\], up \$1,741 million from \$3,269 million/);
  });

  it("ranks every row a total of costs and expenses closes, across its headings", () => {
    expect(answer("Which operating expense was the smallest for Activision Blizzard in fiscal 2019?", 2019, activision)?.text).toMatch(/smallest operating expense in FY2019 was "Restructuring and related costs": \*\*\$132 million\*\*/);
    expect(answer("What was Activision Blizzard's largest operating expense in fiscal 2019?", 2019, activision)?.text).toMatch(/"Product development": \*\*\$998 million\*\*/);
  });

  it("takes the largest use of cash among the investing rows, told as the amount paid", () => {
    const text = answer("What was General Mills's largest use of cash in investing activities in fiscal 2021?", 2021, generalMills)?.text;
    expect(text).toMatch(/largest use of cash in investing activities in FY2021 was "Purchases of land, buildings, and equipment": \*\*\$530\.8 million\*\*/);
    // Inflows are no uses of cash.
    expect(text).not.toContain("Proceeds from divestitures");
  });

  it("reads the rows of the continuing operations' subtotal, not the split of the total", () => {
    const text = answer("What was the biggest investing cash outflow for Pfizer in FY2021?", 2021, pfizer)?.text;
    expect(text).toMatch(/"Purchases of short-term investments": \*\*\$38,457 million\*\*/);
    expect(text).toContain("from continuing operations: -$22,534 million");
  });
});
