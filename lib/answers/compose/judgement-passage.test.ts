// A yes/no judgement answered with figures also quotes the filing's own statement of it, on real
// pages of American Water Works' 10-K for 2021: p68 "The Company's business is capital intensive",
// p32 "The water and wastewater utility business is capital intensive."
import { beforeAll, describe, expect, it } from "vitest";
import type { CitablePage } from "../engines/engine";
import { withJudgementPassage } from "./judgement-passage";
import { narrativePages } from "./narrative-pages.fixture";
import type { Written } from "./written";

const figures: Written = { text: "Capital expenditure as % of revenue for FY2021 is **44.9%** [#aaaa0001].", excerpts: new Map([["#aaaa0001", "| Capital expenditures | 1,764 |"]]) };

describe("figures of a judgement, followed by the filing's statement of it", () => {
  let pages: CitablePage[];

  beforeAll(async () => {
    pages = await narrativePages({ file: "701528ae6d14a772", company: "American Water Works Company, Inc.", ticker: "AWK", fiscalYear: 2021 }, [68, 32]);
  }, 120_000);

  it("quotes the sentence stating the judgement asked, after the figures, cited", () => {
    for (const question of ["Would you call American Water Works a capital-intensive business?", "Is American Water capital intensive, based on FY2021?"]) {
      const answer = withJudgementPassage(question, figures, pages);
      expect(answer.text.startsWith(figures.text)).toBe(true);
      expect(answer.text).toMatch(/What the filings say:\n\n.*business is capital intensive/);
      const ref = /capital intensive[^\n]*\[(#[0-9a-z]{8})\]/.exec(answer.text)![1]!;
      const page = pages.find((p) => p.ref === ref)!;
      expect(page.content.includes(answer.excerpts.get(ref)!)).toBe(true);
      expect(answer.excerpts.get("#aaaa0001")).toBe("| Capital expenditures | 1,764 |");
    }
  });

  it("leaves the figures alone when no passage states the judgement, or none is asked", () => {
    expect(withJudgementPassage("Is American Water's dividend payout sustainable?", figures, pages)).toBe(figures);
    expect(withJudgementPassage("What is American Water's capital expenditure as a share of revenue?", figures, pages)).toBe(figures);
  });
});
