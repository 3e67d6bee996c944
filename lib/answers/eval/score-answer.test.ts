import { describe, expect, it } from "vitest";
import { declines, isMiss, scoreAnswer, statesNumber, type EvalQuestion } from "./score-answer";

const question: EvalQuestion = { id: "q1", question: "Q?", answer: "$6,006 million", type: "line-item", value: 6006, evidence: [{ file: "a.pdf", page: 76 }] };
const source = { ref: "#aaaa004b", file: "a.pdf", pageNumber: 76, content: "| Cash | 6,006 |", excerpt: "| Cash | 6,006 |" };

describe("scoreAnswer", () => {
  it("finds the gold figure at any power of a thousand, within 1%", () => {
    expect(statesNumber("**$6,006 million**", 6006)).toBe(true);
    expect(statesNumber("$6.01 billion", 6006)).toBe(true);
    expect(statesNumber("$5,900 million", 6006)).toBe(false);
  });

  it("judges figure, evidence page, markers and excerpts", () => {
    const row = scoreAnswer(question, { content: "It had **$6,006 million** [#aaaa004b] and [#bbbb0001].", sources: [source] });
    expect(row).toMatchObject({ answered: true, numberStated: true, evidenceCited: true, dangling: 1, excerpts: 1, excerptsVerbatim: 1 });
    expect(isMiss(row)).toBe(true);
  });

  it("asks of an unanswerable question a plain refusal without quotes", () => {
    expect(declines("The catalog holds 3M's 10-K for FY2021 and FY2022; none of them covers FY2018, so the filings cannot answer this question.")).toBe(true);
    expect(declines('The retrieved pages do not answer this.\n- "Capital projects rose." (page 7) [#aaaa0006]')).toBe(false);
  });
});
