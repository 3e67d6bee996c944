// An answer's lead must cite pages that print the names the question gives: Corning's page of its
// workforce answers how many people it employs, not how many it employs in Japan or Germany, nor
// what a brand it does not own sold.
import { beforeAll, describe, expect, it } from "vitest";
import type { CitablePage } from "../engines/engine";
import { readQuestion } from "../../retrieval/read-question";
import { citedForSubject, countLedByMoney, leadPages, namesNotCited, quarterNotCited } from "./cited-subject";
import { narrativePages } from "./narrative-pages.fixture";
import type { Written } from "./written";

describe("names the cited pages do not print, on real pages", () => {
  // Corning's 2022 10-K: p8 its workforce ("57,500 full- and part-time employees in 44 countries"),
  // p59 its statements of comprehensive income.
  let corning: CitablePage[];
  let workforce: Written;

  beforeAll(async () => {
    corning = await narrativePages({ file: "a63f102f045826b3", company: "Corning Incorporated", ticker: "GLW", fiscalYear: 2022 }, [8, 59]);
    workforce = {
      text: `Corning had **57,500** full- and part-time employees in 44 countries [${corning[0]!.ref}].\n- Also relevant [${corning[1]!.ref}]`,
      excerpts: new Map([[corning[0]!.ref, "Each of our 57,500 full- and part-time employees in 44 countries"]]),
    };
  }, 60_000);

  it("reads the lead's citations only", () => {
    expect(leadPages(workforce, corning)).toEqual([corning[0]]);
  });

  it.each([
    ["How many people did Corning employ in Japan at the end of 2022?", "Japan"],
    ["Corning headcount, Germany, YE2022?", "Germany"],
    ["What was Corning's workforce in Mexico as of December 31, 2022?", "Mexico"],
    ["Give me the number of employees Corning's Tupperware brand had in 2022.", "Tupperware"],
  ])("%s", (question, name) => {
    expect(namesNotCited(question, workforce, corning)).toEqual([name]);
    const declined = citedForSubject(question, readQuestion(question), workforce, corning);
    expect(declined.excerpts.size).toBe(0);
    expect(declined.text).toContain(`"${name}"`);
    expect(declined.text).toMatch(/I searched 2 pages of Corning/);
  });

  it.each([
    "How many full- and part-time employees did Corning have at the end of 2022?",
    "Corning's headcount at December 31, 2022?",
    "GLW: number of employees, FY2022?",
    "In how many countries did Corning Incorporated have employees in 2022?",
  ])("answers %s", (question) => {
    expect(namesNotCited(question, workforce, corning)).toEqual([]);
    expect(citedForSubject(question, readQuestion(question), workforce, corning)).toBe(workforce);
  });

  it("leaves an answer that cites nothing as it is", () => {
    const decline: Written = { text: "The retrieved pages do not answer this question.", excerpts: new Map() };
    expect(citedForSubject("How many people did Corning employ in Japan?", readQuestion("How many people did Corning employ in Japan?"), decline, corning)).toBe(decline);
  });

  it("does not take an annual report's page for a quarter it never speaks of", () => {
    for (const question of ["Corning employees, Q3 2022?", "How many people did Corning employ in the second quarter of 2022?"]) {
      expect(quarterNotCited(readQuestion(question), workforce, corning)).toHaveLength(1);
      expect(citedForSubject(question, readQuestion(question), workforce, corning).excerpts.size).toBe(0);
    }
    // The fourth quarter closes the year the annual report is of; a quarterly filing speaks of its own quarter.
    expect(quarterNotCited(readQuestion("Corning employees at the end of Q4 2022?"), workforce, corning)).toEqual([]);
    const interim = corning.map((p) => ({ ...p, document: { ...p.document, fiscalQuarter: 3 } }));
    expect(quarterNotCited(readQuestion("Corning employees, Q3 2022?"), workforce, interim)).toEqual([]);
  });

  it("reads a company's fuller name that its pages never print as another company", () => {
    // "Corning Natural Gas" and "Corning Optical" are not Corning Incorporated's names on the page.
    expect(namesNotCited("Corning Robotics: how many employees did it have in 2022?", workforce, corning)).toEqual(["Robotics"]);
  });

  it("does not take a sentence's first word, a quoted row or a figure in title case for a name", () => {
    expect(namesNotCited("Corning employees at the end of 2022. Express in thousands.", workforce, corning)).toEqual([]);
    expect(namesNotCited('Corning\'s "Additions to property" line as a share of 2022 sales?', workforce, corning)).toEqual([]);
    expect(namesNotCited("Does Corning have an improving Free cashflow conversion as of FY2022?", workforce, corning)).toEqual([]);
  });
});

describe("a count answered with a sum of money", () => {
  const lead = (bold: string): Written => ({ text: `approximately **${bold}** of exposure [#p1]`, excerpts: new Map() });

  it.each([
    "How many of JPMorgan Chase's employees were based in India at September 30, 2022?",
    "How many people does Corning employ in Japan?",
    "AMCR: how many staff in Brazil at FY21 end?",
  ])("%s", (question) => {
    expect(countLedByMoney(question, lead("$600 million"))).toBe(true);
    expect(countLedByMoney(question, lead("57,500"))).toBe(false);
  });

  it("leaves multiples and sums asked by 'how many'", () => {
    expect(countLedByMoney("How many times larger was PepsiCo's revenue than General Mills'?", lead("$4.38"))).toBe(false);
    expect(countLedByMoney("How many dollars of revenue per share?", lead("$12.10"))).toBe(false);
    expect(countLedByMoney("How much did Corning spend on R&D?", lead("$1,047 million"))).toBe(false);
  });
});


describe("a company called by another of its names, on a real page", () => {
  // Adobe's FY2021 10-K, p55: its balance sheet ("Total assets … 27,241"). The catalog keeps
  // "Adobe Systems", its former name, among its aliases; the page prints "Adobe Inc." only.
  let adobe: CitablePage[];
  let assets: Written;
  const question = "What was Adobe Systems' total assets at the end of fiscal 2021?";

  beforeAll(async () => {
    adobe = await narrativePages({ file: "c8b1340273afacea", company: "Adobe Inc.", ticker: "ADBE", fiscalYear: 2021 }, [55]);
    assets = { text: `Adobe Inc. had **$27,241 million** [${adobe[0]!.ref}] of total assets as of December 3, 2021.`, excerpts: new Map() };
  }, 60_000);

  it("reads the name the question gives the company as the company's own", () => {
    expect(namesNotCited(question, assets, adobe, ["Adobe Systems'"])).toEqual([]);
    expect(citedForSubject(question, { ...readQuestion(question), companyNames: ["Adobe Systems'"] }, assets, adobe)).toBe(assets);
  });

  it("still asks a name of something else to be printed", () => {
    expect(namesNotCited("What was Adobe Systems' Figma revenue in fiscal 2021?", assets, adobe, ["Adobe Systems'"])).toEqual(["Figma"]);
  });
});
