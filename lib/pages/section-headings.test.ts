import { describe, expect, it } from "vitest";
import { headings, opensWithHeading, sectionHeadings } from "./section-headings";

describe("headings", () => {
  it("keeps the text of Markdown heading lines only", () => {
    const page = "Table of Contents\n## Item 3. Legal Proceedings\nWe are a defendant in several suits.\n### Seasonality\n#hashtag is not a heading";
    expect(headings(page)).toBe("Item 3. Legal Proceedings\nSeasonality");
  });

  it("is empty for a page without headings", () => {
    expect(headings("Net sales rose 8 percent.")).toBe("");
  });
});

describe("sectionHeadings", () => {
  const notePage = "Table of Contents\n### Note 5 - Acquisitions and Divestitures\nThe Company completed two acquisitions in the year.\n### Year ended June 30, 2023";
  const continued = "Table of Contents\nNotes to Consolidated Financial Statements (continued)\nThe purchase price of Kord Industries was $400 million.";
  const opening = "Table of Contents\n## Note 6 - Debt\nThe Company's borrowings are described below.";

  it("adds the previous page's last heading to a page that continues its section", () => {
    expect(opensWithHeading(continued)).toBe(false);
    expect(sectionHeadings(continued, notePage)).toBe("Note 5 - Acquisitions and Divestitures\nYear ended June 30, 2023\n");
  });

  it("keeps a page's own headings only when it opens a section of its own", () => {
    expect(opensWithHeading(opening)).toBe(true);
    expect(sectionHeadings(opening, notePage)).toBe("Note 6 - Debt");
  });

  it("is the page's own headings for a first page", () => {
    expect(sectionHeadings(notePage, undefined)).toBe("Note 5 - Acquisitions and Divestitures\nYear ended June 30, 2023");
  });
});
