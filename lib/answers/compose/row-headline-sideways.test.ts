// A row of a table turned on its side (quarters as rows, measures as columns) bolds the column
// the question names, when the row is the quarter asked.
import { describe, expect, it } from "vitest";
import { readStatementRows } from "../statements/statement-table";
import { rowWithHeadline } from "./row-headline";

const content = [
  "| Fiscal 2023 | Total gross square feet at beginning of the quarter | Gross square feet for stores opened or expanded during the quarter | Gross square feet for stores closed during the quarter | Total gross square feet at end of the quarter |",
  "| --- | ---: | ---: | ---: | ---: |",
  "| 1st Quarter | 14,200,403 | 54,495 | 9,984 | 14,244,914 |",
  "| 2nd Quarter | 14,244,914 | 27,530 | 0 | 14,272,444 |",
].join("\n");

describe("rowWithHeadline on a quarter row", () => {
  const rows = readStatementRows(content);
  const question = "Store update for the second quarter of fiscal 2023: gross square feet for stores opened or expanded during the quarter?";

  it("bolds the column the question names in the row of the quarter asked", () => {
    const second = rows.find((r) => /^2nd/.test(r.label))!;
    expect(rowWithHeadline(second, question)).toMatch(/\*\*27,530\*\*/);
  });

  it("bolds nothing in another quarter's row", () => {
    const first = rows.find((r) => /^1st/.test(r.label))!;
    expect(rowWithHeadline(first, question) ?? "").not.toMatch(/\*\*/);
  });
});
