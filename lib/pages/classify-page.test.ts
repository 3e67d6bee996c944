import { describe, expect, it } from "vitest";
import { classifyPage } from "./classify-page";

const incomeStatement = `Table of Contents
ACME CORPORATION AND SUBSIDIARIES
CONSOLIDATED STATEMENTS OF OPERATIONS
(Amounts in millions, except per share data)
| | 2019 | 2018 | 2017 |
| Net revenues | $ 6,489 | $ 7,500 | $ 7,017 |
| Cost of revenues | 2,094 | 2,517 | 2,501 |
| Product development | 998 | 1,101 | 1,069 |
| Sales and marketing | 926 | 1,062 | 1,378 |
| Operating income | 1,607 | 1,988 | 1,309 |
| Income before income tax expense | 1,633 | 1,877 | 1,151 |
| Income tax expense | 130 | 29 | 878 |
| Net income | $ 1,503 | $ 1,848 | $ 273 |
The accompanying notes are an integral part of these Consolidated Financial Statements.
F-5`;

const balanceSheet = `Acme Corp.
Condensed Consolidated Balance Sheets (Unaudited)
| ($ in millions) | December 31, 2022 | June 30, 2022 |
| Cash and cash equivalents | $ 600 | $ 775 |
| Trade receivables, net | 1,846 | 1,935 |
| Inventories | 2,280 | 2,439 |
| Total current assets | 5,234 | 5,853 |
| Total assets | 16,410 | 17,165 |
| Total current liabilities | 4,800 | 5,100 |
| Total equity | 4,251 | 4,337 |`;

const cashFlows = `Walmart Inc.
Consolidated Statements of Cash Flows
Fiscal Years Ended January 31,
| (Amounts in millions) | 2018 | 2017 | 2016 |
Cash flows from operating activities:
| Consolidated net income | $ 10,523 | $ 14,293 | $ 15,080 |
| Depreciation and amortization | 10,529 | 10,080 | 9,454 |
| Net cash provided by operating activities | 28,337 | 31,530 | 27,389 |
| Payments for property and equipment | (10,051) | (10,619) | (11,477) |
| Net cash used in investing activities | (9,060) | (13,987) | (10,675) |
| Dividends paid | (6,124) | (6,216) | (6,294) |`;

const mdaTable = `Results of Operations
The following table sets forth consolidated statements of operations data for the periods indicated.
| | 2019 | 2018 | 2017 |
| Net revenues | 6,489 | 7,500 | 7,017 |
| Cost of revenues | 2,094 | 2,517 | 2,501 |
| Gross profit | 4,395 | 4,983 | 4,516 |
| Operating income | 1,607 | 1,988 | 1,309 |
| Income before income tax expense | 1,633 | 1,877 | 1,151 |
| Income tax expense | 130 | 29 | 878 |
| Net income | 1,503 | 1,848 | 273 |`;

const segmentTable = `Business Segment Results
Our reportable segments are Safety and Industrial, Transportation, Health Care and Consumer.
| (Dollars in millions) | 2022 | 2021 |
| Safety and Industrial | 11,604 | 11,981 |
| Transportation and Electronics | 8,902 | 9,262 |
| Health Care | 8,421 | 8,597 |
| Consumer | 5,298 | 5,513 |
| Corporate and Unallocated | 4 | 2 |
| Total Company | 34,229 | 35,355 |`;

const prose = `Item 1A. Risk Factors
Our business is subject to many risks. The markets in which we operate are highly competitive and we may not be able to
compete effectively, which could reduce demand for our products and services. Changes in economic conditions, including
inflation, interest rates and consumer spending, could adversely affect our results. We depend on a limited number of suppliers
for certain components, and the loss of any of them could disrupt our operations. Our international operations expose us to
currency, regulatory and political risks that could harm our financial condition and results of operations in future periods.`;

const cover = `UNITED STATES
SECURITIES AND EXCHANGE COMMISSION
Washington, D.C. 20549
FORM 10-K
ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934
For the Fiscal Year Ended December 31, 2019
Commission File Number 1-15839
ACME CORPORATION
(Exact name of registrant as specified in its charter)`;

