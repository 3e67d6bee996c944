// What a figure is asked of must be what the answer quotes, on real pages: purchase orders
// fulfilled within 30 days are no order backlog, accrued salaries of all employees no chief
// executive's salary.
import { beforeAll, describe, expect, it } from "vitest";
import type { CitablePage } from "../engines/engine";
import { readQuestion } from "../../retrieval/read-question";
import { citedForSubject } from "./cited-subject";
import { rowHeadsUnprinted } from "./row-modifier";
import { payLeadWithoutOffice } from "./role-asked";
import { narrativePages } from "./narrative-pages.fixture";
import type { Written } from "./written";

/** A passage answer quoting the page's sentence that starts with `start`. */
function quoting(page: CitablePage, start: string): Written {
  const at = page.content.indexOf(start);
  expect(at).toBeGreaterThanOrEqual(0);
  const sentence = page.content.slice(at).split(/(?<=\.)\s/)[0]!;
  return { text: `${sentence} [${page.ref}]\n\nSource: page ${page.pageNumber}.`, excerpts: new Map([[page.ref, sentence]]) };
}

describe("a figure named in the question's own words", () => {
  let bestBuy: CitablePage[];

  beforeAll(async () => {
    // Best Buy's 10-K for fiscal 2023: p31 open purchase orders, p8 its human capital.
    bestBuy = await narrativePages({ file: "7ca465d31a08be29", company: "Best Buy Co., Inc.", ticker: "BBY", fiscalYear: 2023 }, [31, 8]);
  }, 60_000);

  it("is no figure the filings report when no page prints its noun", () => {
    // (As retrieval reads it, without the company's name.)
    const question = "What was the order backlog at the end of fiscal 2023?";
    expect(rowHeadsUnprinted(question, readQuestion(question), bestBuy)).toEqual(["backlog"]);
    const answer = citedForSubject(question, readQuestion(question), quoting(bestBuy[0]!, "Substantially all open purchase orders"), bestBuy);
    expect(answer.confidence).toBe(0);
    expect(answer.text).toContain('"backlog"');
  });

  it("is left alone when a page prints it, or when no figure is asked", () => {
    const question = "What were the open purchase orders at the end of fiscal 2023?";
    expect(rowHeadsUnprinted(question, readQuestion(question), bestBuy)).toEqual([]);
    const who = "Who is Best Buy's chief diversity officer?";
    expect(rowHeadsUnprinted(who, readQuestion(who), bestBuy)).toEqual([]);
  });
});

describe("an officer's pay", () => {
  let verizon: CitablePage[];

  beforeAll(async () => {
    // Verizon's 10-K for 2022: p105 accrued vacation, salaries and wages of all employees.
    verizon = await narrativePages({ file: "403d7346e8a05947", company: "Verizon Communications Inc.", ticker: "VZ", fiscalYear: 2022 }, [105]);
  }, 60_000);

  it("is not answered by what all employees are owed", () => {
    const question = "What was the base salary of Verizon's CEO in fiscal 2022?";
    expect(verizon[0]!.content).toMatch(/Accrued vacation, salaries and wages/);
    const row: Written = { text: `Accrued vacation, salaries and wages: **3,950** (2022), 4,485 (2021) [${verizon[0]!.ref}]`, excerpts: new Map() };
    expect(payLeadWithoutOffice(question, row.text)).toBe("CEO");
    expect(citedForSubject(question, readQuestion(question), row, verizon).confidence).toBe(0);
  });

  it("is answered by a passage naming the officer", () => {
    expect(payLeadWithoutOffice("What was the base salary of Costco's CEO?", "The Chief Executive Officer's annual base salary will be $1,250,000.")).toBeNull();
    expect(payLeadWithoutOffice("Who will be CVS Health's next CEO?", "Karen S. Lynch will step down in May.")).toBe("CEO");
    expect(payLeadWithoutOffice("What did Verizon pay in salaries and wages in 2022?", "Salaries and wages were $3,950 million.")).toBeNull();
  });
});
