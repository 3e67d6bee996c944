// Counts filings spell out in words ("three reportable segments") read from real pages, never a
// row measuring money of the thing ("Revenues from non-reportable segments", "Reportable segment
// Adjusted EBITDA") nor the number of a note referred to ("Refer to Note 21, Segments").
import { beforeAll, describe, expect, it } from "vitest";
import { readQuestion } from "../../retrieval/read-question";
import type { CitablePage } from "../engines/engine";
import { countAnswer, countAsked } from "./count-answer";
import { narrativePages } from "./narrative-pages.fixture";
import { sentenceCounts } from "./sentence-counts";

const bold = (text: string | undefined) => /\*\*([^*]+)\*\*/.exec(text ?? "")?.[1] ?? null;

describe("counts spelled out in words on real pages", () => {
  let activision: CitablePage[];
  let amcor: CitablePage[];
  let walmart: CitablePage[];

  beforeAll(async () => {
    // Activision Blizzard's 10-K for 2019: page 40 ("three reportable segments"), page 41 (a table
    // whose row "Revenues from non-reportable segments" prints dollars).
    activision = await narrativePages({ file: "017f1bbc1e37f294", company: "Activision Blizzard, Inc.", ticker: "ATVI", fiscalYear: 2019 }, [40, 41]);
    // Amcor's 10-K for fiscal 2022, page 7: "two reportable segments" and "Refer to Note 21, Segments".
    amcor = await narrativePages({ file: "0b36f6560cb49e56", company: "Amcor plc", ticker: "AMCR", fiscalYear: 2022 }, [7]);
    // Walmart's 10-K for fiscal 2021, page 6: "Our operations comprise three reportable segments".
    walmart = await narrativePages({ file: "0b1126cab3184ee8", company: "Walmart Inc.", ticker: "WMT", fiscalYear: 2021 }, [6]);
  }, 180_000);

  it("reads a count spelled in words as its number", () => {
    expect(sentenceCounts(walmart[0]!.content, ["reportable", "segment"]).map((c) => c.printed)).toContain("3");
    expect(sentenceCounts(amcor[0]!.content, ["reportable", "segment"]).map((c) => c.printed)).toEqual(["2"]);
  });

  it.each([
    "How many reportable segments did Activision Blizzard have in FY2019?",
    "ATVI: number of reportable segments, FY2019?",
    "According to the 10-K, how many reportable segments does Activision Blizzard report?",
  ])("answers %s with the count in words, not a row of dollars", (question) => {
    const written = countAnswer(question, countAsked(question)!, readQuestion(question), activision);
    expect(bold(written?.text)).toBe("3");
  });

  it("answers with the segments counted, not the note referred to", () => {
    const question = "How many reportable segments does Amcor have?";
    expect(bold(countAnswer(question, countAsked(question)!, readQuestion(question), amcor)?.text)).toBe("2");
  });
});
