import { describe, expect, it } from "vitest";
import { readStatementRows } from "./statement-table";

describe("a header printed over two rows", () => {
  // 3M's pension note lays its groups out over a row of years, each name in the middle of its span.
  const table = [
    "| | | United States | | | International | | | Benefits | |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    "| (Millions) | 2021 | | 2020 | 2021 | | 2020 | 2021 | | 2020 |",
    "| Non-current liabilities | (1,092) | | (2,197) | (855) | | (1,191) | (923) | | (1,017) |",
  ].join("\n");

  it("gives each period column the group the row above names for it", () => {
    const [row] = readStatementRows(table);
    expect(row?.columns.map((c) => [c.year, c.caption])).toEqual([
      [2021, "United States"], [2020, "United States"], [2021, "International"], [2020, "International"], [2021, "Benefits"], [2020, "Benefits"],
    ]);
  });

  it("leaves the columns as read when the groups do not divide them", () => {
    const uneven = ["| | | | | Change 2015 | Change 2014 |", "| --- | --- | --- | --- | --- | --- |", "| (In millions) | 2015 | 2014 | 2013 | Versus 2014 | Versus 2013 |", "| Revenue | 93,580 | 86,833 | 77,849 | 8% | 11% |"].join("\n");
    expect(readStatementRows(uneven)[0]?.columns.filter((c) => /change/i.test(c.caption))).toEqual([]);
  });
});

describe("units and sections of a page with several tables", () => {
  it("holds a unit a table states in its own header for that table only", () => {
    const page = [
      "Net sales (in millions):",
      "| (In thousands) | 2022 | 2021 |", "| --- | ---: | ---: |", "| Units shipped | 1,200 | 1,100 |",
      "",
      "The table below shows net sales.",
      "| | 2022 | 2021 |", "| --- | ---: | ---: |", "| Net sales | 5,000 | 4,800 |",
    ].join("\n");
    const rows = readStatementRows(page);
    expect(rows.map((r) => [r.label, r.unit?.word])).toEqual([["Units shipped", "thousand"], ["Net sales", "million"]]);
  });

  it("closes a section at a subtotal printed without figures", () => {
    const page = ["| | 2022 | 2021 |", "| --- | ---: | ---: |", "| Revenues: | | |", "| Products | 10 | 9 |", "| Subtotal | | |", "| Other income | 2 | 1 |"].join("\n");
    expect(readStatementRows(page).map((r) => [r.label, r.section])).toEqual([["Products", "Revenues:"], ["Other income", ""]]);
  });
});
