import { describe, expect, it } from "vitest";
import { fragments } from "./fragments";

describe("fragments", () => {
  it("splits into a few words each and joins back to the text exactly", () => {
    const text = "3M's capital expenditure in FY2018 was $1,577 million [#ab120040].\n\n- next line here";
    const parts = [...fragments(text)];
    expect(parts.join("")).toBe(text);
    expect(parts.length).toBeGreaterThan(3);
    for (const p of parts) expect(p.trim().split(/\s+/).length).toBeLessThanOrEqual(4);
    expect(parts.some((p) => p.includes("[#ab120040]."))).toBe(true);
  });
});
