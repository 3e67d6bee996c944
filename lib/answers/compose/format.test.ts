import { describe, expect, it } from "vitest";
import { metricText, percentDecimals } from "./format";

describe("how a metric's percentage is written", () => {
  it("keeps two decimals for a small rate and one for a larger, unless the question asks", () => {
    expect(percentDecimals(1.7467)).toBe(2);
    expect(percentDecimals(-0.83)).toBe(2);
    expect(percentDecimals(45.27)).toBe(1);
    // CVS's capex of $2,520 million on revenue of $292,111 million: 0.86%, not 0.9% (off by 4%).
    expect(metricText(0.8627, "percent", { decimals: null, percent: false })).toBe("0.86%");
    expect(metricText(45.266, "percent", { decimals: null, percent: false })).toBe("45.3%");
    expect(metricText(0.8627, "percent", { decimals: 1, percent: false })).toBe("0.9%");
  });
});
