import { describe, expect, it } from "vitest";
import { writeRow } from "../../catalog/markdown-table";
import { pageText } from "./page-text";

describe("pageText", () => {
  it("reads a table row through the one table reader: no escape left behind, cells joined by ' | '", () => {
    const row = writeRow(["Common Stock | Class A", "WMT", "NYSE"]);
    expect(row).toContain("\\|");
    // The plain line cannot tell a bar inside a cell from a cell boundary; what matters to the
    // cover-page reader is that no backslash or empty cell is left behind.
    expect(pageText(row).lines).toEqual(["Common Stock | Class A | WMT | NYSE"]);
  });

  it("drops a row's empty cells and other Markdown decoration", () => {
    expect(pageText("| **Walmart Inc.** |  | (Exact name of registrant) |").lines).toEqual([
      "Walmart Inc. | (Exact name of registrant)",
    ]);
  });
});
