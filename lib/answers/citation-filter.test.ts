import { describe, expect, it } from "vitest";
import { CitationFilter } from "./citation-filter";
import { citationRef, markersIn } from "./citation-refs";

describe("citationRef", () => {
  it("is # + 4 hex of the document id + the zero-based page index in 4 hex", () => {
    expect(citationRef("3F2A9C10-1111-4222-8333-444455556666", 1)).toBe("#3f2a0000");
    expect(citationRef("3f2a9c10-1111-4222-8333-444455556666", 61)).toBe("#3f2a003c");
    expect(citationRef("3f2a9c10-1111-4222-8333-444455556666", 61)).toMatch(/^#[0-9a-f]{8}$/);
  });
});

describe("CitationFilter", () => {
  const known = new Set(["#aaaa0001", "#bbbb0002"]);

  it("passes known markers and drops unknown ones with the space before them", () => {
    const f = new CitationFilter(known);
    const out = f.push("Revenue was $5 million [#aaaa0001] and margin 3% [#deadbeef].") + f.end();
    expect(out).toBe("Revenue was $5 million [#aaaa0001] and margin 3%.");
    expect(f.dropped).toBe(1);
    expect(f.citations.map((c) => c.ref)).toEqual(["#aaaa0001"]);
    expect(f.citations[0]?.claim).toContain("Revenue was $5 million");
  });

  it("holds a marker split across pushes until it is complete", () => {
    const f = new CitationFilter(known);
    const pieces = ["Net income rose ", "[#bb", "bb00", "02] while [", "#ffff", "0000] costs fell", "."];
    let out = "";
    const sent: string[] = [];
    for (const p of pieces) {
      const s = f.push(p);
      sent.push(s);
      out += s;
    }
    out += f.end();
    expect(out).toBe("Net income rose [#bbbb0002] while costs fell.");
    // Nothing that could become a marker was sent early.
    expect(sent.some((s) => s.includes("[#bb") && !s.includes("[#bbbb0002]"))).toBe(false);
    expect(markersIn(out)).toEqual(["#bbbb0002"]);
  });

  it("normalises upper-case refs and releases brackets that are not markers", () => {
    const f = new CitationFilter(known);
    const out = f.push("See note [1] and [#AAAA0001]") + f.end();
    expect(out).toBe("See note [1] and [#aaaa0001]");
  });
});
