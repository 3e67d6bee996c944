// What a figure is asked of must be what the answer quotes, on real pages: a retailer's sentence
// about associates' "development" is no research and development spending, a card issuer's
// "initial margin" on swaps no gross margin, purchase orders fulfilled within 30 days no order
// backlog, accrued salaries of all employees no chief executive's salary.
import { beforeAll, describe, expect, it } from "vitest";
import type { CitablePage } from "../engines/engine";
import { readQuestion } from "../../retrieval/read-question";
import { citedForSubject } from "./cited-subject";
import { measureUnnamed } from "./measure-quoted";
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

describe("a passage in place of a figure the statements do not give", () => {
  let walmart: CitablePage[];
  let amex: CitablePage[];

  beforeAll(async () => {
    // Walmart's 10-K for fiscal 2021: p12 its associates' training and development.
    walmart = await narrativePages({ file: "0b1126cab3184ee8", company: "Walmart Inc.", ticker: "WMT", fiscalYear: 2021 }, [12]);
    // American Express's 10-K for 2022: p135 the margin posted on centrally cleared swaps.
    amex = await narrativePages({ file: "d3bbc7ab23d6160e", company: "American Express Company", ticker: "AXP", fiscalYear: 2022 }, [135]);
  }, 60_000);

  it("must name the figure asked", () => {
    const question = "How much did Walmart spend on research and development in fiscal 2021?";
    const passage = quoting(walmart[0]!, "To help associates acquire");
    expect(measureUnnamed(readQuestion(question), passage.text)).toBe("research and development");
    const answer = citedForSubject(question, readQuestion(question), passage, walmart, true);
    expect(answer.confidence).toBe(0);
    expect(answer.text).toContain('"research and development"');
    // Read as an answer in its own right (no figure was looked for), the passage is left to the other judges.
    expect(citedForSubject(question, readQuestion(question), passage, walmart)).toBe(passage);
  });

  it("reads a figure by its dictionary names and initials", () => {
    const gross = "What was American Express's gross margin in fiscal 2022?";
    const swaps = quoting(amex[0]!, "We posted");
    expect(measureUnnamed(readQuestion(gross), swaps.text)).toBe("gross margin");
    expect(measureUnnamed(readQuestion(gross), "Gross profit as a percentage of net sales was 24.1%.")).toBeNull();
    const rd = readQuestion("How much did Adobe spend on research and development in fiscal 2022?");
    expect(measureUnnamed(rd, "We spent $2.99 billion on R&D in fiscal 2022.")).toBeNull();
    expect(measureUnnamed(readQuestion("How much stock did Ulta repurchase in the second quarter of fiscal 2023?"), "During the second quarter, the company repurchased 593,629 shares of its common stock at a cost of $275.5 million.")).toBeNull();
  });
});

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
