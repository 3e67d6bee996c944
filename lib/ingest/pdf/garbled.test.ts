import { describe, expect, it } from "vitest";
import { isGarbled } from "./garbled";
import { UNMAPPED, type TextRun } from "./text-runs";

const page = (...texts: string[]) => [texts.map((text): TextRun => ({ text, x0: 0, x1: 10, y: 0, size: 10, font: "f" }))];
const prose =
  "The Company designs, manufactures and markets products and services to customers around the world through its retail and online stores. ";

describe("isGarbled", () => {
  it("passes ordinary text, including a few symbols without characters", () => {
    expect(isGarbled(page(prose.repeat(3), `${UNMAPPED} Yes`))).toBe(false);
  });

  it("passes a list of names without common words (a subsidiaries exhibit)", () => {
    const names = "MGM Lessee LLC MGM Grand Hotel LLC Bellagio LLC Mandalay Bay LLC MGM Resorts Aviation Corp ";
    expect(isGarbled(page(names.repeat(5)))).toBe(false);
  });

  it("flags a page whose characters mostly have no character map", () => {
    expect(isGarbled(page(UNMAPPED.repeat(40), "12 S"))).toBe(true);
  });

  it("flags letters from a broken font map that form no words", () => {
    // Every letter replaced by a consonant, as a font whose codes are glyph numbers reads.
    const soup = prose.replace(/[a-z]/g, (c) => "bcdfghjklmnpqrstvwxz"[c.charCodeAt(0) % 20]!);
    expect(isGarbled(page(soup.repeat(3)))).toBe(true);
  });

  it("does not flag an empty page", () => {
    expect(isGarbled([])).toBe(false);
  });
});