const contents = `Table of Contents
ACME CORPORATION
Table of Contents
| PART I. | 3 |
| Item 1. | Business | 4 |
| Item 1A. | Risk Factors | 10 |
| Item 1B. | Unresolved Staff Comments | 27 |
| Item 2. | Properties | 27 |
| Item 3. | Legal Proceedings | 27 |
| Item 4. | Mine Safety Disclosures | 27 |
| PART II. | 28 |
| Item 5. | Market for Registrant's Common Equity | 28 |
| Item 7. | Management's Discussion and Analysis | 31 |
| Item 8. | Financial Statements and Supplementary Data | 62 |`;

const exhibitIndex = `EXHIBIT INDEX
| Exhibit Number | Exhibit Description |
| 3.1 | Amended and Restated Certificate of Incorporation (incorporated by reference to Exhibit 3.1 of the Form 8-K filed June 2, 2014). |
| 3.2 | Bylaws (incorporated by reference to Exhibit 3.2 of the Form 8-K filed June 2, 2014). |
| 4.1 | Indenture dated May 2017 (incorporated by reference to Exhibit 4.1 of the Form 8-K filed May 26, 2017). |
| 10.1 | 2014 Incentive Plan (incorporated by reference to Exhibit 10.1 of the Form 10-Q filed May 4, 2017). |
| 21.1 | Subsidiaries of the Registrant. |
| 31.1 | Certification of the Chief Executive Officer. |
| 101.INS | Inline XBRL Instance Document |`;

const certification = `Exhibit 31.1
CERTIFICATION
I, Jane Doe, certify that:
1. I have reviewed this Annual Report on Form 10-K of Acme Corporation;
2. Based on my knowledge, this report does not contain any untrue statement of a material fact.`;

const signatures = `SIGNATURES
Pursuant to the requirements of Section 13 or 15(d) of the Securities Exchange Act of 1934, the registrant has duly caused this
report to be signed on its behalf by the undersigned, thereunto duly authorized.
By: /s/ Jane Doe
Chief Executive Officer
/s/ John Roe Chief Financial Officer`;

const eightKWithExhibitList = `Item 8.01 Other Events.
${prose.split("\n").slice(1).join("\n")}
${prose.split("\n").slice(1).join("\n")}
Item 9.01 Financial Statements and Exhibits.
| 4.1 | Indenture (incorporated by reference to Exhibit 4.7 to the Registration Statement on Form S-4). |
| 4.2 | Supplemental Indenture (incorporated by reference to Exhibit 10.2 to the Current Report on Form 8-K). |
| 4.3 | Form of Notes (incorporated by reference to Exhibit 4.8 to the Registration Statement). |
| 4.4 | Form of Notes (incorporated by reference to Exhibit 4.9 to the Registration Statement). |
| 4.5 | Second Supplemental Indenture. |`;

