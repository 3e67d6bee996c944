import { describe, expect, it } from "vitest";
import { labelWithoutBasis } from "./asked-label";
import { rowLabelItem } from "./line-items";
import { readQuestion } from "../retrieval/read-question";

describe("labelWithoutBasis", () => {
  it("drops the basis a question states a row on", () => {
    expect(labelWithoutBasis(rowLabelItem("casino receivables net of discounts"))).toBe(rowLabelItem("casino receivables"));
    expect(labelWithoutBasis(rowLabelItem("unbilled receivables, net of allowances"))).toBe(rowLabelItem("unbilled receivables"));
  });

  it("leaves a row that states no basis, or one word that would name no row", () => {
    expect(labelWithoutBasis(rowLabelItem("settlements payable"))).toBeNull();
    expect(labelWithoutBasis(rowLabelItem("revenue excluding fuel"))).toBeNull();
  });
});

describe("askedLabels over a row named as a line", () => {
  const labelsOf = (question: string) => readQuestion(question).labels.map((l) => l.label);

  it("keeps a word in parentheses as part of the row's wording", () => {
    expect(labelsOf("How much was the nonoperating (income) expense, net line for the quarter ended March 31, 2023 at McDonald's?")).toEqual([rowLabelItem("nonoperating (income) expense, net")]);
    expect(labelsOf("Pull the other (income) expense, net line from NIKE's income statement for fiscal 2015.")).toEqual([rowLabelItem("other (income) expense, net")]);
    expect(labelsOf("What did PepsiCo show for other pension and retiree medical benefits (expense)/income in Q4 2022?")[0]).toContain("other pension and retiree medical benefits");
  });

  it("keeps the basis a row is stated on in parentheses, which the label reader sets aside where no row carries it", () => {
    expect(labelsOf("What were trade receivables (net of allowances) at December 31, 2022, in millions?")).toEqual([rowLabelItem("trade receivables (net of allowances)")]);
  });

  it("leaves a gloss in parentheses out of the wording", () => {
    expect(labelsOf("Adobe's long-term (non-current) deferred revenue at the end of fiscal 2016?")).toEqual([rowLabelItem("deferred revenue")]);
  });

  it("leaves the word for a row off the row's wording", () => {
    expect(labelsOf("Pull the deferred revenue line from Ulta Beauty's balance sheet at April 29, 2023.")).toEqual([rowLabelItem("deferred revenue")]);
    expect(labelsOf("What did the accrued compensation row of Costco's balance sheet show at the end of fiscal 2022?")).toEqual([rowLabelItem("accrued compensation")]);
    expect(labelsOf("Give me the customer deposits caption on Boeing's 2019 balance sheet.")).toEqual([rowLabelItem("customer deposits")]);
  });

  it("leaves the request's own words off the row's wording", () => {
    expect(labelsOf("Tell me the order backlog at the end of fiscal 2023.")).toEqual([rowLabelItem("order backlog")]);
    expect(labelsOf("Please list the customer deposits at December 31, 2019.")).toEqual([rowLabelItem("customer deposits")]);
  });

  it("keeps a line that is part of the wording", () => {
    expect(labelsOf("What were revolving line of credit borrowings at December 31, 2022?")[0]).toContain("line of credit");
  });
});

describe("askedLabels after the table a row is read from", () => {
  const labelsOf = (question: string) => readQuestion(question).labels.map((l) => l.label);

  it.each([
    ["Verizon's components of net lease cost: what was sublease income for 2019?", "sublease income"],
    ["NIKE's accrued liabilities note: what was endorsement compensation at May 31, 2023?", "endorsement compensation"],
    ["In the acquired intangibles table of 3M's 2021 10-K, what was the balance of non-amortizable intangible assets (primarily tradenames) at December 31, 2020?", "non-amortizable intangible assets"],
    ["In the other current liabilities breakdown of 3M's 2022 10-K, what was the balance of accrued rebates at December 31, 2022?", "accrued rebates"],
  ])("reads the row asked after a colon or comma, past \"the balance of\": %s", (question, label) => {
    expect(labelsOf(question)).toEqual([rowLabelItem(label)]);
  });

  it.each([
    ["What did Amazon carry as 'accrued expenses and other' among current liabilities at December 31, 2018?", "accrued expenses and other"],
    ["What did 3M record as 'derivative liabilities' among other current liabilities at December 31, 2022?", "derivative liabilities"],
  ])("leaves the total a row sits among off its wording: %s", (question, label) => {
    expect(labelsOf(question)).toEqual([rowLabelItem(label)]);
  });
});

describe("askedLabels past the company's possessive", () => {
  it("reads the row after \"what was the company's\"", () => {
    const labels = readQuestion("According to the five-year summary in Boeing's 2019 annual report, what was the company's year-end workforce in 2015, the earliest year shown?").labels.map((l) => l.label);
    expect(labels).toEqual([rowLabelItem("year-end workforce")]);
  });
});
