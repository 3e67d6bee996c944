import { describe, expect, it } from "vitest";
import { readQuestion } from "../retrieval/read-question";
import { payoutPerShare } from "./payout-per-share";

describe("the payout ratio measured per share", () => {
  it("reads dividends per share over diluted EPS when the question asks it per share", () => {
    const asked = payoutPerShare("What was the fiscal 2023 dividend payout ratio, measured per share against diluted EPS?");
    expect(asked?.metric.expr).toEqual({ op: "/", left: { item: "row:dividends per share", at: "current" }, right: { item: "epsDiluted", at: "current" } });
    expect(payoutPerShare("Per-share payout ratio on basic earnings per share?")?.metric.expr).toMatchObject({ right: { item: "epsBasic" } });
  });

  it("leaves the cash payout ratio to the dictionary", () => {
    expect(payoutPerShare("What was Walmart's FY2021 dividend payout ratio?")).toBeNull();
    expect(readQuestion("What was Walmart's FY2021 dividend payout ratio?").metric?.id).toBe("payoutRatio");
  });

  it("is the metric read from a question asking it so", () => {
    expect(readQuestion("Activision Blizzard 2018 dividend payout ratio on a per-share basis, i.e. against diluted EPS? Percent, two decimals.").metric?.id).toBe("payoutRatioPerShare");
  });
});