describe("classifyPage", () => {
  it.each([
    ["an income statement", incomeStatement, "income-statement"],
    ["a condensed balance sheet with its qualifiers", balanceSheet, "balance-sheet"],
    ["a cash-flow statement", cashFlows, "cash-flow-statement"],
    ["an analysis table that repeats statement rows without the title", mdaTable, "financial-table"],
    ["a segment table", segmentTable, "segment-table"],
    ["prose", prose, "narrative"],
    ["a cover page", cover, "cover"],
    ["a table of contents", contents, "table-of-contents"],
    ["an exhibit index", exhibitIndex, "exhibit"],
    ["a SOX certification", certification, "certification"],
    ["a signature page", signatures, "signatures"],
    ["an 8-K page whose items come before its exhibit list", eightKWithExhibitList, "narrative"],
    ["a page number alone", "Table of Contents\n55", "blank"],
    ["an empty page", "", "blank"],
  ])("recognises %s", (_name, markdown, kind) => {
    expect(classifyPage(markdown)).toBe(kind);
  });

  it("reads statement titles written as comprehensive income, equity and sentence case", () => {
    const withTitle = (title: string) => incomeStatement.replace("CONSOLIDATED STATEMENTS OF OPERATIONS", title);
    expect(classifyPage(withTitle("Consolidated Statements of Comprehensive Income"))).toBe("comprehensive-income");
    expect(classifyPage(withTitle("CONSOLIDATED STATEMENTS OF SHAREHOLDERS' EQUITY"))).toBe("equity-statement");
    expect(classifyPage(withTitle("Consolidated statements of income (unaudited)"))).toBe("income-statement");
    expect(classifyPage(withTitle("CONSOLIDATED STATEMENTS OF OPERATIONS AND COMPREHENSIVE INCOME"))).toBe("income-statement");
  });

  it("does not take a sentence or caption naming a statement for its title", () => {
    const caption = (line: string) => incomeStatement.replace("CONSOLIDATED STATEMENTS OF OPERATIONS", line);
    expect(classifyPage(caption("Gross Amounts Not Offset in the Balance Sheet"))).toBe("financial-table");
    expect(classifyPage(caption("Consolidated Statements of Operations Data"))).toBe("financial-table");
    expect(classifyPage(caption("amounts are recorded in the consolidated statements of income when realized."))).toBe("financial-table");
    expect(classifyPage(caption("Off-Balance Sheet Arrangements"))).toBe("financial-table");
  });

  it("reads titles as the extractor writes them: merged with the company and units, or in a header cell", () => {
    const rows = incomeStatement.split("\n").slice(4).join("\n");
    const merged = `Table of Contents\n### ACME CORPORATION AND SUBSIDIARIES CONSOLIDATED STATEMENTS OF CHANGES IN SHAREHOLDERS' EQUITY For the Years Ended December 31, 2019, 2018, and 2017 (Amounts and shares in millions, except per share data)\n${rows}`;
    expect(classifyPage(merged)).toBe("equity-statement");
    const inCell = `| Condensed Consolidated Statements of Earnings $ in millions (unaudited) | Three Months Ended July 29, 2023 | Three Months Ended July 30, 2022 |\n| --- | ---: | ---: |\n${rows}`;
    expect(classifyPage(inCell)).toBe("income-statement");
    const caption = `| Derivatives Balance Sheet Location | December 31, 2017 | December 31, 2016 |\n${rows}`;
    expect(classifyPage(caption)).toBe("financial-table");
  });

  it("reads a short statement that ends by pointing to the notes", () => {
    const short = `### CONSOLIDATED STATEMENTS OF COMPREHENSIVE INCOME\n| Year Ended December 31 (Millions) | 2022 | 2021 | 2020 |\n| --- | ---: | ---: | ---: |\n| Net income | 7,514 | 8,060 | 3,135 |\n| Other comprehensive (loss) income | (265) | (50) | (158) |\n| Comprehensive income | 7,249 | 8,010 | 2,977 |\nSee Notes to Consolidated Financial Statements.`;
    expect(classifyPage(short)).toBe("comprehensive-income");
  });

  it("reads an index of the statements as contents", () => {
    const index = `## Item 8. Financial Statements and Supplementary Data\n### Index to the Consolidated Financial Statements\n| | Page |\n| --- | ---: |\n| Consolidated Statements of Operations | 48 |\n| Consolidated Statements of Comprehensive Income | 49 |\n| Consolidated Statements of Financial Position | 50 |\n| Consolidated Statements of Cash Flows | 51 |\n| Consolidated Statements of Equity | 52 |\n| Notes to the Consolidated Financial Statements | 53 |`;
    expect(classifyPage(index)).toBe("table-of-contents");
  });

  it("keeps an earnings release filed as exhibit 99 as content", () => {
    expect(classifyPage(`Exhibit 99.1\n${prose}`)).toBe("narrative");
    expect(classifyPage(`Exhibit 10.1\n${prose}`)).toBe("exhibit");
  });

  it("classifies a long page quickly", () => {
    const page = Array.from({ length: 20 }, () => incomeStatement).join("\n");
    const start = performance.now();
    for (let i = 0; i < 100; i++) classifyPage(page);
    expect((performance.now() - start) / 100).toBeLessThan(20);
  });
});
