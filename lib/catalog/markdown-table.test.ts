import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isRuleLine, isRuleOrBlank, isTableRow, splitRow, writeRow, writeTable } from "./markdown-table";

describe("Markdown tables", () => {
  it("writes rows with escaped bars and reads them back cell for cell", () => {
    const row = writeRow(["Revenue | net", "1,503", ""]);
    expect(row).toBe("| Revenue \\| net | 1,503 | |");
    expect(isTableRow(row)).toBe(true);
    expect(splitRow(row)).toEqual(["Revenue | net", "1,503", ""]);
  });

  it("writes a table with its rule, figures right-aligned when asked", () => {
    expect(writeTable(["", "2023", "2022"], [["Net income", "5,363", "4,869"]], "right")).toBe(
      "| | 2023 | 2022 |\n| --- | ---: | ---: |\n| Net income | 5,363 | 4,869 |",
    );
    expect(isRuleLine("| --- | ---: |")).toBe(true);
    expect(isRuleLine("| Net income | 5,363 |")).toBe(false);
    expect(isRuleOrBlank(["", ""])).toBe(true);
  });

  it("reads rows written without the outer bars", () => {
    expect(splitRow("a | b \\| c | d")).toEqual(["a", "b | c", "d"]);
  });

  it("reads back any cells it writes", () => {
    const cell = fc.string({ maxLength: 12 }).map((s) => s.replace(/[\n\\]/g, "").trim());
    fc.assert(
      fc.property(fc.array(cell, { minLength: 1, maxLength: 6 }), (cells) => {
        expect(splitRow(writeRow(cells))).toEqual(cells);
      }),
    );
  });
});
