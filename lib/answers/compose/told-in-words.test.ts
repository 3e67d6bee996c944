import { describe, expect, it } from "vitest";
import { toldInWords } from "./told-in-words";

describe("a dividend policy, a repurchase program or seasonality is asked in words", () => {
  it.each([
    "What is Verizon's dividend policy according to its fiscal 2020 10-K?",
    "NIKE dividend policy 2019",
    "What share repurchase program did General Mills have in fiscal 2023?",
    "Describe the company's buyback plan.",
    "What is the board's policy on paying dividends?",
    "How much remained under the share repurchase authorization at year end?",
    "Amazon 2017: is there a seasonal pattern to sales?",
    "How seasonal is Best Buy's revenue?",
  ])("%s", (question) => {
    expect(toldInWords(question)).toBe(true);
  });

  it.each([
    "How much did Nike spend buying back its own shares in FY20?",
    "How much did it spend under its share repurchase program in 2022?",
    "How much did Activision Blizzard pay out in dividends during 2019?",
    "What was Walmart's dividend payout ratio in fiscal 2021?",
    "Dividends paid in 2022?",
  ])("%s asks for the cash paid", (question) => {
    expect(toldInWords(question)).toBe(false);
  });
});

describe("a cause is asked in words wherever the question puts it", () => {
  it.each([
    "What does Amazon's 2016 10-K say drove revenue?",
    "What does management think caused the decline in margins?",
    "According to Best Buy's fiscal 2023 10-K, why did SG&A fall?",
    "Summarise why Lockheed Martin's Aeronautics net sales changed in 2022.",
    "Tell me why operating income rose in 2021.",
  ])("%s", (q) => {
    expect(toldInWords(q)).toBe(true);
  });

  it.each(["What was Amazon's revenue in 2016?", "How much did SG&A fall in fiscal 2023?"])("%s asks a figure", (q) => {
    expect(toldInWords(q)).toBe(false);
  });
});
