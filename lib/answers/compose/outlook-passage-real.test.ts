// Guidance printed as running text in earnings releases: Pfizer's 2023 guidance flattened into one
// run of measures and figures, J&J's with an operational and a plain adjusted EPS, Lockheed
// Martin's outlook whose figures are on the page after its heading, Best Buy's as a list. The figure
// of the measure asked is the one that follows its name; a measure the guidance does not name has
// none.
import { beforeAll, describe, expect, it } from "vitest";
import type { CitablePage } from "../engines/engine";
import { readQuestion } from "../../retrieval/read-question";
import { headlineFigure } from "../eval/score-answer";
import { narrativePages } from "./narrative-pages.fixture";
import { outlookPassageAnswer } from "./outlook-passage";
import { outlookFigureAsked, outlookUnstated } from "./future-asked";

const ask = (question: string, pages: CitablePage[]) => outlookPassageAnswer(question, readQuestion(question), pages);
const headline = (question: string, pages: CitablePage[]) => {
  const answer = ask(question, pages);
  return answer ? headlineFigure(answer.text) : null;
};

describe("outlook figures read from guidance passages", () => {
  let pfizer: CitablePage[];
  let jnj: CitablePage[];
  let lockheed: CitablePage[];
  let bestBuy: CitablePage[];

  beforeAll(async () => {
    // Pfizer Q2 2023 release p4: "2023 FINANCIAL GUIDANCE".
    pfizer = await narrativePages({ file: "332c64f8b63ca88c", company: "Pfizer Inc.", ticker: "PFE", fiscalYear: 2023 }, [4]);
    // J&J Q2 2023 release p5: "FULL-YEAR 2023 GUIDANCE".
    jnj = await narrativePages({ file: "db1f3419d309440e", company: "Johnson & Johnson", ticker: "JNJ", fiscalYear: 2023 }, [5]);
    // Lockheed Martin Q2 2023 release: the heading ends p2, the figures open p3.
    lockheed = await narrativePages({ file: "dbadfc5506664159", company: "Lockheed Martin Corporation", ticker: "LMT", fiscalYear: 2023 }, [2, 3]);
    // Best Buy Q2 FY24 release p2: "FY24 Financial Guidance" as a list.
    bestBuy = await narrativePages({ file: "e1924224ecf2513d", company: "Best Buy Co., Inc.", ticker: "BBY", fiscalYear: 2024 }, [2]);
  }, 60_000);

  it("reads the figure after the measure's name, in varied wordings", () => {
    expect(headline("What effective tax rate on adjusted income does Pfizer expect for 2023?", pfizer)).toBe(15);
    expect(headline("PFE 2023 tax rate guidance?", pfizer)).toBe(15);
    expect(headline("What adjusted EPS range did Johnson & Johnson guide to for 2023?", jnj)).toBe(10.7);
    expect(headline("What diluted EPS did Lockheed Martin forecast for 2023?", lockheed)).toBe(27);
    expect(headline("What net sales does Lockheed Martin expect in 2023?", lockheed)).toBe(66250);
    expect(headline("BBY FY24 guidance: non-GAAP effective income tax rate?", bestBuy)).toBe(24.5);
    expect(headline("Best Buy's projected revenue for fiscal 2024?", bestBuy)).toBe(43.8);
  });

  it("finds none for a measure the guidance does not name, or a year it is not of", () => {
    expect(ask("What operating margin does Pfizer project for full-year 2023?", pfizer)).toBeNull();
    expect(ask("What free cash flow does Johnson & Johnson expect for 2023?", jnj)).toBeNull();
    expect(ask("What free cash flow is Best Buy projecting for fiscal 2024?", bestBuy)).toBeNull();
    expect(ask("What EPS does Johnson & Johnson expect for 2024?", jnj)).toBeNull();
  });
});

describe("an outlook asked and the lead answering it", () => {
  it("asks an outlook in the words analysts use", () => {
    for (const q of ["What adjusted EPS range did J&J guide to for 2023?", "What revenue has Pfizer guided for 2023?", "What EPS does Netflix expect for 2019?"]) {
      expect(outlookFigureAsked(q, readQuestion(q))).toBe(true);
    }
    const printed = "What was the expected volatility used for Adobe's option grants in fiscal 2022?";
    expect(outlookFigureAsked(printed, readQuestion(printed))).toBe(false);
  });

  it("takes no printed assumption or another measure's word for an outlook of the measure", () => {
    const q = "What free cash flow does Johnson & Johnson expect for 2023?";
    expect(outlookUnstated(q, readQuestion(q), "The input assumptions used in determining fair value are the expected life, expected volatility, risk-free rate and expected dividend yield. [#1]")).toBe(true);
    expect(outlookUnstated(q, readQuestion(q), "We expect free cash flow of about $18 billion in 2023. [#1]")).toBe(false);
  });
});
