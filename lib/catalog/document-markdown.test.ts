import { describe, expect, it } from "vitest";
import { splitDocumentMarkdown, toDocumentMarkdown } from "./document-markdown";

describe("document Markdown", () => {
  it("round-trips pages, keeping empty pages and tables", () => {
    const pages = [
      { pageNumber: 1, content: "## Cover\n\nAnnual report" },
      { pageNumber: 2, content: "" },
      { pageNumber: 3, content: "| Net income | 5,363 | 4,869 |\n| --- | ---: | ---: |" },
    ];
    const md = toDocumentMarkdown("3M Company 2018 Annual Report (Form 10-K)", pages);
    expect(md.startsWith("# 3M Company 2018 Annual Report (Form 10-K)")).toBe(true);
    expect(splitDocumentMarkdown(md)).toEqual(pages);
  });
});
