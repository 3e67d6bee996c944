import { describe, expect, it } from "vitest";
import { pairedFigures, readStatementRows, type TableRow } from "./statement-table";

/** The figure a row pairs with a year's column (of a given length, when asked). */
const figureFor = (row: TableRow, year: number, months: number | null = null) =>
  pairedFigures(row).find((p) => p.column.year === year && (months === null || p.column.months === months) && p.value !== null) ?? null;

const cashFlows = [
  "3M Company and Subsidiaries",
  "Consolidated Statement of Cash Flows",
  "Years ended December 31",
  "(Millions)",
  "| | 2018 | 2017 | 2016 |",
  "|---|---|---|---|",
  "| Cash Flows from Operating Activities | | | |",
  "| Net income including noncontrolling interest | $ | 5,363 | $ | 4,869 | $ | 5,058 |",
  "| Depreciation and amortization | 1,488 | 1,544 | 1,474 |",
  "| Purchases of property, plant and equipment (PP&E) | (1,577) | (1,373) | (1,420) |",
  "| Proceeds from sale of PP&E | 262 | 49 | — |",
].join("\n");

describe("readStatementRows", () => {
  it("reads labels, figures, periods and the declared unit", () => {
    const rows = readStatementRows(cashFlows);
    const capex = rows.find((r) => r.label.startsWith("Purchases of property"))!;
    expect(capex.values).toEqual([-1577, -1373, -1420]);
    expect(capex.columns.map((c) => c.year)).toEqual([2018, 2017, 2016]);
    expect(capex.unit?.scale).toBe(1_000_000);
    expect(capex.section).toBe("Cash Flows from Operating Activities");
    expect(cashFlows.includes(capex.line)).toBe(true);
    expect(rows.find((r) => r.label.startsWith("Net income"))!.values).toEqual([5363, 4869, 5058]);
    expect(figureFor(rows.find((r) => r.label.startsWith("Proceeds"))!, 2016)?.value).toBe(0);
    expect(figureFor(capex, 2017)?.value).toBe(-1373);
    expect(figureFor(capex, 2015)).toBeNull();
  });

  it("spreads 'Three Months Ended | Six Months Ended' over the year columns", () => {
    const page = [
      "(in millions)",
      "| | Three Months Ended | | Six Months Ended | |",
      "| | July 2, 2023 | July 3, 2022 | July 2, 2023 | July 3, 2022 |",
      "| Sales to customers | $ 25,530 | 24,020 | 50,276 | 47,446 |",
    ].join("\n");
    const row = readStatementRows(page)[0]!;
    expect(row.columns.map((c) => [c.year, c.months])).toEqual([[2023, 3], [2022, 3], [2023, 6], [2022, 6]]);
    expect(figureFor(row, 2023, 6)?.value).toBe(50276);
    expect(figureFor(row, 2023, 3)?.value).toBe(25530);
  });

  it("reads rows written as plain text and years on a line of their own", () => {
    const page = ["In millions", "2019 2018", "Total current assets 16,525 15,134", "We grew in 2019 by 1,000 stores."].join("\n");
    const rows = readStatementRows(page);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.label).toBe("Total current assets");
    expect(figureFor(rows[0]!, 2019)?.value).toBe(16525);
  });
});

