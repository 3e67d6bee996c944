import { describe, expect, it } from "vitest";
import { isGarbled } from "./garbled";
import { UNMAPPED, type TextRun } from "./text-runs";

const runOf = (text: string): TextRun => ({ text, x0: 0, x1: 10, y: 0, size: 10, font: "f" });
const prose =
  "The Company designs, manufactures and markets products and services to customers around the world through its retail and online stores.";

describe("isGarbled", () => {
  it("passes ordinary text, including a few symbols without characters", () => {
    expect(isGarbled([[runOf(prose), runOf(`${UNMAPPED} Yes`)]], prose)).toBe(false);
  });

  it("flags a page whose characters mostly have no character map", () => {
    const glyphs = [runOf(UNMAPPED.repeat(40)), runOf("12 S")];
    expect(isGarbled([glyphs], "12")).toBe(true);
  });

  it("flags characters from a shifted font map that form no words", () => {
    const page = `${prose} ${prose} ${prose}`;
    expect(isGarbled([[runOf(page)]], page)).toBe(false);
    const shift = (by: number) => page.replace(/[a-z]/gi, (c) => String.fromCharCode(c.charCodeAt(0) + by));
    const letters = page.replace(/[a-z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 97 + 3) % 26) + 97));
    expect(isGarbled([[runOf(letters)]], letters)).toBe(true);
    expect(isGarbled([[runOf(shift(-29))]], shift(-29))).toBe(true);
  });

  it("does not flag an empty page", () => {
    expect(isGarbled([], "")).toBe(false);
  });
});
