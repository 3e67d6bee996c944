// The row a question names after how much of it is asked ("the size of its revolving credit
// facility") is the thing itself; "headcount" asks a count, which names no row.
import { describe, expect, it } from "vitest";
import { askedLabels } from "./asked-label";

describe("the wording after how much of it is asked", () => {
  it.each([
    ["What is the size of the revolving credit facility in FY2018?", "row:revolving credit facility"],
    ["What was the level of customer advances in 2019?", "row:customer advances"],
    ["What was the amount of order backlog at the end of 2022?", "row:order backlog"],
  ])("%s", (question, label) => {
    expect(askedLabels(question, []).map((l) => l.label)).toEqual([label]);
  });

  it("reads no row named headcount", () => {
    expect(askedLabels("What was the headcount in FY2018?", []).map((l) => l.label)).not.toContain("row:headcount");
  });
});
