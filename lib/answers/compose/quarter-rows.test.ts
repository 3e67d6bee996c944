import { describe, expect, it } from "vitest";
import { readQuestion } from "../../retrieval/read-question";
import type { CitablePage } from "../engines/engine";
import { captionWordsAsked, quarterOfLabel, quarterRowAnswer } from "./quarter-rows";

const page = (content: string, fiscalYear = 2017): CitablePage =>
  ({ ref: "#p1", pageNumber: 39, content, kind: "financial-table", score: 1, document: { companyName: "Example Corp", companyTickers: ["EXM"], fiscalYear, formType: "10-K", category: "annual-financial-report" } }) as unknown as CitablePage;

const prices = page(
  [
    "| Year Ended December 31, 2017 | High | Low |",
    "| --- | ---: | ---: |",
    "| First Quarter | 18.17 | 13.66 |",
    "| Second Quarter | 24.97 | 16.66 |",
    "| Third Quarter | 29.00 | 22.66 |",
    "| Year Ended December 31, 2016 | | |",
    "| First Quarter | 15.91 | 8.06 |",
    "| Third Quarter | 12.54 | 8.78 |",
  ].join("\n"),
);

const repurchases = page(
  [
    "| (In millions) Year Ended June 30, | Shares | Amount 2017 | Shares | Amount 2016 |",
    "| --- | ---: | ---: | ---: | ---: |",
    "| First Quarter | 63 | 3,550 | 89 | 4,000 |",
    "| Second Quarter | 59 | 3,533 | 66 | 3,600 |",
  ].join("\n"),
);

const bold = (question: string, pages: CitablePage[]) => /\*\*([^*]+)\*\*/.exec(quarterRowAnswer(question, readQuestion(question), pages)?.text ?? "")?.[1] ?? null;

describe("tables whose rows are quarters", () => {
  it("reads a row label that is only a quarter's name", () => {
    expect(quarterOfLabel("3rd Quarter")).toBe(3);
    expect(quarterOfLabel("Second quarter (1)")).toBe(2);
    expect(quarterOfLabel("Third quarter revenue")).toBeNull();
  });

  it("answers the quarter asked under the column the question names, in the year asked", () => {
    expect(bold("Example Corp 2017 10-K: high sales price in the third quarter of 2017?", [prices])).toBe("29.00");
    expect(bold("Example Corp: low price in the third quarter of 2016?", [prices])).toBe("8.78");
  });

  it("takes a year printed over a group of columns for each of them, and the words after a colon", () => {
    expect(bold("Example Corp share repurchases: amount repurchased in the second quarter of fiscal 2017, $M?", [repurchases])).toBe("3,533");
  });

  it("answers nothing when no column is named, or two are named alike", () => {
    expect(quarterRowAnswer("Example Corp revenue in the third quarter of 2017?", readQuestion("Example Corp revenue in the third quarter of 2017?"), [prices])).toBeNull();
    expect(quarterRowAnswer("Example Corp high and low price, third quarter of 2017?", readQuestion("Example Corp high and low price, third quarter of 2017?"), [prices])).toBeNull();
  });

  it("counts a caption named only when the question says at least half its words", () => {
    expect(captionWordsAsked("Number of stores opened during the quarter", "stores closed in the quarter")).toBe(0);
    expect(captionWordsAsked("Gross square feet for stores opened or expanded during the quarter", "gross square feet for stores opened or expanded")).toBeGreaterThan(3);
  });
});
