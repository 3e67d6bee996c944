// Which securities a company has registered on an exchange, read off real covers: 3M's FY2022
// table lists four euro notes beside its stock; Amcor's FY2023 table, its captions split over a
// heading, one guaranteed note beside its ordinary shares; Johnson & Johnson's FY2022 cover sets the
// list as prose; American Water Works' FY2021 cover lists only its common stock.
import { beforeAll, describe, expect, it } from "vitest";
import type { CitablePage } from "../engines/engine";
import { coverAnswer } from "./cover-answer";
import { coverFactAsked } from "./cover-fact-asked";
import { narrativePages } from "./narrative-pages.fixture";

describe("the securities a cover lists", () => {
  let mmm: CitablePage[];
  let amcor: CitablePage[];
  let jnj: CitablePage[];
  let awk: CitablePage[];

  beforeAll(async () => {
    mmm = await narrativePages({ file: "d5cf549543a24b04", company: "3M Company", ticker: "MMM", fiscalYear: 2022 }, [1]);
    amcor = await narrativePages({ file: "84d7a0291a12f4e6", company: "Amcor plc", ticker: "AMCR", fiscalYear: 2023 }, [1]);
    jnj = await narrativePages({ file: "dba7d6cc97734abd", company: "Johnson & Johnson", ticker: "JNJ", fiscalYear: 2022 }, [1]);
    awk = await narrativePages({ file: "701528ae6d14a772", company: "American Water Works Company, Inc.", ticker: "AWK", fiscalYear: 2021 }, [1]);
  }, 240_000);

  const lead = (w: { text: string } | null) => w?.text.split("\n")[0] ?? "";

  it("reads which securities are listed, however the question asks", () => {
    for (const q of [
      "Which debt securities are registered to trade on a national securities exchange under 3M's name as of its 2022 10-K?",
      "Apart from its common stock, which 3M securities were listed on a U.S. stock exchange according to its 2022 Form 10-K?",
      "MMM FY22: any notes trading on the NYSE?",
      "Does 3M have bonds listed on an exchange?",
    ]) expect(coverFactAsked(q), q).toBe("listed-securities");
    // Asked which exchange, the exchange is the fact.
    expect(coverFactAsked("On which exchange are 3M's securities listed?")).toBe("exchange");
    expect(coverFactAsked("Which stock exchange is Amcor's common stock traded on?")).toBe("exchange");
  });

  it("lists each class of notes with its exchange, besides the stock", () => {
    const answer = lead(coverAnswer("Which debt securities are registered to trade on a national securities exchange under 3M's name as of its 2022 10-K?", mmm));
    for (const note of ["0.950% Notes due 2023", "1.500% Notes due 2026", "1.750% Notes due 2030", "1.500% Notes due 2031"]) expect(answer).toContain(note);
    expect(answer).toContain("New York Stock Exchange");
    expect(lead(coverAnswer("AMCR FY23 10-K: does Amcor have any debt listed on an exchange?", amcor))).toContain("1.125% Guaranteed Senior Notes Due 2027");
    const prose = lead(coverAnswer("Which J&J notes are registered on an exchange per the 2022 10-K?", jnj));
    expect(prose).toContain("0.650% Notes Due May 2024");
    expect(prose).toContain("5.50% Notes Due November 2024");
  });

  it("says only the stock is listed when the cover names no debt", () => {
    expect(lead(coverAnswer("Does American Water Works have any debt securities registered on an exchange, per its 2021 10-K?", awk))).toContain("**only its common stock");
  });
});
