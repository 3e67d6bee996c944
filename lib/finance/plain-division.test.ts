// "Operating income divided by its interest expense": a division asked without a name of its own
// is the plain quotient, not a percentage, unless the question asks for one.
import { describe as suite, expect, it } from "vitest";
import { composed } from "./formula-readings.fixture";

suite("a division asked without a name", () => {
  it.each([
    ["For the six months, what was MGM Resorts' operating income divided by its interest expense?", "ratio"],
    ["Netflix 2016: operating income divided by interest expense?", "ratio"],
    ["What is Amcor's total liabilities divided by its total shareholders' equity as of June 30, 2023?", "ratio"],
    // (A percentage asked keeps the percentage; so does a share or a margin.)
    ["Operating income divided by interest expense, in percent?", "percent"],
    ["What share of sales is operating income divided by revenue?", "percent"],
  ])("reads %s in %s", (question, unit) => {
    expect(composed(question)).toMatch(new RegExp(`\\[${unit}\\]`));
  });

  it("leaves a division that names a dictionary metric as the metric", () => {
    expect(composed("What was its operating income divided by revenue?")).toBe("Operating margin [percent] = Operating income / Revenue");
  });
});
