// Count questions on real filings' pages: the count printed next to the thing counted, in a
// sentence or a row labelled with it; never a figure of something else; declined when no page
// prints one.
import { beforeAll, describe, expect, it } from "vitest";
import { readQuestion } from "../../retrieval/read-question";
import type { CitablePage } from "../engines/engine";
import { countAnswer, countAsked, countDecline } from "./count-answer";
import { narrativePages } from "./narrative-pages.fixture";

describe("the thing a question counts", () => {
  it.each([
    ["How many employees did Verizon have at the end of 2021?", "employees", ["employee"]],
    ["Roughly how many people did Amazon employ at the end of 2016?", "people", ["employee"]],
    ["How many paid memberships did Netflix have at the end of 2017?", "paid memberships", ["paid", "membership"]],
    ["How many of its own shares did Johnson & Johnson accept in the exchange offer?", "shares", ["share"]],
    ["What was the total number of stores at the end of fiscal 2023?", "stores", ["store"]],
    ["What was Microsoft's headcount according to its 2016 10-K?", "employees", ["employee"]],
    ["What was the size of its workforce at the end of 2020?", "employees", ["employee"]],
  ])("%s", (question, phrase, words) => {
    expect(countAsked(question)).toEqual({ phrase, words });
  });

  it.each([
    "How many days of inventory did Best Buy carry in fiscal 2023?",
    "How many times did operating income cover interest expense?",
    // A unit first is the measure's: "how many times covered", "how many days of sales".
    "Take Globex's EBIT as income before income taxes plus interest expense, net, and divide it by interest expense, net. How many times covered, to two decimals?",
    "How many days of sales were in Acme's receivables at year-end?",
    "What was Verizon's revenue in 2021?",
    // A count a formula divides by is an input of the figure asked.
    "Pfizer FY2020 operating cash flow per diluted share: divide net cash provided by operating activities by the weighted-average number of common shares outstanding – diluted.",
  ])("none in %s", (question) => {
    expect(countAsked(question)).toBeNull();
  });
});

describe("counts on real pages", () => {
  let verizon: CitablePage[];
  let netflix: CitablePage[];
  const answer = (question: string, pages: CitablePage[]) => countAnswer(question, countAsked(question)!, readQuestion(question), pages);

  beforeAll(async () => {
    // Verizon's 10-K for 2021, page 10 (human capital); Netflix's 10-K for 2018, page 20 (five-year data).
    verizon = await narrativePages({ file: "f7fcb508f920e3df", company: "Verizon Communications Inc.", ticker: "VZ", fiscalYear: 2021 }, [10]);
    netflix = await narrativePages({ file: "182eb08c330375b0", company: "Netflix, Inc.", ticker: "NFLX", fiscalYear: 2018 }, [20]);
  }, 120_000);

  it("reads a count from the sentence that prints it next to the thing, quoting it verbatim", () => {
    const written = answer("How many employees did Verizon have at the end of 2021?", verizon)!;
    expect(written.text).toMatch(/gives \*\*118,400\*\* employees/);
    const excerpt = written.excerpts.get(verizon[0]!.ref)!;
    expect(verizon[0]!.content.includes(excerpt)).toBe(true);
    expect(excerpt).toContain("approximately 118,400 employees");
  });

  it("reads a count from the row labelled with the thing, in the column of the year asked", () => {
    const written = answer("How many paid memberships did Netflix have at the end of 2017?", netflix)!;
    expect(written.text).toMatch(/gives \*\*110,644\*\* paid memberships/);
    expect(written.text).toContain('the row "Global streaming paid memberships at end of period"');
  });

  it("prints no count of a thing the pages only partly name, and declines plainly", () => {
    const question = "How many left-handed employees did Verizon have at the end of 2021?";
    expect(answer(question, verizon)).toBeNull();
    const decline = countDecline(question, countAsked(question)!, verizon);
    expect(decline.text).toMatch(/^No retrieved page prints a number of left-handed employees/);
    expect(decline.excerpts.size).toBe(0);
  });
});
