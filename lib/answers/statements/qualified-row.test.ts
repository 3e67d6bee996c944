import { describe, expect, it } from "vitest";
import { fixturePage } from "../sample-filing.fixture";
import { segmentDoc } from "./segments.fixture";
import { compareParts } from "./part-comparison";
import { qualifierRow } from "./qualified-row";
import { readStatementRows } from "./statement-table";

// Segments as columns, the measure broken down by product rows under "Revenues by:", as NIKE's revenue note prints it.
const lines = [
  "The following tables present the Company's revenues disaggregated by reportable operating segment and major product line:",
  "| (Dollars in millions) | YEAR ENDED DECEMBER 31, 2022 NORTH AMERICA | YEAR ENDED DECEMBER 31, 2022 GREATER CHINA | YEAR ENDED DECEMBER 31, 2022 ASIA PACIFIC | YEAR ENDED DECEMBER 31, 2022 TOTAL |",
  "| --- | ---: | ---: | ---: | ---: |",
  "| Revenues by: | | | | |",
  "| Footwear | 9,329 | 4,635 | 3,449 | 17,413 |",
  "| Apparel | 4,639 | 1,896 | 1,365 | 7,900 |",
  "| TOTAL REVENUES | 13,968 | 6,531 | 4,814 | 25,313 |",
];
const page = fixturePage(segmentDoc, 90, "segment-table", lines);
const sectionIsRevenue = (section: string) => /revenues/i.test(section);

describe("a product row named before the measure", () => {
  it("is the row whose label the qualifier's words make up, under a section naming the measure", () => {
    const rows = readStatementRows(page.content);
    const footwear = rows.find((r) => r.label === "Footwear")!;
    expect(qualifierRow(footwear, ["footwear"], sectionIsRevenue)).toBe(true);
    expect(qualifierRow(footwear, ["apparel"], sectionIsRevenue)).toBe(false);
    expect(qualifierRow(footwear, [], sectionIsRevenue)).toBe(false);
    expect(qualifierRow(footwear, ["footwear"], () => false)).toBe(false);
  });

  it("compares the part columns on that row, over the total's", () => {
    const asked = compareParts([page], { item: "revenue" }, 2022, null, {}, [], null, 2022, ["footwear"]);
    expect(asked?.parts.map((p) => [p.part, p.value])).toEqual([["NORTH AMERICA", 9329], ["GREATER CHINA", 4635], ["ASIA PACIFIC", 3449]]);
    const whole = compareParts([page], { item: "revenue" }, 2022, null);
    expect(whole?.parts.map((p) => p.value)).toEqual([13968, 6531, 4814]);
  });
});
