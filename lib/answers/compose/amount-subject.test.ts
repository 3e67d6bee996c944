import { describe, expect, it } from "vitest";
import { amountSubjectTest } from "./amount-subject";

describe("the things an amount question names", () => {
  it.each([
    "Did any single customer account for more than a fifth of net sales in fiscal 2023? Give the share and how concentrated the segments were.",
    "Did the U.S. government account for more than a third of revenues in 2019? Answer from the 2019 10-K.",
    "How much did the company pay in dividends in 2021. Show the amount.",
  ])("takes no sentence's first word for a name: %s", (question) => {
    expect(amountSubjectTest(question, true, "General Mills, Inc.")).toBeNull();
  });

  it("still reads a name inside a sentence", () => {
    const test = amountSubjectTest("How much did it pay for Whole Foods Market? Give the price.", true, "Amazon.com, Inc.");
    expect(test?.("the acquisition of Whole Foods Market for approximately $13.2 billion")).toBe(true);
    expect(test?.("net sales of $13.2 billion")).toBe(false);
  });
});
