// A small annual report in the Markdown form ingestion gives pages: three primary statements
// and a page of prose, for tests of the answer engine and pipeline.
import type { CatalogDocument } from "../catalog/types";
import type { PageKind } from "../catalog/codes";
import { citationRef } from "./citation-refs";
import type { CitablePage } from "./engines/engine";

export const doc = {
  id: "acde0000-0000-4000-8000-000000000001", companyName: "Acme Corporation", title: "Acme 10-K 2019", formType: "10-K",
  category: "annual-financial-report", fiscalYear: 2019, fiscalQuarter: null, date: "2019-12-31",
} as unknown as CatalogDocument;

/** A retrieved page of a fixture document, its Markdown given line by line. */
export function fixturePage(document: CatalogDocument, pageNumber: number, kind: PageKind, lines: string[]): CitablePage {
  return { ref: citationRef(document.id, pageNumber), document, pageNumber, kind, score: 1, content: lines.join("\n") };
}

const page = (pageNumber: number, kind: PageKind, lines: string[]) => fixturePage(doc, pageNumber, kind, lines);

export const income = page(50, "income-statement", [
  "## Consolidated Statements of Income",
  "(In millions, except per share amounts)",
  "| Year Ended December 31, | 2019 | 2018 | 2017 |",
  "|---|---|---|---|",
  "| Net sales | $ 10,000 | $ 9,000 | $ 8,000 |",
  "| Cost of sales | 6,000 | 5,500 | 5,000 |",
  "| Gross profit | 4,000 | 3,500 | 3,000 |",
  "| Operating income | 1,500 | 1,200 | 1,000 |",
  "| Net income | $ 1,000 | $ 800 | $ (200) |",
  "| Diluted earnings per share | $ 2.41 | $ 1.93 | $ (0.48) |",
]);
export const balance = page(52, "balance-sheet", [
  "## Consolidated Balance Sheets",
  "(In millions)",
  "| | December 31, 2019 | December 31, 2018 |",
  "|---|---|---|",
  "| Cash and cash equivalents | $ 500 | $ 400 |",
  "| Accounts receivable, net | 700 | 600 |",
  "| Inventories | 1,100 | 900 |",
  "| Total current assets | 2,300 | 1,900 |",
  "| Total assets | 12,000 | 10,000 |",
  "| Accounts payable | 800 | 700 |",
  "| Total current liabilities | 1,400 | 1,300 |",
]);
export const cash = page(54, "cash-flow-statement", [
  "## Consolidated Statements of Cash Flows",
  "(In millions)",
  "| | 2019 | 2018 | 2017 |",
  "| Depreciation and amortization | 300 | 280 | 260 |",
  "| Net cash provided by operating activities | 1,800 | 1,500 | 1,200 |",
  "| Purchases of property and equipment | (400) | (360) | (240) |",
  "| Net cash used in investing activities | (900) | (700) | (600) |",
  "| Net cash used in financing activities | (600) | (500) | (400) |",
  "| Cash dividends paid | (250) | (200) | (150) |",
]);
export const prose = page(20, "narrative", [
  "## Risk Factors",
  "Our business is subject to cyclicality because demand for industrial equipment follows the economic cycle closely.",
  "We depend on a small number of suppliers for key components, and any disruption could affect our production schedules.",
]);
export const pages = [income, balance, cash, prose];

