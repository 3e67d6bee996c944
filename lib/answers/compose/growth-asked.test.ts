import { describe, expect, it } from "vitest";
import { asksGrowthRate } from "./growth-asked";

describe("whether a question asks how fast a figure grew", () => {
  it.each([
    "Was Coca-Cola's top line growing in 2016?",
    "What was NIKE's revenue growth in fiscal 2019?",
    "Express (2019 inventories - 2018 inventories) / 2018 inventories in percent, two decimals.",
    "By what percent did Best Buy's merchandise inventories change from fiscal 2018 to fiscal 2019?",
    "What was the percentage change in Walmart's total assets in fiscal 2021?",
  ])("asks the rate: %s", (question) => {
    expect(asksGrowthRate(question)).toBe(true);
  });

  it.each([
    "Did 3M's gross profit increase in 2022?",
    "What were Boeing's inventories at December 31, 2019 and 2018?",
    "How did Pfizer's short-term borrowings change during 2020?",
  ])("asks the level: %s", (question) => {
    expect(asksGrowthRate(question)).toBe(false);
  });
});
