import { describe, expect, it } from "vitest";
import { readQuestion } from "../retrieval/read-question";
import { netIncomeAsAsked } from "./attributable-asked";
import { metric } from "./metrics";
import type { FormulaMetric } from "./metrics";

const margin = metric("netProfitMargin") as FormulaMetric;

describe("net income as the question names it", () => {
  it("reads the owners' share first when the question says attributable", () => {
    const read = netIncomeAsAsked(margin, "net margin = net income attributable to shareowners / net operating revenues");
    expect(read.expr).toMatchObject({ left: { firstOf: [{ item: "netIncomeAttributable" }, { item: "netIncome" }] } });
    const reading = readQuestion("Net profit margin for 2021 on net income attributable to the company's shareholders, percent?");
    expect(reading.metric?.expr).toMatchObject({ left: { firstOf: [{ item: "netIncomeAttributable" }, { item: "netIncome" }] } });
  });

  it("leaves the dictionary's reading when the question does not", () => {
    expect(netIncomeAsAsked(margin, "What was the 2015 net profit margin?")).toBe(margin);
  });
});
