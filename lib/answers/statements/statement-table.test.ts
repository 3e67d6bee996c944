import { describe, expect, it } from "vitest";
import { figureFor, readStatementRows, yearOfHeader } from "./statement-table";

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
    const [row] = readStatementRows(page);
    expect(row.columns.map((c) => [c.year, c.months])).toEqual([[2023, 3], [2022, 3], [2023, 6], [2022, 6]]);
    expect(figureFor(row, 2023, 6)?.value).toBe(50276);
    expect(figureFor(row, 2023, 3)?.value).toBe(25530);
  });

  it("reads rows written as plain text and years on a line of their own", () => {
    const page = ["In millions", "2019 2018", "Total current assets 16,525 15,134", "We grew in 2019 by 1,000 stores."].join("\n");
    const rows = readStatementRows(page);
    expect(rows).toHaveLength(1);
    expect(rows[0].label).toBe("Total current assets");
    expect(figureFor(rows[0], 2019)?.value).toBe(16525);
  });
});

describe("yearOfHeader", () => {
  it("reads the year of period headers", () => {
    expect(yearOfHeader("December 31, 2018")).toBe(2018);
    expect(yearOfHeader("Feb. 2, 2019")).toBe(2019);
    expect(yearOfHeader("Fiscal 2019")).toBe(2019);
    expect(yearOfHeader("FY2019")).toBe(2019);
    expect(yearOfHeader("2017 (a)")).toBe(2017);
    expect(yearOfHeader("For the Years Ended December 31, 2019")).toBe(2019);
    expect(yearOfHeader("Year Ended 12/31/2022")).toBe(2022);
    expect(yearOfHeader("2023 Amount")).toBe(2023);
    expect(yearOfHeader("2023 Percent to Sales")).toBeNull();
    expect(yearOfHeader("1,577")).toBeNull();
    expect(yearOfHeader("Net income")).toBeNull();
  });
});
