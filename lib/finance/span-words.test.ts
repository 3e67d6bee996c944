import { describe, expect, it } from "vitest";
import { withoutSpanWords } from "./span-words";

describe("withoutSpanWords", () => {
  it("drops the span a figure covers from the operand's wording", () => {
    expect(withoutSpanWords("year-to-date free cash flow")).toBe("free cash flow");
    expect(withoutSpanWords("the weighted average diluted shares for the six months")).toBe("the weighted average diluted shares");
    expect(withoutSpanWords("YTD operating cash flow")).toBe("operating cash flow");
    expect(withoutSpanWords("full-year revenue")).toBe("revenue");
    expect(withoutSpanWords("first-half net sales")).toBe("net sales");
  });
  it("keeps row wordings with no span in them", () => {
    expect(withoutSpanWords("deferral of unearned revenue")).toBe("deferral of unearned revenue");
    expect(withoutSpanWords("current portion of long-term debt")).toBe("current portion of long-term debt");
    expect(withoutSpanWords("twelve")).toBe("twelve");
  });
});
