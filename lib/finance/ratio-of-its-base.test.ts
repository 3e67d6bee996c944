import { describe, expect, it } from "vitest";
import { readQuestion } from "../retrieval/read-question";
import { div, item } from "./expression";
import { withoutRepeatedBase } from "./ratio-of-its-base";

describe("a ratio asked as a share of its own base", () => {
  it("is the ratio itself", () => {
    const margin = div(item("grossProfit"), item("revenue"));
    expect(withoutRepeatedBase(div(margin, item("revenue")))).toEqual(margin);
    expect(readQuestion("What was gross margin as a percentage of revenue in fiscal 2016?").metric?.expr).toMatchObject({ op: "/", right: { item: "revenue" }, left: { firstOf: [{ item: "grossProfit" }, {}] } });
  });

  it("leaves a ratio over another base alone", () => {
    const expr = div(div(item("grossProfit"), item("revenue")), item("totalAssets"));
    expect(withoutRepeatedBase(expr)).toBe(expr);
    expect(withoutRepeatedBase(div(item("grossProfit"), item("revenue")))).toEqual(div(item("grossProfit"), item("revenue")));
  });
});
