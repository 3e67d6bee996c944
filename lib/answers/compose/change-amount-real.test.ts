// One figure's move asked as an amount ("by how much did accounts payable change"): the difference
// is the headline, the two levels beside it — on a real balance sheet, and over wordings.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { changeAmountAsked } from "./change-asked";
import { answerFromFigures } from "./from-figures";

describe("whether a question asks a move as an amount", () => {
  it.each([
    "By how much did Nike's accounts payable change between fiscal 2018 and fiscal 2019?",
    "How much did Walmart's inventories increase from fiscal 2019 to fiscal 2020?",
    "What was the increase in Adobe's deferred revenue in fiscal 2021?",
    "How large was the decline in Boeing's cash and cash equivalents in 2019?",
  ])("asks the amount: %s", (question) => {
    expect(changeAmountAsked(question)).toBe("headline");
  });

  it("tells the amount beside the level when it first asks whether the figure rose", () => {
    expect(changeAmountAsked("Did Best Buy's merchandise inventories rise or fall during fiscal 2018, and by how much?")).toBe("beside");
  });

  it.each([
    "By what percent did Best Buy's merchandise inventories change from fiscal 2018 to fiscal 2019?",
    "Did 3M's gross profit increase in 2022?",
    "How much inventory did Walmart hold at the end of fiscal 2020?",
    "What was the growth rate of Netflix's revenue in 2017?",
  ])("asks no amount of a move: %s", (question) => {
    expect(changeAmountAsked(question)).toBeNull();
  });
});

describe("a move asked as an amount, on a real balance sheet", () => {
  let nike: CitablePage;

  beforeAll(async () => {
    // NIKE 10-K fiscal 2019, balance sheet p54 (May 31, 2019 and 2018).
    const document = { id: "7dbdf1bc-0000-4000-8000-000000000000", companyId: "c", companyName: "NIKE, Inc.", fiscalYear: 2019, fiscalQuarter: null, date: "2019-05-31" } as unknown as CatalogDocument;
    const pages = await corpusPages("7dbdf1bcbf37dd6d.pdf");
    nike = { ref: citationRef(document.id, 54), document, pageNumber: 54, kind: "balance-sheet", score: 1, content: pages[53]!.markdown };
  });

  it("bolds the difference, the levels of both years beside it", () => {
    const question = "By how much did Nike's accounts payable change between fiscal 2018 and fiscal 2019?";
    const answer = answerFromFigures(question, readQuestion(question), 2019, [nike]);
    const text = answer && "written" in answer ? answer.written.text : "";
    expect(text).toMatch(/accounts payable rose by \*\*\$333 million\*\*, from \$2,279 million in FY2018 to \$2,612 million in FY2019/);
  });

  it("a rise asked first, and by how much: the level reached in bold, the amount beside it", () => {
    const question = "Did Nike's accounts payable rise or fall during fiscal 2019, and by how much?";
    const answer = answerFromFigures(question, readQuestion(question), 2019, [nike]);
    const text = answer && "written" in answer ? answer.written.text : "";
    expect(text).toMatch(/accounts payable rose by \$333 million, from \$2,279 million in FY2018 to \*\*\$2,612 million\*\* in FY2019/);
  });

  it("a move asked without an amount still leads with the level reached", () => {
    const question = "Did Nike's accounts payable increase or decrease from fiscal 2018 to fiscal 2019?";
    const answer = answerFromFigures(question, readQuestion(question), 2019, [nike]);
    const text = answer && "written" in answer ? answer.written.text : "";
    expect(text).toMatch(/rose from \$2,279 million in FY2018 to \*\*\$2,612 million\*\* in FY2019/);
  });
});
