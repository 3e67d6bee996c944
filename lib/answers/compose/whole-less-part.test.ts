// The company's figure less one part's, each read from its own tables, on the fixture's segment
// pages (Aeronautics and Space Systems as rows under "Net sales", with the total).
import { describe, expect, it } from "vitest";
import type { FormulaMetric, LineItemId } from "../../finance";
import { readQuestion } from "../../retrieval/read-question";
import { segmentPages } from "../statements/segments.fixture";
import { answerFromFigures } from "./from-figures";
import { subtractsPartFromWhole } from "./whole-less-part";

const pages = segmentPages.map((p) => ({ ...p }));
const metric = (left: string, right: string): FormulaMetric => ({
  kind: "formula", id: "composed:test", name: "Test", aliases: [], unit: "currency",
  expr: { op: "-", left: { item: left as LineItemId, at: "current" }, right: { item: right as LineItemId, at: "current" } },
});

describe("a part's figure taken from the company's", () => {
  it("is read when the part's row is the whole's line item", () => {
    expect(subtractsPartFromWhole(metric("revenue", "row:aeronautics net sales"), "Aeronautics")).toBe(true);
  });

  it.each([
    ["row:aeronautics net sales", "row:aeronautics operating profit"],
    ["revenue", "row:space systems net sales"],
    ["revenue", "costOfRevenue"],
    ["operatingIncome", "row:aeronautics net sales"],
  ])("is not read from %s − %s", (left, right) => {
    expect(subtractsPartFromWhole(metric(left, right), "Aeronautics")).toBe(false);
  });

  it("grows as the company without the part", () => {
    const q = "Globex 2022 — net sales growth excluding Aeronautics: take total net sales less Aeronautics net sales for 2022 and for 2021, and compute (2022 figure − 2021 figure) / 2021 figure. Percent, two decimals.";
    const answer = answerFromFigures(q, readQuestion(q), 2022, pages);
    expect(answer && "written" in answer ? answer.written.text : "").toContain("**2.39%**");
    expect(answer && "written" in answer ? answer.written.text : "").toMatch(/from \$11,814 million in FY2021 to \$11,532 million in FY2022/);
  });
});
