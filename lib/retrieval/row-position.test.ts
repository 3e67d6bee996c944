import { describe, expect, it } from "vitest";
import { horizonByPosition, insideRowPosition, rowPositions, withoutRowPositions } from "./row-position";
import { readQuestion } from "./read-question";

describe("rows located by position", () => {
  it("reads the landmark row and the side", () => {
    const [p] = rowPositions("What is the non-current software development asset (the one listed after total current assets)?");
    expect(p?.landmark).toBe("total current assets");
    expect(p?.side).toBe("after");
    expect(rowPositions("How much restricted cash is listed before total current assets?")[0]?.side).toBe("before");
  });

  it("tells the horizon from a current subtotal", () => {
    expect(horizonByPosition("the deferred income taxes listed after total current liabilities at June 30, 2015")).toBe("noncurrent");
    expect(horizonByPosition("the restricted cash shown above total current assets?")).toBe("current");
    expect(horizonByPosition("the row after goodwill?")).toBeNull();
  });

  it("needs a word placing a row: an item after 'after' alone is no position", () => {
    expect(rowPositions("What was net income after taxes in 2020?")).toEqual([]);
    expect(rowPositions("What did cash flow look like after the acquisition of Mojang?")).toEqual([]);
  });

  it("blanks the locating words and knows what lies inside them", () => {
    const q = "What is the restricted cash listed after total current assets?";
    const blanked = withoutRowPositions(q);
    expect(blanked).toHaveLength(q.length);
    expect(blanked).not.toMatch(/total current assets/);
    const at = q.indexOf("total current assets");
    expect(insideRowPosition(q, at, at + "total current assets".length)).toBe(true);
    expect(insideRowPosition(q, q.indexOf("restricted"), q.indexOf("restricted") + 10)).toBe(false);
  });

  it("asks the row, not the landmark", () => {
    const reading = readQuestion("Activision Blizzard's balance sheet at December 31, 2020 carries software development twice. What is the non-current software development asset (the one listed after total current assets)?");
    expect(reading.lineItems).not.toContain("totalCurrentAssets");
    expect(reading.labels.map((l) => l.label)).toEqual(["row:non-current software development asset"]);
    const taxes = readQuestion("Microsoft's June 30, 2015 balance sheet carries deferred income taxes twice. What is the deferred income taxes amount (the one listed after total current liabilities)?");
    expect(taxes.labels.map((l) => l.label)).toEqual(["row:deferred income taxes"]);
  });
});
