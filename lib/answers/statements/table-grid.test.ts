import { describe, expect, it } from "vitest";
import { gridLabel, partRows, readGrids } from "./table-grid";

const page = [
  "### Contractual Obligations",
  "(dollars in millions)",
  "| Contractual Obligations | Payments Due By Period Total | Payments Due By Period Less than 1 year | Payments Due By Period More than 1 year |",
  "| --- | ---: | ---: | ---: |",
  "| Long-term debt(1) | 1,000 | 100 | 900 |",
  "| Finance lease obligations(2) | 50 | 20 | 30 |",
  "| Total long-term debt, including current maturities | 1,050 | 120 | 930 |",
  "| Purchase obligations(3)(4) | 400 | 300 | 100 |",
  "| Total contractual obligations | 1,450 | 420 | 1,030 |",
].join("\n");

describe("a page's tables read cell for cell", () => {
  it("reads the header, the rows, their labels without footnote marks and the unit", () => {
    const [grid] = readGrids(page);
    expect(grid!.header[2]).toBe("Payments Due By Period Less than 1 year");
    expect(grid!.rows.map((r) => r.label)).toEqual(["Long-term debt", "Finance lease obligations", "Total long-term debt, including current maturities", "Purchase obligations", "Total contractual obligations"]);
    expect(grid!.unit?.word).toBe("million");
  });

  it("leaves out the totals that add up the rows above them, but keeps a part merely named a total", () => {
    const [grid] = readGrids(page);
    expect(partRows(grid!.rows, 2).map((r) => r.label)).toEqual(["Long-term debt", "Finance lease obligations", "Purchase obligations"]);
    const own = readGrids(["| | Total | After 5 Years |", "| --- | ---: | ---: |", "| Total debt | 13,299 | 11,114 |", "| Interest payments | 9,382 | 6,772 |", "| Total contractual cash obligations | 22,681 | 17,886 |"].join("\n"))[0]!;
    expect(partRows(own.rows, 2).map((r) => r.label)).toEqual(["Total debt", "Interest payments"]);
  });

  it("gives each row the heading row it stands under", () => {
    const [grid] = readGrids(["| | Alpha | Beta | Total |", "| --- | ---: | ---: | ---: |", "| Net revenues by platform: | | | |", "| PC | 5 | 6 | 11 |", "| Change in deferred revenues: | | | |", "| PC | (1) | 2 | 1 |"].join("\n"));
    expect(grid!.rows.map((r) => r.section)).toEqual(["Net revenues by platform", "Change in deferred revenues"]);
  });

  it("takes footnote marks off a label", () => {
    expect(gridLabel("Mobile and ancillary (1)")).toBe("Mobile and ancillary");
    expect(gridLabel("Operating lease obligations(3)(4)")).toBe("Operating lease obligations");
  });
});
