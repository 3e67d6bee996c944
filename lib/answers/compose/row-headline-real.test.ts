// The figure of the period asked, in bold, in a row quoted from real filings as ingestion renders them.
import { beforeAll, describe, expect, it } from "vitest";
import { corpusPages } from "../../testing/corpus-pages";
import { readStatementRows, type TableRow } from "../statements/statement-table";
import { rowWithHeadline } from "./row-headline";

async function row(file: string, page: number, label: RegExp): Promise<TableRow> {
  const pages = await corpusPages(`${file}.pdf`);
  const found = readStatementRows(pages[page - 1]!.markdown).find((r) => label.test(r.label));
  if (!found) throw new Error(`no row ${label} on ${file} p${page}`);
  return found;
}

describe("rowWithHeadline on real statement rows", () => {
  let pfizer: TableRow;
  let mcdonalds: TableRow;

  beforeAll(async () => {
    // Pfizer 10-K 2020, p81: three years ended December 31.
    pfizer = await row("57386f5d72aa8579", 81, /^Other \(income\)\/deductions/);
    // McDonald's Q1 2023 earnings release, p4: two quarters headed "three months ended March 31".
    mcdonalds = await row("f94b34aa74848766", 4, /^Nonoperating \(income\) expense, net/);
  }, 60_000);

  it("bolds the year asked, not the first column", () => {
    const told = rowWithHeadline(pfizer, "What did Pfizer report as Other (income)/deductions—net for 2019?");
    expect(told).toMatch(/\*\*3,314\*\* \(year ended December 31, 2019\)/);
    expect(told).toMatch(/^Other \(income\)\/deductions.*669 \(year ended December 31, 2020\)/);
  });

  it("bolds the quarter asked, even when the question writes it without its number", () => {
    expect(rowWithHeadline(mcdonalds, "In the first-quarter 2023 release, what was nonoperating (income) expense, net for the quarter?")).toMatch(
      /\*\*\(64\.3\)\*\* \(three months ended March 31, 2023\), 484\.1/,
    );
    expect(rowWithHeadline(mcdonalds, "What was nonoperating (income) expense, net in Q1 2022?")).toMatch(/\(64\.3\).*\*\*484\.1\*\*/);
  });

  it("bolds the current column when no period is named, and nothing for a period the row lacks", () => {
    expect(rowWithHeadline(pfizer, "What are Pfizer's other deductions, net?")).toMatch(/\*\*669\*\*/);
    expect(rowWithHeadline(pfizer, "What were Pfizer's other deductions, net in 2015?")).toBeNull();
  });
});

describe("rowWithHeadline on a row of several measures per period", () => {
  let lockheed: TableRow;
  let jnj: TableRow;

  beforeAll(async () => {
    // Lockheed Martin's Q2 2023 earnings release, p1: each quarter's "Earnings Before Income Taxes |
    // Net Earnings | Diluted EPS".
    lockheed = await row("dbadfc5506664159", 1, /^As Adjusted/);
    // Johnson & Johnson's Q2 2023 earnings release, p1: "Q2 2023 | Q2 2022 | Q2 % Change".
    jnj = await row("db1f3419d309440e", 1, /^Adjusted EPS/);
  }, 60_000);

  it.each([
    ["Lockheed Martin's non-GAAP (as adjusted) diluted EPS for Q2 2023?", /\*\*6\.73\*\*/],
    ["LMT as adjusted net earnings, second quarter 2023", /\*\*1,707\*\*/],
    ["What were Lockheed's adjusted earnings before income taxes in Q2 2022?", /\*\*2,038\*\*/],
  ])("bolds the measure the question names of the period asked: %s", (question, figure) => {
    expect(rowWithHeadline(lockheed, question)).toMatch(figure);
  });

  it("keeps the period's own column when the captions name no measure", () => {
    expect(rowWithHeadline(jnj, "What was Johnson & Johnson's adjusted diluted EPS in the second quarter of 2023?")).toMatch(/^Adjusted EPS[^*]*\*\*2\.80\*\*/);
  });
});

describe("rowWithHeadline for a half or nine months asked", () => {
  let corning: TableRow;
  beforeAll(async () => {
    // Corning's 10-Q for Q2 2023, p6: the cash flow statement's two six-month columns.
    corning = await row("dace1d72871f6f6b", 6, /^Capital expenditures/);
  }, 60_000);

  it.each(["GLW capex for the first half of 2023?", "Corning capital expenditures, six months ended June 30, 2023", "Corning 1H23 capex"])("%s", (question) => {
    expect(rowWithHeadline(corning, question)).toMatch(/\*\*\(770\)\*\*/);
  });
});

describe("rowWithHeadline when the quarter named is only the report's", () => {
  let pepsico: TableRow;
  let bestBuy: TableRow;
  let adobe: TableRow;
  beforeAll(async () => {
    // PepsiCo's Q4 2022 earnings release, p11: a cash flow statement of two years.
    pepsico = await row("d85fe9f542054dea", 11, /^Pension and retiree medical plan contributions/);
    // Best Buy's Q4 FY23 earnings release, p8: "Twelve Months Ended January 28, 2023 | … 2022".
    bestBuy = await row("a9a46c9fae1af1b3", 8, /^Stock-based compensation/);
    // Adobe's 10-Q for the quarter ended June 2, 2023, p18: accrued expenses headed "2023 | 2022".
    adobe = await row("df47d40f5e6fb19a", 18, /^Accrued corporate marketing/);
  }, 60_000);

  it.each([
    [() => pepsico, "From PepsiCo's fourth-quarter 2022 earnings release: pension and retiree medical plan contributions for fiscal 2022?", /\*\*\(384\)\*\*/],
    [() => pepsico, "PepsiCo Q4 2022 release, full-year pension and retiree medical plan contributions", /\*\*\(384\)\*\*/],
    [() => bestBuy, "In Best Buy's Q4 FY23 release, stock-based compensation for fiscal 2023?", /\*\*138\*\*/],
  ])("bolds the year named again beside the quarter: %s", (get, question, figure) => {
    expect(rowWithHeadline(get(), question as string)).toMatch(figure as RegExp);
  });

  it("leaves a quarter asked alone unanswered by a year's column", () => {
    expect(rowWithHeadline(pepsico, "PepsiCo pension and retiree medical plan contributions in the fourth quarter of 2022?")).toBeNull();
  });

  it("bolds the year of the date asked when balances are headed by their years alone", () => {
    expect(rowWithHeadline(adobe, "Adobe's 10-Q for the quarter ended June 2, 2023: accrued corporate marketing?")).toMatch(/\*\*120\*\* \(2023\), 154/);
  });
});
