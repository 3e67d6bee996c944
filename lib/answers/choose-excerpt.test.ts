import { describe, expect, it } from "vitest";
import { chooseExcerpt, passages } from "./choose-excerpt";

const page = [
  "## Consolidated Statement of Cash Flows",
  "(Millions)",
  "| | 2018 | 2017 |",
  "|---|---|---|",
  "| Net income including noncontrolling interest | 5,363 | 4,869 |",
  "| Purchases of property, plant and equipment (PP&E) | (1,577) | (1,373) |",
  "The Company's capital spending rose in 2018. It reflects new plants in Asia.",
].join("\n");

describe("chooseExcerpt", () => {
  it("picks the passage sharing the claim's figures, verbatim", () => {
    const excerpt = chooseExcerpt(page, "Capital expenditure in FY2018 was $1,577 million");
    expect(excerpt).toBe("| Purchases of property, plant and equipment (PP&E) | (1,577) | (1,373) |");
    expect(page.includes(excerpt!)).toBe(true);
  });

  it("splits prose into sentences and ignores table separators", () => {
    const ps = passages(page);
    expect(ps).toContain("It reflects new plants in Asia.");
    expect(ps.some((p) => /^\|[-| ]+\|$/.test(p))).toBe(false);
    expect(chooseExcerpt(page, "new plants in Asia")).toBe("It reflects new plants in Asia.");
  });
});
