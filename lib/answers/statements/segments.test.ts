import { describe, expect, it } from "vitest";
import { compareParts } from "./part-comparison";
import { SegmentBook } from "./segment-book";
import { segmentsNamed } from "./segment-names";
import { fixturePage } from "../sample-filing.fixture";
import { byColumn, byRow, bySection, segmentDoc, segmentPages } from "./segments.fixture";

describe("segmentsNamed", () => {
  it("finds the parts of the company a question capitalises and the tables print", () => {
    expect(segmentsNamed("What were Globex's Space Systems net sales in 2022?", segmentPages)).toEqual(["Space Systems"]);
    expect(segmentsNamed("How much did the Cloud Services segment earn in 2022?", segmentPages)).toEqual(["Cloud Services"]);
    expect(segmentsNamed("Globex Greater China revenues in 2022?", segmentPages)).toEqual(["Greater China"]);
  });

  it("takes no line item, no company name and no lower-case words as a part", () => {
    expect(segmentsNamed("What were Globex's net sales in 2022?", segmentPages)).toEqual([]);
    expect(segmentsNamed("How did space systems do in 2022?", segmentPages)).toEqual([]);
    // A figure's own name printed as a column caption is no part of the company.
    const captioned = [fixturePage(segmentDoc, 60, "financial-table", ["| | 2022 EPS | 2022 EBITDA |", "| --- | ---: | ---: |", "| Reported | 2.41 | 5,000 |"])];
    expect(segmentsNamed("Globex's payout ratio against diluted EPS (dividends per share / diluted EPS)?", captioned)).toEqual([]);
  });
});

describe("SegmentBook", () => {
  it("reads a part's figures whichever way the table lays them out", () => {
    const row = new SegmentBook(segmentPages, "Space Systems").find("operatingIncome", 2022);
    expect([row?.amount, row?.page.pageNumber, row?.segment?.place]).toEqual([1_045_000_000, byRow.pageNumber, "row"]);
    expect(new SegmentBook(segmentPages, "Space Systems").find("revenue", 2021)?.printed).toBe(11814);
    const section = new SegmentBook(segmentPages, "Cloud Services").find("operatingIncome", 2022);
    expect([section?.printed, section?.page.pageNumber, section?.segment?.place]).toEqual([9201, bySection.pageNumber, "section"]);
    const column = new SegmentBook(segmentPages, "GREATER CHINA").find("revenue", 2022);
    expect([column?.printed, column?.page.pageNumber, column?.segment?.place]).toEqual([8290, byColumn.pageNumber, "column"]);
  });

  it("does not read another part's figure or the company's total", () => {
    expect(new SegmentBook(segmentPages, "Space Systems").find("revenue", 2020)).toBeNull();
    expect(new SegmentBook([byRow], "Cloud Services").find("revenue", 2022)).toBeNull();
  });
});

describe("compareParts", () => {
  it("lines the parts up on a measure, as rows adding up to their total or as columns", () => {
    const profit = compareParts(segmentPages, { item: "operatingIncome" }, 2022, null);
    expect(profit?.parts.map((p) => [p.part, p.value])).toEqual([["Aeronautics", 2866], ["Space Systems", 1045]]);
    const regions = compareParts(segmentPages, { item: "revenue" }, 2022, null);
    expect(regions?.parts.map((p) => p.part)).toEqual(["Aeronautics", "Space Systems"]);
    expect(compareParts([byColumn], { item: "revenue" }, 2022, null)?.parts.map((p) => [p.part, p.value])).toEqual([["NORTH AMERICA", 17179], ["GREATER CHINA", 8290]]);
    const sections = { ...bySection, content: `${bySection.content}\n| Retail | | |\n| Net sales | 245,496 | 207,232 |\n| Operating income | 5,340 | 5,125 |` };
    expect(compareParts([sections], { item: "operatingIncome" }, 2022, null)?.parts.map((p) => [p.part, p.value])).toEqual([["Cloud Services", 9201], ["Retail", 5340]]);
  });

  it("does not take a reconciliation's lines for parts of the company", () => {
    expect(compareParts(segmentPages, { words: ["ebitdar"] }, 2022, null)).toBeNull();
  });
});
