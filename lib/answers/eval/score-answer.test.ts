import { describe, expect, it } from "vitest";
import { declines, headlineFigure, headlineIs, isMiss, scoreAnswer, statesNumber, type EvalQuestion } from "./score-answer";

const question: EvalQuestion = { id: "q1", question: "Q?", answer: "$6,006 million", type: "line-item", value: 6006, evidence: [{ file: "a.pdf", page: 76 }] };
const source = { ref: "#aaaa004b", file: "a.pdf", pageNumber: 76, content: "| Cash | 6,006 |", excerpt: "| Cash | 6,006 |" };

describe("scoreAnswer", () => {
  it("finds the gold figure at any power of a thousand, within 1%", () => {
    expect(statesNumber("**$6,006 million**", 6006)).toBe(true);
    expect(statesNumber("$6.01 billion", 6006)).toBe(true);
    expect(statesNumber("$5,900 million", 6006)).toBe(false);
  });

  it("takes the first bold figure as the answer's headline", () => {
    expect(headlineFigure("**Free cash flow** for **FY2022** was **$999 million**")).toBe(2022);
    expect(headlineFigure("No bold figure here: $999 million")).toBeNull();
    expect(headlineIs("**$1.45 billion**: $2,141 million less $688 million", 1453)).toBe(true);
    expect(headlineIs("**45.5%** of diluted EPS", 45.47)).toBe(true);
    // The gold stated only as an input, after a bold figure that is not it, is no headline.
    expect(headlineIs("**$2,141 million** of operating cash, less $688 million: 1,453", 1453)).toBe(false);
  });

  it("scores the headline, and an answer whose headline is wrong is a miss", () => {
    const right = scoreAnswer(question, { content: "**$6,006 million** [#aaaa004b]", sources: [source] });
    expect(right.headline).toBe(true);
    const wrong = scoreAnswer(question, { content: "In **2021** it had $6,006 million [#aaaa004b]", sources: [source] });
    expect(wrong).toMatchObject({ numberStated: true, headline: false });
    expect(isMiss(wrong)).toBe(true);
    const none = scoreAnswer({ ...question, value: null }, { content: "**2021** [#aaaa004b]", sources: [source] });
    expect(none.headline).toBeNull();
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
