import { describe, expect, it } from "vitest";
import { headings } from "./section-headings";

describe("headings", () => {
  it("keeps the text of Markdown heading lines only", () => {
    const page = "Table of Contents\n## Item 3. Legal Proceedings\nWe are a defendant in several suits.\n### Seasonality\n#hashtag is not a heading";
    expect(headings(page)).toBe("Item 3. Legal Proceedings\nSeasonality");
  });

  it("is empty for a page without headings", () => {
    expect(headings("Net sales rose 8 percent.")).toBe("");
  });
});
