// A small annual report that breaks the company down by segment in the three layouts filings use:
// segments as rows under a figure's heading, a segment heading its own figures, segments as columns.
import type { CatalogDocument } from "../../catalog/types";
import type { PageKind } from "../../catalog/codes";
import { fixturePage } from "../sample-filing.fixture";

export const segmentDoc = {
  id: "5e600000-0000-4000-8000-000000000001", companyId: "globex", companyName: "Globex Corporation", companyTickers: ["GBX"],
  title: "Globex 10-K 2022", formType: "10-K", category: "annual-financial-report", fiscalYear: 2022, fiscalQuarter: null, date: "2022-12-31",
} as unknown as CatalogDocument;

const page = (pageNumber: number, kind: PageKind, lines: string[]) => fixturePage(segmentDoc, pageNumber, kind, lines);

export const byRow = page(40, "segment-table", [
  "Net sales and operating profit of our business segments were as follows (in millions):",
  "| | 2022 | 2021 |",
  "| --- | ---: | ---: |",
  "| Net sales | | |",
  "| Aeronautics | 26,987 | 26,748 |",
  "| Space Systems | 11,532 | 11,814 |",
  "| Total net sales | 38,519 | 38,562 |",
  "| Operating profit | | |",
  "| Aeronautics | 2,866 | 2,799 |",
  "| Space Systems | 1,045 | 1,134 |",
  "| Total business segment operating profit | 3,911 | 3,933 |",
]);
export const bySection = page(41, "segment-table", [
  "| | 2022 | 2021 |",
  "| --- | ---: | ---: |",
  "| Cloud Services | | |",
  "| Net sales | 35,026 | 25,655 |",
  "| Operating income | 9,201 | 7,296 |",
]);
export const byColumn = page(42, "segment-table", [
  "Revenue by region (in millions):",
  "| | YEAR ENDED DECEMBER 31, 2022 NORTH AMERICA | YEAR ENDED DECEMBER 31, 2022 GREATER CHINA | YEAR ENDED DECEMBER 31, 2022 TOTAL |",
  "| --- | ---: | ---: | ---: |",
  "| Revenues | 17,179 | 8,290 | 25,469 |",
]);
export const reconciliation = page(43, "financial-table", [
  "RECONCILIATION OF NET INCOME TO ADJUSTED EBITDAR (in millions)",
  "| | 2022 | 2021 |",
  "| --- | ---: | ---: |",
  "| Net income | 1,473 | 1,254 |",
  "| Property transactions, net | (1,037) | (68) |",
  "| Depreciation and amortization | 1,482 | 1,150 |",
  "| Adjusted EBITDAR | 3,497 | 2,980 |",
]);
export const segmentPages = [byRow, bySection, byColumn, reconciliation];
