import { describe, expect, it } from "vitest";
import { isPerShareRow, readStatementRows } from "./statement-table";

const release = [
  "Consolidated Statements of Earnings (unaudited; in millions, except per share data)",
  "",
  "| | Quarters Ended June 25, 2023 | Quarters Ended June 26, 2022 | Six Months Ended June 25, 2023 | Six Months Ended June 26, 2022 |",
  "| --- | ---: | ---: | ---: | ---: |",
  "| Net earnings | 1,681 | 309 | 3,370 | 2,042 |",
  "| Earnings per common share | | | | |",
  "| Basic | 6.65 | 1.16 | 13.28 | 7.65 |",
  "| Diluted | 6.63 | 1.16 | 13.24 | 7.62 |",
  "| Weighted average shares outstanding Basic | 252.8 | 265.8 | 253.7 | 267.0 |",
  "| Diluted | 253.6 | 266.7 | 254.6 | 267.9 |",
].join("\n");

describe("share-count headings printed in their first row", () => {
  it("puts the Basic and Diluted rows under the share-count heading, not the per-share one above", () => {
    const rows = readStatementRows(release);
    const counts = rows.filter((r) => r.section === "Weighted average shares outstanding");
    expect(counts.map((r) => r.label)).toEqual(["Basic", "Diluted"]);
    expect(counts.some(isPerShareRow)).toBe(false);
    const perShare = rows.filter((r) => r.section === "Earnings per common share");
    expect(perShare.map((r) => r.label)).toEqual(["Basic", "Diluted"]);
  });

  it("reads a heading closed by a colon", () => {
    const rows = readStatementRows(["| | 3Q22 | 2Q22 |", "| --- | ---: | ---: |", "| Average shares: Basic | 2,961.2 | 2,962.2 |", "| Diluted | 2,965.4 | 2,966.3 |"].join("\n"));
    expect(rows.map((r) => [r.section, r.label])).toEqual([["Average shares", "Basic"], ["Average shares", "Diluted"]]);
  });

  it("leaves a row that only ends in the word alone when no other half follows", () => {
    const rows = readStatementRows(["| | 2022 | 2021 |", "| --- | ---: | ---: |", "| Weighted-average common shares outstanding, basic | 10 | 11 |", "| Net income | 5 | 6 |"].join("\n"));
    expect(rows[0]!.label).toBe("Weighted-average common shares outstanding, basic");
  });
});
