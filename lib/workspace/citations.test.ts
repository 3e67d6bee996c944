import { describe, expect, it } from "vitest";
import { answerToMarkdown, citationOrder, splitCitations, withoutPartialMarker } from "./citations";

const doc = { id: "d1", title: "Acme 10-K 2022", date: "2022-12-31", companyName: "Acme Corp" };

describe("citations", () => {
  it("orders refs by first appearance", () => {
    expect(citationOrder("a [#bbbbbbbb] b [#aaaaaaaa][#bbbbbbbb]")).toEqual(["#bbbbbbbb", "#aaaaaaaa"]);
  });

  it("splits text around markers and ignores look-alikes", () => {
    expect(splitCitations("x [#a1b2c3d4]. [#short] [link](#a)")).toEqual([
      { kind: "text", text: "x " },
      { kind: "citation", ref: "#a1b2c3d4" },
      { kind: "text", text: ". [#short] [link](#a)" },
    ]);
  });

  it("holds back only an unfinished marker at the very end", () => {
    expect(withoutPartialMarker("Up 4% [#a1b2c3")).toBe("Up 4% ");
    expect(withoutPartialMarker("Up 4% [")).toBe("Up 4% ");
    expect(withoutPartialMarker("Up 4% [#a1b2c3d4]")).toBe("Up 4% [#a1b2c3d4]");
    expect(withoutPartialMarker("[#a1b2c3] is not at the end.")).toBe("[#a1b2c3] is not at the end.");
  });

  it("copies an answer as Markdown with footnotes naming document, date, page and excerpt", () => {
    const markdown = answerToMarkdown("Net income was $5.4bn [#a1b2c3d4] and margins held [#00000000] [#a1b2c3d4].\n", {
      "#a1b2c3d4": { pageNumber: 41, excerpt: "Net income\n| 5,363 |", documentMetadata: doc },
    });
    expect(markdown).toBe(
      "Net income was $5.4bn [^1] and margins held [^2] [^1].\n\n" +
        "[^1]: Acme Corp, Acme 10-K 2022 (2022-12-31), page 41. “Net income | 5,363 |”\n" +
        "[^2]: Source #00000000 (details not received).\n",
    );
  });

  it("links each footnote's page when given the links", () => {
    const markdown = answerToMarkdown("Up [#a1b2c3d4].", { "#a1b2c3d4": { pageNumber: 41, excerpt: null, documentMetadata: doc } },
      (source) => `https://footnote.example/documents/x#page-${source.pageNumber}`);
    expect(markdown).toBe("Up [^1].\n\n[^1]: Acme Corp, Acme 10-K 2022 (2022-12-31), [page 41](https://footnote.example/documents/x#page-41).\n");
  });

  it("copies an answer without citations as it is", () => {
    expect(answerToMarkdown("Nothing relevant was found.", {})).toBe("Nothing relevant was found.\n");
  });
});
