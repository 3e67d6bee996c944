import { describe, expect, it } from "vitest";
import { answerOutcome } from "./answer-outcome";

describe("answerOutcome", () => {
  it("reads a finished answer citing a page as answered", () => {
    expect(answerOutcome({ status: "done", content: "Net income was $5.4bn [#d0c10002]." })).toBe("answered");
  });

  it("reads a finished answer without any citation as a decline", () => {
    const content = 'The retrieved pages do not answer this question ("Who are Starbucks\' suppliers"): I searched 10 pages.';
    expect(answerOutcome({ status: "done", content })).toBe("declined");
  });

  it("decides nothing while the answer streams, or when it finished empty", () => {
    expect(answerOutcome({ status: "streaming", content: "The retrieved pages do not" })).toBe("pending");
    expect(answerOutcome({ status: "done", content: "  " })).toBe("pending");
    expect(answerOutcome({ status: "failed", content: "" })).toBe("pending");
  });
});
