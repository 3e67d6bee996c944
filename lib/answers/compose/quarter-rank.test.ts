import { describe, expect, it } from "vitest";
import { doc, fixturePage } from "../sample-filing.fixture";
import { readQuestion } from "../../retrieval/read-question";
import { quarterColumns, quarterRankAnswer, quarterRankAsked } from "./quarter-rank";

// Quarters named by the day they end, newest first, each year a block under its own heading.
const byDay = fixturePage(doc, 64, "financial-table", [
  "| (in thousands, except for per share data) | December 31 | September 30 | June 30 | March 31 |",
  "| --- | ---: | ---: | ---: | ---: |",
  "| 2019 | | | | |",
  "| Total revenues | 2,477,541 | 2,290,188 | 2,105,204 | 1,957,736 |",
  "| Net income | 66,748 | 51,517 | 40,755 | 27,658 |",
  "| 2018 | | | | |",
  "| Total revenues | 1,823,333 | 1,738,355 | 1,644,694 | 1,573,129 |",
]);

// Quarters named by ordinal with their years, several years side by side.
const byOrdinal = fixturePage(doc, 120, "financial-table", [
  "(Dollars in millions)",
  "| | 2019 4th | 2019 3rd | 2019 2nd | 2019 1st | 2018 4th | 2018 3rd | 2018 2nd | 2018 1st |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  "| Total revenues | 17,911 | 19,980 | 15,751 | 22,917 | 28,341 | 25,146 | 24,258 | 23,382 |",
  "| (Loss)/earnings from operations | (2,204) | 1,259 | (3,380) | 2,350 | 4,175 | 2,227 | 2,710 | 2,875 |",
]);

const answer = (q: string) => quarterRankAnswer(q, readQuestion(q), 2019, [byDay, byOrdinal]);

describe("the quarters of a year compared", () => {
  it("is asked by 'which quarter'", () => {
    expect(quarterRankAsked("In which quarter of 2018 was operating income the largest share of net sales?")).toBe(true);
    expect(quarterRankAsked("Which segment had the highest revenue in the fourth quarter?")).toBe(false);
  });

  it("numbers quarters named by ordinal or by the day they end, forward or back", () => {
    expect(quarterColumns(["", "2019 4th", "2019 3rd", "2019 2nd", "2019 1st"]).map((q) => [q.column, q.quarter, q.year])).toEqual([[1, 4, 2019], [2, 3, 2019], [3, 2, 2019], [4, 1, 2019]]);
    expect(quarterColumns(["", "December 31", "September 30", "June 30", "March 31"]).map((q) => [q.column, q.quarter])).toEqual([[4, 1], [3, 2], [2, 3], [1, 4]]);
    expect(quarterColumns(["", "April 30", "July 31", "October 31", "January 31"]).map((q) => q.quarter)).toEqual([1, 2, 3, 4]);
    expect(quarterColumns(["", "First Quarter", "Second Quarter", "Third Quarter", "Fourth Quarter", "Full Year"]).length).toBe(4);
    expect(quarterColumns(["", "2022", "2021", "2020"])).toEqual([]);
  });

  it("ranks the quarters' change on the quarter before, from the year's own block", () => {
    const written = answer("Which quarter of 2019 added the most total revenues over the quarter before it?");
    expect(written?.text).toMatch(/^The quarter ended December 31, 2019 .*\*\*\+\$187,353 thousand\*\*/);
  });

  it("reads the largest loss as the lowest figure below zero", () => {
    const written = answer("Which quarter of 2019 had the biggest loss from operations?");
    expect(written?.text).toMatch(/^The second quarter of 2019 had the largest loss .*\*\*-\$3,380 million\*\*/);
  });

  it("compares a ratio of two rows per quarter", () => {
    const written = answer("In which quarter of 2019 was net income the largest share of total revenues?");
    expect(written?.text).toMatch(/^The quarter ended December 31, 2019 .*\*\*2\.69%\*\*/);
  });
});
