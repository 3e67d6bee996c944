import { describe, expect, it } from "vitest";
import type { Figure } from "../statements/figure-book";
import { figureText, metricText, money, percentDecimals } from "./format";

describe("how a metric's percentage is written", () => {
  it("keeps two decimals for a small rate and one for a larger, unless the question asks", () => {
    expect(percentDecimals(1.7467)).toBe(2);
    expect(percentDecimals(-0.83)).toBe(2);
    expect(percentDecimals(45.27)).toBe(1);
    // CVS's capex of $2,520 million on revenue of $292,111 million: 0.86%, not 0.9% (off by 4%).
    expect(metricText(0.8627, "percent", { decimals: null, percent: false })).toBe("0.86%");
    expect(metricText(45.266, "percent", { decimals: null, percent: false })).toBe("45.3%");
    expect(metricText(0.8627, "percent", { decimals: 1, percent: false })).toBe("0.9%");
  });
});

describe("how an amount is written at the scale asked", () => {
  it("keeps three significant digits below one of the scale", () => {
    // Best Buy's Q2 FY2024 net earnings of $274 million, asked in billions.
    expect(money(274e6, 1e9)).toBe("$0.274 billion");
    // Block's FY2015 tax provision of $3,746 thousand, asked in billions: not "$0.00 billion".
    expect(money(3_746e3, 1e9)).toBe("$0.00375 billion");
    expect(money(-39.141e6, 1e9)).toBe("-$0.0391 billion");
  });

  it("writes larger amounts as before", () => {
    expect(money(1_486.8e6, 1e9)).toBe("$1.49 billion");
    expect(money(1_577e6, 1e6)).toBe("$1,577 million");
    expect(money(42.5e3, 1e3)).toBe("$42.50 thousand");
    expect(money(0, 1e9)).toBe("$0 billion");
  });
});

describe("how a headcount row of a money table is written", () => {
  const millions = { scale: 1_000_000, word: "million", currency: "$" };
  const figure = (label: string, printed: number) =>
    ({ item: `row:${label.toLowerCase()}`, printed, amount: printed * 1_000_000, row: { label, unit: millions, section: "", cells: [label, String(printed)], columns: [] } }) as unknown as Figure;

  it("prints the people counted as the table prints them, not scaled by the heading's \"Dollars in millions\"", () => {
    expect(figureText(figure("Year-end workforce", 161_400), null)).toBe("161,400");
    expect(figureText(figure("Employees", 155_800), null)).toBe("155,800");
  });

  it("keeps the scale a count row states itself, and money rows as money", () => {
    expect(figureText(figure("Employees (in thousands)", 155.8), null)).not.toBe("155.8");
    expect(figureText(figure("Operating cash flow", 9_363), null)).toMatch(/^\$/);
  });
});
