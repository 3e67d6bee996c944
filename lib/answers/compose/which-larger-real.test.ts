// "Which was larger: A or B?" — two rows of the statements read from one table and compared, the
// answer first with both figures cited; over wordings, and on a real balance sheet.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { largerAnswer, largerAsked } from "./which-larger";

describe("the two rows a question compares", () => {
  it.each([
    ["Which was larger for 3M in fiscal 2022: goodwill impairment expense or research, development and related expenses?", ["goodwill impairment expense", "research, development and related expenses"], "max"],
    ["Which was bigger, accounts payable or accrued liabilities, at Nike at the end of fiscal 2019?", ["accounts payable", "accrued liabilities"], "max"],
    ["Which was larger at 3M at the end of fiscal 2021: operating lease liabilities — current or accrued payroll?", ["operating lease liabilities — current", "accrued payroll"], "max"],
    ["Was Amazon's fulfillment larger than its technology and content in 2019?", ["fulfillment", "technology and content"], "max"],
    ["Which is smaller for Walmart in fiscal 2020 — inventories or receivables, net?", ["inventories", "receivables, net"], "min"],
  ] as const)("%s", (question, rows, extreme) => {
    expect(largerAsked(question)).toEqual({ rows, extreme });
  });

  it.each([
    "Which segment had higher revenue at Amazon in 2019, North America or International?",
    "Which company was larger by revenue in 2020, Nike or Adobe?",
    "Was revenue higher in 2020?",
  ])("compares no two rows: %s", (question) => {
    expect(largerAsked(question)).toBeNull();
  });
});

describe("two rows compared on a real balance sheet", () => {
  let nike: CitablePage;

  beforeAll(async () => {
    // NIKE 10-K fiscal 2019, balance sheet p54 (May 31, 2019 and 2018).
    const document = { id: "7dbdf1bc-0000-4000-8000-000000000000", companyId: "c", companyName: "NIKE, Inc.", fiscalYear: 2019, fiscalQuarter: null, date: "2019-05-31" } as unknown as CatalogDocument;
    const pages = await corpusPages("7dbdf1bcbf37dd6d.pdf");
    nike = { ref: citationRef(document.id, 54), document, pageNumber: 54, kind: "balance-sheet", score: 1, content: pages[53]!.markdown };
  });

  it("names the larger with its figure in bold, the other beside it", () => {
    const question = "Which was larger at Nike at the end of fiscal 2019: accounts payable or accrued liabilities?";
    const text = largerAnswer(question, readQuestion(question), 2019, [nike])?.text;
    expect(text).toMatch(/^"Accrued liabilities" was the larger at May 31, 2019: \*\*\$5,010 million\*\* \[[^\]]+\], against \$2,612 million for "Accounts payable"/);
  });

  it("names the smaller when the smaller is asked", () => {
    const question = "Which was smaller at Nike at the end of fiscal 2019: inventories or cash and equivalents?";
    expect(largerAnswer(question, readQuestion(question), 2019, [nike])?.text).toMatch(/^"Cash and equivalents" was the smaller at May 31, 2019: \*\*\$4,466 million\*\*/);
  });
});
