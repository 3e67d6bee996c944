import { describe, expect, it } from "vitest";
import { divisionOperand } from "./division-operands";
import { asked } from "./formula-readings.fixture";

const arithmetic = (t: string) => /\s(?:plus|minus|less|\+|-|\/)\s/i.test(` ${t} `);

describe("an operand of a division asked outright", () => {
  it.each([
    ["that free cash flow", "free cash flow"],
    ["the total income before income taxes", "the total income before income taxes"],
    ["cash returned to shareholders (dividends paid plus repurchases)", "(dividends paid plus repurchases)"],
    ["the 'Foreign' line", "the 'Foreign' line"],
  ])("reads %j as %j", (words, operand) => {
    expect(divisionOperand(words, new Set(["free cash flow"]), arithmetic)).toBe(operand);
  });

  it.each(["it", "that", "that figure", "the result", "the total", "this amount"])("leaves %j, which refers back, to the steps", (words) => {
    expect(divisionOperand(words, new Set(["free cash flow"]), arithmetic)).toBeNull();
  });
});

describe("a division asked after a definition", () => {
  it("divides a bracketed sum by the figure defined before", () => {
    const q = "Define free cash flow as net cash provided by operating activities less capital expenditures. Then divide cash returned to shareholders (dividends paid plus repurchases of common stock) by that free cash flow. Percent, two decimals.";
    expect(asked(q, 2020)).toBe("Result in percent [percent] = (Dividends paid + Repurchases of common stock) / (Cash from operating activities − Capital expenditure)");
  });

  it("reads \"the total …\" as a row, not as the result of a step", () => {
    expect(asked("Microsoft fiscal 2017: divide the 'Foreign' line by the total income before income taxes. Percent, two decimals.", 2017)).toBe("Result in percent [percent] = Foreign / Income before income taxes");
  });
});
