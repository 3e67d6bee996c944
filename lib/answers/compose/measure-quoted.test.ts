// Leads are passages of real filings that the readers offered after a figure could not be read.
import { describe, expect, it } from "vitest";
import { readQuestion } from "../../retrieval/read-question";
import { measureUnnamed } from "./measure-quoted";

const unnamed = (question: string, lead: string) => measureUnnamed(readQuestion(question), lead);

describe("a passage standing in for a figure the statements do not give", () => {
  it("may tell an outlook in words", () => {
    // Corning 10-Q for Q2 2023, liquidity.
    const lead = "We expect our 2023 full year capital expenditures to be slightly lower than 2022. [#1cf20023]";
    expect(unnamed("GLW Q2'23 10-Q: capex outlook for remainder of 2023?", lead)).toBeNull();
  });

  it("may answer in words a question asking whether, how or why", () => {
    // Netflix 10-K 2018, market for the common stock.
    const lead = "We have not declared or paid any cash dividends, and we have no present intention of paying any cash dividends in the foreseeable future. [#cb74000f]";
    expect(unnamed("Does Netflix pay dividends to shareholders?", lead)).toBeNull();
  });

  it("must name an input of a ratio told in words", () => {
    // CVS Health 10-K 2022, MD&A: another expense's share of revenue.
    const lead = "Operating expenses as a % of total revenues: **16.0%** (year ended December 31, 2022), 17.0% (year ended December 31, 2021) [#137d0050]";
    expect(unnamed("What was CVS Health's R&D expense as a percentage of revenue for fiscal 2022?", lead)).not.toBeNull();
    // Microsoft 10-K 2017, MD&A: R&D named and an amount of it stated.
    const named = "Research and development expenses increased $1.0 billion or 9%, primarily due to LinkedIn expenses and increased investments in cloud engineering, offset in part by a reduction in phone expenses. [#ec6f0020]";
    expect(unnamed("What was Microsoft's R&D expense as a percentage of revenue for fiscal 2017?", named)).toBeNull();
  });

  it("keeps a passage that states the figure by its name", () => {
    // Best Buy 10-K FY2023, notes.
    const lead = "Interest income of $6 million, interest income of $20 million and interest expense of $4 million was recognized in fiscal 2023, fiscal 2022 and fiscal 2021, respectively. [#6fde003c]";
    expect(unnamed("Best Buy interest income 2023", lead)).toBeNull();
  });
});