describe("period headers of quarterly filings and breakdowns", () => {
  const cols = (page: string[]) => readStatementRows(page.join("\n"))[0]!.columns.map((c) => [c.year, c.months, c.caption]);

  it("gives a bare year the length of the period named before it in the row", () => {
    expect(cols([
      "| (in millions) | Three months ended September 30, 2022 | 2021 | Nine months ended September 30, 2022 | 2021 |",
      "| Net income | 9,737 | 11,687 | 26,668 | 37,935 |",
    ])).toEqual([[2022, 3, ""], [2021, 3, ""], [2022, 9, ""], [2021, 9, ""]]);
    expect(cols([
      "| | (Unaudited) Quarter Ended 12/31/2022 | 12/25/2021 | Year Ended 12/31/2022 | Year Ended 12/25/2021 |",
      "| Net Revenue | 27,996 | 25,248 | 86,392 | 79,474 |",
    ])).toEqual([[2022, 3, ""], [2021, 3, ""], [2022, 12, ""], [2021, 12, ""]]);
  });

  it("takes the length and day from the label cell", () => {
    const row = readStatementRows(["| Quarters Ended March 31, | 2023 | 2022 | Inc/ (Dec) |", "| TOTAL REVENUES | 5,897.8 | 5,665.6 | 232.2 |"].join("\n"))[0]!;
    expect(row.columns.map((c) => [c.year, c.months, c.end])).toEqual([[2023, 3, "2023-03-31"], [2022, 3, "2022-03-31"]]);
  });

  it("reads categories across the columns for the period on a row below them", () => {
    const rows = readStatementRows([
      "| (Amounts in millions) | Walmart U.S. | Walmart International | Sam's Club | Consolidated |",
      "| --- | ---: | ---: | ---: | ---: |",
      "| Fiscal Year Ended January 31, 2021 | | | | |",
      "| Net sales | 369,963 | 121,360 | 63,910 | 555,233 |",
    ].join("\n"));
    expect(rows[0]!.columns.map((c) => [c.year, c.months, c.caption])).toEqual([
      [2021, 12, "Walmart U.S."], [2021, 12, "Walmart International"], [2021, 12, "Sam's Club"], [2021, 12, "Consolidated"],
    ]);
    expect(rows[0]!.unit?.scale).toBe(1_000_000);
  });

  it("names a category column the extraction left bare after the one it spans", () => {
    const [row] = readStatementRows([
      "| Three months ended June 30, | Consumer Banking 2022 | Consumer Banking 2021 | Change | 2022 | Commercial Banking 2021 | Change |",
      "| Net income | 3,100 | 5,645 | (45) | 994 | 1,422 | (30) |",
    ].join("\n"));
    expect(row?.columns.map((c) => [c.year, c.months, c.caption])).toEqual([
      [2022, 3, "Consumer Banking"], [2021, 3, "Consumer Banking"], [2022, 3, "Commercial Banking"], [2021, 3, "Commercial Banking"],
    ]);
  });

  it("keeps the heading above a table and the unlabeled total of its rows", () => {
    const rows = readStatementRows(["### Walmart International Segment", "", "| | 2021 | 2020 |", "| Net sales | 121,360 | 120,130 |", "| | 121,360 | 120,130 |"].join("\n"));
    expect(rows[0]!.context).toBe("Walmart International Segment");
    expect(rows[1]!.label).toBe("");
  });
});

describe("readStatementRows with the first column's period set in the label cell", () => {
  it("gives the label cell's year to the first value column (Best Buy's revenue mix)", () => {
    const mix = ["| 2020 | Revenue Mix Summary | 2019 | Comparable Sales Summary 2020 | 2019 |", "| --- | ---: | ---: | ---: | ---: |", "| Entertainment | 6% | 8% | (18.5)% | 4.7% |"].join("\n");
    const row = readStatementRows(mix).find((r) => r.label === "Entertainment")!;
    expect(figureFor(row, 2020)?.value).toBe(6);
    expect(figureFor(row, 2019)?.value).toBe(8);
  });

  it("gives the label cell's date to the first column, with the length its own cell names (Ulta's category mix)", () => {
    const mix = ["| April 29, 2023 | 13 Weeks Ended April 30, | 13 Weeks Ended April 30, 2022 |", "| --- | ---: | ---: |", "| Haircare products and styling tools | 18% | 20% |"].join("\n");
    const row = readStatementRows(mix).find((r) => r.label.startsWith("Haircare"))!;
    expect(figureFor(row, 2023, 3)?.value).toBe(18);
    expect(row.columns[0]!.end).toBe("2023-04-29");
    expect(figureFor(row, 2022, 3)?.value).toBe(20);
  });

  it("leaves a year over categories dating every column", () => {
    const byKind = ["| 2021 | Consumer | Business | Total |", "| --- | ---: | ---: | ---: |", "| Revenue | 10 | 20 | 30 |"].join("\n");
    const row = readStatementRows(byKind).find((r) => r.label === "Revenue")!;
    expect(row.columns.map((c) => c.caption)).toEqual(["Consumer", "Business", "Total"]);
  });
});
