import { describe, expect, it } from "vitest";
import { partQuotientAsked } from "./part-quotient-asked";
import { unitAsked } from "./figure-unit-asked";

describe("a ratio per part defined beside its name", () => {
  it.each([
    ["Which of its three segments earned the highest contribution margin (contribution profit divided by segment revenues) in 2016?", ["row:contribution profit", "revenue"]],
    ["Which segment had the best margin, defined as operating income over net sales, in 2020?", ["operatingIncome", "revenue"]],
    ["Which division posted the lowest return (segment operating profit as a percentage of segment net sales)?", ["operatingIncome", "revenue"]],
  ])("%s", (question, ratio) => {
    expect(partQuotientAsked(question)).toEqual(ratio);
  });

  it.each([
    "Which segment (by revenue) grew the most in 2020?",
    "Which segment had the highest operating income in 2021 (in millions)?",
  ])("no definition: %s", (question) => {
    expect(partQuotientAsked(question)).toBeUndefined();
  });

  it("reads how a filing prints its figures as no unit asked", () => {
    expect(unitAsked("Netflix reports in thousands. Which segment earned the highest contribution margin in 2016?")).toBeNull();
    expect(unitAsked("What were Netflix's 2016 revenues, in thousands?")).toBe("money");
  });
});
