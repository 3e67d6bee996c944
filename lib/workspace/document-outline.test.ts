import { describe, expect, it } from "vitest";
import { documentOutline } from "./document-outline";

describe("documentOutline", () => {
  it("places each Item where its section begins, not on the table of contents", () => {
    const outline = documentOutline([
      { pageNumber: 1, markdown: "## FORM 10-K\n## ACME CORP." },
      {
        pageNumber: 2,
        markdown: "Table of Contents\nItem 1. Business 3\nItem 1A. Risk Factors 5\nItem 2. Properties 9\nItem 7. MD&A 12\nItem 8. Financial Statements 20",
      },
      { pageNumber: 3, markdown: "ITEM 1. BUSINESS General Acme Corp. makes anvils." },
      { pageNumber: 5, markdown: "ITEM 1A. RISK FACTORS The risks described below could affect us." },
      { pageNumber: 12, markdown: "**Item 7.** Management's Discussion and Analysis. Overview of the year." },
      { pageNumber: 13, markdown: "### Results of Operations\nNet sales rose." },
    ]);
    expect(outline).toEqual([
      { title: "FORM 10-K", pageNumber: 1, level: 2 },
      { title: "ACME CORP.", pageNumber: 1, level: 2 },
      { title: "Item 1. Business", pageNumber: 3, level: 1 },
      { title: "Item 1A. Risk Factors", pageNumber: 5, level: 1 },
      { title: "Item 7. Management's Discussion and Analysis", pageNumber: 12, level: 1 },
      { title: "Results of Operations", pageNumber: 13, level: 3 },
    ]);
  });

  it("reads the numbered Items of a current report", () => {
    expect(documentOutline([{ pageNumber: 2, markdown: "Item 2.02 Results of Operations and Financial Condition.\nOn May 1 …" }])).toEqual([
      { title: "Item 2.02. Results of Operations and Financial Condition", pageNumber: 2, level: 1 },
    ]);
  });
});
