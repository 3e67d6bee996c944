import { describe, expect, it } from "vitest";
import { readQuestion, spanIn } from "./read-question";

describe("the span of years a series asks", () => {
  it("reads the count of years the series spans", () => {
    expect(spanIn("What was the 3-year average net margin for 2019-2021?")).toBe(3);
    expect(spanIn("two-year average of gross margin")).toBe(2);
  });

  it("passes over a count that names the table read from", () => {
    expect(spanIn("Using the selected financial data (five-year summary) in the 2016 10-K, compute the three-year average of net margin")).toBe(3);
    expect(spanIn("From the five-year financial highlights table, the two-year average of gross margin")).toBe(2);
    expect(spanIn("the 5-year selected financial data: average revenue")).toBeNull();
  });

  it("keeps the years a question lists when a five-year table is its source", () => {
    const reading = readQuestion("Using the selected financial data (five-year summary) in Coca-Cola's 2016 10-K, compute the three-year average of the annual net margin for 2013, 2014 and 2015, where each year's net margin = net income / net operating revenues. Percent, two decimals.");
    expect(reading.years).toEqual([2013, 2014, 2015]);
    expect(reading.series?.id).toBe("average");
  });
});
