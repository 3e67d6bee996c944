// A 10-Q's row gives the quarter and the year to date ending on the same day: the bold figure is
// the one of the length the question asks.
import { describe, expect, it } from "vitest";
import { readStatementRows } from "../statements/statement-table";
import { rowWithHeadline } from "./row-headline";

const content = [
  "| | Three Months Ended July 29, 2023 | Three Months Ended July 30, 2022 | Six Months Ended July 29, 2023 | Six Months Ended July 30, 2022 |",
  "| --- | ---: | ---: | ---: | ---: |",
  "| Restructuring charges | (7) | 34 | (15) | 35 |",
].join("\n");

describe("rowWithHeadline on columns ending the same day", () => {
  const row = readStatementRows(content).find((r) => r.label === "Restructuring charges")!;

  it("bolds the six months' figure when the six months are asked", () => {
    expect(rowWithHeadline(row, "What restructuring charges were recorded for the six months ended July 29, 2023?")).toMatch(/\*\*\(15\)\*\*/);
  });

  it("bolds the quarter's figure when the three months are asked, or no length", () => {
    expect(rowWithHeadline(row, "What were the restructuring charges for the three months ended July 29, 2023?")).toMatch(/\*\*\(7\)\*\*/);
    expect(rowWithHeadline(row, "What were the restructuring charges as of July 29, 2023?")).toMatch(/\*\*\(7\)\*\*/);
  });
});
