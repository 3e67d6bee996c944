import { describe, expect, it } from "vitest";
import { unitsNotStated } from "./per-unit";

describe("a figure asked per something", () => {
  it("is not the total it divides", () => {
    expect(unitsNotStated("What was 3M's average revenue per user in 2022?", "3M's revenue averaged **$34,792 million** over FY2021–FY2022")).toEqual(["per user"]);
    expect(unitsNotStated("Ulta Beauty's sales per square foot in fiscal 2022?", "Ulta Beauty's net sales were **$10,208.6 million**")).toEqual(["per square foot"]);
  });

  it("is stated when the lead names what it is per", () => {
    expect(unitsNotStated("What was Netflix's average revenue per paying membership in 2018?", "Average monthly revenue per paying membership was **$10.31**")).toEqual([]);
    expect(unitsNotStated("What were Nike's diluted earnings per share in FY2023?", "NIKE's diluted EPS for FY2023 was **$3.23**")).toEqual([]);
    expect(unitsNotStated("How many dollars of R&D did Adobe spend per dollar of revenue?", "**0.1761**")).toEqual([]);
    expect(unitsNotStated("What was Square's revenue in 2013, per its 2015 annual report?", "**$552.4 million**")).toEqual([]);
  });
});
