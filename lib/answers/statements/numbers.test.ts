import { describe, expect, it } from "vitest";
import { formatFigure, parseFigure, readUnit } from "./numbers";

describe("parseFigure", () => {
  it("reads statement figures as printed", () => {
    expect(parseFigure("5,363")).toBe(5363);
    expect(parseFigure("$ 1,577")).toBe(1577);
    expect(parseFigure("$1,577.5")).toBe(1577.5);
    expect(parseFigure("(1,577)")).toBe(-1577);
    expect(parseFigure("$ (42)")).toBe(-42);
    expect(parseFigure("(1,577")).toBe(-1577);
    expect(parseFigure("—")).toBe(0);
    expect(parseFigure("–")).toBe(0);
    expect(parseFigure("-")).toBe(0);
    expect(parseFigure("12.5 %")).toBe(12.5);
    expect(parseFigure("(0.9)%")).toBe(-0.9);
    expect(parseFigure("-3.2")).toBe(-3.2);
    expect(parseFigure("17,179$")).toBe(17179);
    expect(parseFigure("Net income")).toBeNull();
    expect(parseFigure("1,57")).toBeNull();
    expect(parseFigure("")).toBeNull();
  });
});

describe("readUnit", () => {
  it("finds the unit a page declares", () => {
    expect(readUnit("(In millions, except per share amounts)")).toMatchObject({ scale: 1_000_000, word: "million" });
    expect(readUnit("(Dollars in thousands)")).toMatchObject({ scale: 1_000, word: "thousand" });
    expect(readUnit("($ in millions)")).toMatchObject({ scale: 1_000_000 });
    expect(readUnit("(Millions)")).toMatchObject({ scale: 1_000_000 });
    expect(readUnit("| Year Ended December 31 (Millions, except per share amounts) | 2022 |")).toMatchObject({ scale: 1_000_000 });
    expect(readUnit("amounts in millions of dollars")).toMatchObject({ scale: 1_000_000 });
    expect(readUnit("Sales grew by a million units last year")).toBeNull();
  });
});

describe("formatFigure", () => {
  it("writes figures with separators and the decimals they need", () => {
    expect(formatFigure(1577)).toBe("1,577");
    expect(formatFigure(-1577)).toBe("-1,577");
    expect(formatFigure(1.23456, 2)).toBe("1.23");
    expect(formatFigure(0.5)).toBe("0.5");
  });
});
