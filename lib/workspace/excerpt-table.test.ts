import { describe, expect, it } from "vitest";
import { excerptAsTable } from "./excerpt-table";

const page = [
  "Consolidated Statement of Income (in millions)",
  "",
  "| | Quarter Ended 12/31/2022 | 12/25/2021 | Year Ended 12/31/2022 |",
  "| --- | ---: | ---: | ---: |",
  "| Net Revenue | 27,996 | 25,248 | 86,392 |",
  "| Cost of sales | 13,420 | 12,130 | 40,576 |",
  "| Gross profit | 14,576 | 13,118 | 45,816 |",
].join("\n");

describe("excerptAsTable", () => {
  it("puts statement rows under the column headers of their page table", () => {
    expect(excerptAsTable("| Net Revenue | 27,996 | 25,248 | 86,392 |\n| Gross profit | 14,576 | 13,118 | 45,816 |", page)).toBe(
      [
        "| | Quarter Ended 12/31/2022 | 12/25/2021 | Year Ended 12/31/2022 |",
        "| --- | ---: | ---: | ---: |",
        "| Net Revenue | 27,996 | 25,248 | 86,392 |",
        "| Gross profit | 14,576 | 13,118 | 45,816 |",
      ].join("\n"),
    );
  });

  it("leaves prose, and rows it cannot place, to be shown as they are", () => {
    expect(excerptAsTable("Net revenue grew 9% in 2022.", page)).toBeNull();
    expect(excerptAsTable("| Other income | 1 | 2 | 3 |", page)).toBeNull();
    expect(excerptAsTable("| Net Revenue | 27,996 | 25,248 | 86,392 |", undefined)).toBeNull();
  });

  it("does not take the header row itself as the rows' header", () => {
    const headerOnly = "| | Quarter Ended 12/31/2022 | 12/25/2021 | Year Ended 12/31/2022 |";
    expect(excerptAsTable(headerOnly, page)).toBeNull();
  });
});
