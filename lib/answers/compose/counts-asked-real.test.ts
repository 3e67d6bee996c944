// Counts asked without "how many" ("its store count", "shares repurchased, FY2020") and counts
// of a kind of the thing ("shares … repurchased"), read from real pages: the sentence that says
// what the question says of the thing, never a bound ("up to 100,000,000 shares") or the
// whole authorised capital.
import { beforeAll, describe, expect, it } from "vitest";
import { readQuestion } from "../../retrieval/read-question";
import type { CitablePage } from "../engines/engine";
import { countAnswer, countAsked } from "./count-answer";
import { narrativePages } from "./narrative-pages.fixture";

const bold = (text: string | undefined) => /\*\*([^*]+)\*\*/.exec(text ?? "")?.[1] ?? null;

describe("counts asked by the thing and the word that counts it", () => {
  it.each([
    ["What was Best Buy's stores count at the end of FY2022?", ["store"]],
    ["Best Buy store count FY2023", ["store"]],
    ["GIS shares repurchased FY2022?", ["share"]],
    ["What was the total share count?", ["share"]],
    ["LMT: shares bought back in 2020", ["share"]],
  ])("%s", (question, words) => {
    expect(countAsked(question)?.words).toEqual(words);
  });

  it.each(["What was the count of votes?", "What was Microsoft's discount rate in 2016?", "How much did Best Buy spend on share repurchases in FY2022?"])("none in %s", (question) => {
    expect(countAsked(question)).toBeNull();
  });
});

describe("counts of a kind of the thing on real pages", () => {
  let lockheed: CitablePage[];
  let generalMills: CitablePage[];
  let bestBuy: CitablePage[];
  const answer = (question: string, pages: CitablePage[]) => countAnswer(question, countAsked(question)!, readQuestion(question), pages);

  beforeAll(async () => {
    // Lockheed Martin's 10-K for 2020, page 99: authorised capital of 1.5 billion shares, then
    // "During 2020, we repurchased 3.0 million shares of our common stock for $1.1 billion."
    lockheed = await narrativePages({ file: "1e68051a64927077", company: "Lockheed Martin Corporation", ticker: "LMT", fiscalYear: 2020 }, [99]);
    // General Mills' 10-K for fiscal 2022, page 27: a new authorization of "up to 100,000,000
    // shares" beside "we repurchased 14 million shares".
    generalMills = await narrativePages({ file: "27f2cc507ffc056d", company: "General Mills, Inc.", ticker: "GIS", fiscalYear: 2022 }, [27]);
    // Best Buy's 10-K for fiscal 2022, page 5: "We had 1,144 stores at the end of fiscal 2022".
    bestBuy = await narrativePages({ file: "4500be5e8b75be0a", company: "Best Buy Co., Inc.", ticker: "BBY", fiscalYear: 2022 }, [5]);
  }, 180_000);

  it.each([
    "How many shares did Lockheed Martin repurchase in FY2020?",
    "What number of shares of common stock did Lockheed Martin buy back in FY2020?",
    "LMT shares repurchased FY2020?",
  ])("%s — the shares bought, not the capital authorised", (question) => {
    expect(bold(answer(question, lockheed)?.text)).toBe("3.0 million");
  });

  it("takes no bound for a count", () => {
    expect(bold(answer("GIS shares repurchased FY2022?", generalMills)?.text)).toBe("14 million");
    expect(bold(answer("How many shares did General Mills buy back in fiscal 2022?", generalMills)?.text)).toBe("14 million");
  });

  it("reads a store count asked without how many", () => {
    expect(bold(answer("What was Best Buy's stores count at the end of FY2022?", bestBuy)?.text)).toBe("1,144");
  });
});
