import { describe, expect, it } from "vitest";
import type { CitablePage } from "../engines/engine";
import { measuresNamed, unstatedMeasure } from "./measure-asked";

const page = (content: string) => ({ content }) as CitablePage;
// Verizon's 10-K for 2022, page 29, and MGM's 10-K for 2019, page 76 (ticket sales, no ticket price).
const verizon = page("| Churn Rate:(2) Wireless retail(4) | 1.63% | 1.10% | | |\n| Wireless retail postpaid | 1.01% | 0.89% | | |");
const mgm = page("| Advance deposits and ticket sales | 190,325 | 221,003 |\nThe average price of a room rose in 2019.");

describe("a measure asked by name is stated only where a page names it", () => {
  it("reads the measure's qualifier and head", () => {
    expect(measuresNamed("What was Microsoft's customer churn rate in fiscal 2016?")).toEqual([["churn", "rate"]]);
    expect(measuresNamed("What was the average ticket price at MGM's Las Vegas shows in 2019?")).toEqual([["ticket", "price"]]);
    expect(measuresNamed("What was Boeing's effective tax rate in 2017?")).toEqual([["tax", "rate"]]);
    expect(measuresNamed("What did Amazon pay for Whole Foods?")).toEqual([]);
  });

  it("finds a measure no page names, and none where a page names it", () => {
    expect(unstatedMeasure("What was the average ticket price at MGM's Las Vegas shows in 2019?", [mgm])).toBe("ticket price");
    expect(unstatedMeasure("What was Verizon's wireless retail postpaid churn rate in 2022?", [verizon])).toBeNull();
    expect(unstatedMeasure("What was Microsoft's customer churn rate in fiscal 2016?", [mgm])).toBe("churn rate");
  });
});
