// Counts of people read from real filings' prose: the count that stands before the people it
// counts, never a date's day, a clause number, a share, a name like "3M", hours of training or a
// part of the workforce (hired, union-represented) when the whole is printed too.
import { beforeAll, describe, expect, it } from "vitest";
import { readQuestion } from "../../retrieval/read-question";
import type { CitablePage } from "../engines/engine";
import { countAnswer, countAsked } from "./count-answer";
import { narrativePages } from "./narrative-pages.fixture";
import { sentenceCounts } from "./sentence-counts";

const EMPLOYEES = ["employee"];
const printed = (page: CitablePage) => sentenceCounts(page.content, EMPLOYEES).sort((a, b) => b.score - a.score).map((c) => c.printed);

describe("counts of people on real pages", () => {
  let mmm: CitablePage[];
  let adobe: CitablePage[];
  let boeing: CitablePage[];

  beforeAll(async () => {
    // 3M's 10-K for 2021: page 6 (human capital), page 129 (the exhibit list, "3M Deferred Compensation … employees").
    mmm = await narrativePages({ file: "ba87f86df45ba4c6", company: "3M Company", ticker: "MMM", fiscalYear: 2021 }, [6, 129]);
    // Adobe's 10-K for 2021, page 16: "we employed 25,988 people" beside "33.8% of our global employees".
    adobe = await narrativePages({ file: "c8b1340273afacea", company: "Adobe Inc.", ticker: "ADBE", fiscalYear: 2021 }, [16]);
    // Boeing's 10-K for 2021: page 4 ("total workforce was approximately 142,000"), page 5 (union members, hires).
    boeing = await narrativePages({ file: "947c298acb17e663", company: "The Boeing Company", ticker: "BA", fiscalYear: 2021 }, [4, 5]);
  }, 180_000);

  it("reads the count after a date, not the date's day", () => {
    expect(printed(mmm[0]!)[0]).toBe("95,000");
    expect(printed(adobe[0]!)[0]).toBe("25,988");
  });

  it("takes no name, clause number or share for a count", () => {
    expect(printed(mmm[1]!)).toEqual([]);
    expect(printed(adobe[0]!)).not.toContain("33");
  });

  it("reads a whole workforce named before its count, above the part hired or represented", () => {
    const question = "How many people did Boeing employ in 2021?";
    const written = countAnswer(question, countAsked(question)!, readQuestion(question), boeing)!;
    expect(written.text).toMatch(/gives \*\*142,000\*\* people/);
    expect(written.excerpts.get(boeing[0]!.ref)).toContain("total workforce was approximately 142,000");
  });

  it("answers a headcount asked by that name", () => {
    const question = "What was 3M's headcount according to its 2021 10-K?";
    const written = countAnswer(question, countAsked(question)!, readQuestion(question), mmm)!;
    expect(written.text).toMatch(/gives \*\*95,000\*\* employees/);
  });
});
