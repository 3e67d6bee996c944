import { describe, expect, it } from "vitest";
import { growthOfComposition } from "./growth-of-composition";
import { findDefinitions } from "./question-formulas";

const arithmetic = (t: string) => /\s(?:less|minus|plus|[-−+/])\s/i.test(` ${t} `);

describe("the growth of a composition taken for two years", () => {
  it.each([
    ["take consolidated net sales less AWS net sales for 2018 and for 2017, and compute (2018 figure − 2017 figure) / 2017 figure", "consolidated net sales less AWS net sales"],
    ["Take total revenues less Converse revenues for fiscal 2019 and for fiscal 2018, then compute (fiscal 2019 figure − fiscal 2018 figure) / fiscal 2018 figure", "total revenues less Converse revenues"],
    ["compute operating income plus depreciation in 2021 and 2020 and then calculate (2021 amount − 2020 amount) / 2020 amount", "operating income plus depreciation"],
  ])("%s", (sentence, formula) => {
    expect(growthOfComposition(sentence, arithmetic)?.formula).toBe(formula);
  });

  it.each([
    "take net sales for 2018 and for 2017, and compute (2018 figure − 2017 figure) / 2017 figure",
    "take net sales less AWS net sales for 2018 and for 2017, and compare them",
    "take net sales less AWS net sales for 2018",
  ])("reads none in %j", (sentence) => {
    expect(growthOfComposition(sentence, arithmetic)).toBeNull();
  });

  it("defines the composition and sets its growth aside", () => {
    const defs = findDefinitions("AMZN 2018 — net sales growth excluding AWS: take consolidated net sales less AWS net sales for 2018 and for 2017, and compute (2018 figure − 2017 figure) / 2017 figure. Percent, two decimals.");
    expect(defs.map((d) => [d.names, d.formula, !!d.growth])).toEqual([
      [["consolidated net sales less AWS net sales"], "consolidated net sales less AWS net sales", false],
      [[], "(2018 figure − 2017 figure) / 2017 figure", true],
    ]);
  });
});
