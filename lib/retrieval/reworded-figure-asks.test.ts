// The same figure asked in other words reads the same: a company by its legal name, an alias or a
// former name; the period said first; a request instead of a question; the measure by a synonym.
import { describe, expect, it } from "vitest";
import type { Company } from "../catalog/types";
import { rowLabelItem } from "../finance";
import { CompanyIndex } from "./company-names";
import { understandQuery } from "./understand-query";

const company = (name: string, tickers: string[], aliases: string[] = []): Company => ({
  id: name.toLowerCase().replace(/\W+/g, "-"), name, tickers, aliases, countries: ["US"], filesWithSec: true, cik: null, permid: null, listed: true,
});
const COMPANIES = [
  company("Amazon.com, Inc.", ["AMZN"], ["Amazon", "AWS"]),
  company("Best Buy Co., Inc.", ["BBY"], ["Best Buy"]),
  company("NIKE, Inc.", ["NKE"], ["Nike"]),
  company("Adobe Inc.", ["ADBE"], ["Adobe Systems"]),
  company("The Coca-Cola Company", ["KO"], ["Coca-Cola", "Coke"]),
  company("Verizon Communications Inc.", ["VZ"], ["Verizon"]),
  company("Activision Blizzard, Inc.", ["ATVI"], ["Activision", "Blizzard"]),
  company("JPMorgan Chase & Co.", ["JPM"], ["JPMorgan", "Chase"]),
  company("Walmart Inc.", ["WMT"], ["Walmart", "Wal-Mart"]),
  company("Costco Wholesale Corporation", ["COST"], ["Costco"]),
];
const read = (q: string) => understandQuery(q, COMPANIES);
const labels = (q: string) => read(q).figures.labels.map((l) => l.label);
const items = (q: string) => read(q).figures.lineItems;

describe("a company named with a legal form inside its name", () => {
  const index = new CompanyIndex(COMPANIES);
  it.each([
    ["What was Amazon.com's treasury stock at the end of fiscal 2018?", "Amazon.com's"],
    ["amazon.com revenue 2018", "amazon.com"],
    ["What was Best Buy Co.'s revenue in fiscal 2017?", "Best Buy Co"],
    ["What was Best Buy's revenue in fiscal 2017?", "Best Buy's"],
  ])("%s names it whole", (question, written) => {
    expect(index.find(question).map((m) => m.text)).toEqual([written]);
  });

  it("leaves none of the name as words of the row asked", () => {
    expect(labels("What was Amazon.com's treasury stock at the end of fiscal 2018?")).toEqual([rowLabelItem("treasury stock")]);
  });
});

describe("the names a question calls the company by", () => {
  it.each([
    ["What was Adobe Systems' total assets at the end of fiscal 2021?", ["Adobe Systems'"]],
    ["What was Coke's income tax expense in fiscal 2016?", ["Coke's"]],
    ["ATVI total current assets end of FY2019?", ["ATVI"]],
  ])("%s keeps them for the reader of what the pages print", (question, names) => {
    expect(read(question).figures.companyNames).toEqual(names);
  });

  it("keeps another company named as a thing of the one asked about out of them", () => {
    expect(read("What did Walmart's Costco warehouses bring in, in net sales, in fiscal 2021?").figures.companyNames).toEqual(["Walmart's"]);
  });
});

describe("a row asked after the period or a request", () => {
  it.each([
    ["As of June 30, 2023, how much was JPMorgan Chase & Co.'s assets (in USD millions)?", "assets"],
    ["At the end of the quarter ended June 2, 2023, how much was Adobe Inc.'s liabilities in total?", "liabilities"],
    ["As of the end of 2023, how much was NIKE, Inc.'s assets?", "assets"],
    ["In 2017, how much was The Coca-Cola Company's treasury stock?", "treasury stock"],
    ["Using the balance sheet, what was Amazon.com's treasury stock at the end of fiscal 2018?", "treasury stock"],
    ["Can you tell me Verizon's accrued liabilities at the end of fiscal 2021?", "accrued liabilities"],
    ["I need Activision Blizzard's accrued liabilities at the end of fiscal 2019.", "accrued liabilities"],
    ["Could you tell me Best Buy's accrued liabilities as of January 28, 2017?", "accrued liabilities"],
  ])("%s asks for the %s row", (question, row) => {
    expect(labels(question)).toEqual([rowLabelItem(row)]);
  });

  it("still reads the row after the question word when no period comes first", () => {
    expect(labels("How much did Verizon carry in contract assets at the end of 2021?")).toEqual([rowLabelItem("contract assets")]);
    expect(labels("What settlements payable did Adobe report at the end of fiscal 2021?")).toEqual([rowLabelItem("settlements payable")]);
  });
});

describe("a measure by a common synonym", () => {
  it.each([
    ["What was Amazon.com's profit in fiscal 2016?", "netIncome"],
    ["How much was Best Buy's profit in Q2 FY2024?", "netIncome"],
    ["What were Coca-Cola's earnings per diluted share in fiscal 2017?", "epsDiluted"],
    ["What was Adobe's accumulated earnings at the end of fiscal 2021?", "retainedEarnings"],
  ])("%s asks for %s", (question, item) => {
    expect(items(question)).toEqual([item]);
  });

  it.each([
    "What was Amazon.com's gross profit in fiscal 2016?",
    "What was Nike's operating profit in fiscal 2019?",
    "What was Best Buy's profit margin in fiscal 2017?",
    "Which segment earned the most contribution profit in 2017?",
  ])("%s is no bottom line", (question) => {
    expect(items(question)).not.toContain("netIncome");
  });
});
