import { describe, expect, it } from "vitest";
import { figureDecides, leadsWithDecidingFigure, verdictWords } from "./deciding-figure";

describe("questions a passage's figure decides", () => {
  it.each([
    "How dependent is Activision Blizzard on console games? FY2018.",
    "Is Nike heavily reliant on its largest customers outside the United States?",
    "Is Corning highly dependent on international markets?",
    "What share of revenue came from its three largest customers?",
    "Did PepsiCo lift its full-year organic revenue outlook in July 2023? To what?",
    "Did the board raise the dividend, and by how much?",
    "Is MGM Resorts' liquidity healthy at the end of 2021?",
    "Was Lockheed's cash position adequate for its obligations?",
  ])("must be answered with a figure: %s", (question) => {
    expect(figureDecides(question)).toBe(true);
    expect(leadsWithDecidingFigure(question)).toBe(true);
  });

  it.each([
    "Why did Lockheed Martin's Rotary and Mission Systems sales decline in 2022?",
    "Who is Netflix's auditor and was the opinion clean?",
    "What did MGM Resorts disclose in its September 2023 8-K?",
    "Which suppliers does Boeing rely on for engines?",
  ])("is answered by a passage with or without one: %s", (question) => {
    expect(figureDecides(question)).toBe(false);
  });

  it("bolds the share when dependence is asked plainly, without weighing passages by amounts", () => {
    const question = "Does Activision rely on a few platform providers for its revenue?";
    expect(figureDecides(question)).toBe(false);
    expect(leadsWithDecidingFigure(question)).toBe(true);
  });

  it("reads the verdict's own words, which a filing may state of itself", () => {
    expect(verdictWords("Is American Water capital intensive, based on FY2021?")).toEqual(["intensive"]);
    expect(verdictWords("Is MGM Resorts' liquidity healthy at the end of 2021?")).toEqual(["healthy"]);
    expect(verdictWords("Why did RMS sales decline?")).toEqual([]);
  });
});
