import { describe, expect, it } from "vitest";
import { fixturePage } from "../sample-filing.fixture";
import { segmentDoc } from "./segments.fixture";
import { compareParts } from "./part-comparison";
import { blocksAddingUp, holderBlock } from "./holder-block";

const row = (label: string, value: number) => ({ row: { label }, hit: { value } });

describe("the run of rows a part's total closes", () => {
  const a = row("Abrasives", 1410);
  const b = row("Personal Safety", 4499);
  const sAndI = row("Total Safety and Industrial Business Segment", 5909);
  const c = row("Medical Solutions", 5068);
  const d = row("Oral Care", 1427);
  const hc = row("Total Health Care Business Group", 6495);
  const company = row("Total Company", 12404);
  const read = [a, b, sAndI, c, d, hc, company];
  const totals = [sAndI, hc, company];

  it("finds every run that adds up to the total closing it", () => {
    expect(blocksAddingUp(read, totals).map((blk) => blk.closer.row.label)).toEqual(["Total Safety and Industrial Business Segment", "Total Health Care Business Group"]);
  });

  it("takes the run whose total names the part asked, not the first", () => {
    const held = holderBlock(blocksAddingUp(read, totals), ["health", "care"]);
    expect(held?.rows.map((r) => r.row.label)).toEqual(["Medical Solutions", "Oral Care"]);
    expect(held?.held).toBe(true);
  });

  it("takes the first run, not held, when no total names the part", () => {
    const first = holderBlock(blocksAddingUp(read, totals), ["consumer"]);
    expect(first?.rows.map((r) => r.row.label)).toEqual(["Abrasives", "Personal Safety"]);
    expect(first?.held).toBe(false);
    expect(holderBlock([], ["consumer"])).toBeNull();
  });
});

describe("a part's breakdown named only by the total closing it", () => {
  // Product lines of several business groups one after another in one table, as 3M's revenue note prints them.
  const page = fixturePage(segmentDoc, 60, "segment-table", [
    "Disaggregated revenue information:",
    "| Net Sales (Millions) | Year ended December 31, 2022 | Year ended December 31, 2021 |",
    "| --- | ---: | ---: |",
    "| Abrasives | 1,343 | 1,410 |",
    "| Personal Safety | 3,916 | 4,499 |",
    "| Total Safety and Industrial Business Segment | 5,259 | 5,909 |",
    "| Food Safety | 244 | 368 |",
    "| Medical Solutions | 4,581 | 4,632 |",
    "| Oral Care | 1,353 | 1,420 |",
    "| Total Health Care Business Group | 6,178 | 6,420 |",
    "| Total Company | 11,437 | 12,329 |",
  ]);

  it("compares the lines above the named total", () => {
    const c = compareParts([page], { item: "revenue" }, 2022, null, {}, [], null, 2022, [], null, ["health", "care"]);
    expect(c?.parts.map((p) => [p.part, p.value])).toEqual([["Food Safety", 244], ["Medical Solutions", 4581], ["Oral Care", 1353]]);
    expect(c?.holder).toBe("Total Health Care Business Group");
  });

  it("without a part asked, reads the lines that add up to the company total", () => {
    const c = compareParts([page], { item: "revenue" }, 2022, null);
    expect(c?.parts.map((p) => p.part)).toEqual(["Abrasives", "Personal Safety", "Food Safety", "Medical Solutions", "Oral Care"]);
    expect(c?.holder).toBeUndefined();
  });
});

describe("a change analysis under a part's heading", () => {
  // The MD&A table of one segment: its sales, then the analysis of their change in percent.
  const page = fixturePage(segmentDoc, 26, "segment-table", [
    "Safety and Industrial Business (36.4% of consolidated sales):",
    "| | 2022 | 2021 |",
    "| --- | ---: | ---: |",
    "| Sales (millions) | 12,880 | 11,734 |",
    "| Sales change analysis: | | |",
    "| Organic sales | 7.8% | 3.4% |",
    "| Translation | 2.0 | (0.7) |",
    "| Total sales change | 9.8% | 2.1% |",
  ]);

  it("breaks down the change, so its lines are no parts of sales", () => {
    expect(compareParts([page], { item: "revenue" }, 2022, null, {}, [], null, 2022, [], null, ["safety", "industrial"])).toBeNull();
  });
});
