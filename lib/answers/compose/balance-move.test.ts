import { describe, expect, it } from "vitest";
import { fixturePage, doc } from "../sample-filing.fixture";
import { balanceMoveAnswer, balanceMoveAsked } from "./balance-move";

const restructuring = fixturePage(doc, 67, "financial-table", [
  "An analysis of the Company's restructuring plan liability, not including restructuring-related liabilities, is as follows:",
  "",
  "| (in millions) | Employee Costs | Fixed Asset Related Costs | Other Costs | Total Restructuring Costs |",
  "| --- | ---: | ---: | ---: | ---: |",
  "| Liability balance at June 30, 2018 | 35 | — | — | 35 |",
  "| Net charges to earnings | 84 | 34 | 13 | 131 |",
  "| Liability balance at June 30, 2019 | 73 | 7 | 8 | 88 |",
  "| Net charges to earnings | 45 | 24 | 29 | 98 |",
  "| Cash paid | (48) | (5) | (25) | (78) |",
  "| Non-cash and other | — | (23) | — | (23) |",
  "| Liability balance at June 30, 2020 | 70 | 3 | 12 | 85 |",
]);

const equity = fixturePage(doc, 50, "equity-statement", [
  "CONSOLIDATED STATEMENTS OF EQUITY (in millions)",
  "",
  "| | Common stock | Retained earnings | Total |",
  "| --- | ---: | ---: | ---: |",
  "| Balance at June 30, 2019 | 10 | 500 | 510 |",
  "| Net income | — | 90 | 90 |",
  "| Balance at June 30, 2020 | 10 | 590 | 600 |",
]);

describe("balanceMoveAsked", () => {
  it.each([
    ["Did the restructuring liability rise or fall over fiscal 2020, and by how much?", true],
    ["Did goodwill increase or decrease during 2020?", true],
    ["How much did the restructuring liability fall in 2020?", false],
    ["What was the restructuring liability at June 30, 2020?", false],
  ])("%s", (question, asked) => expect(balanceMoveAsked(question)).toBe(asked));
});

describe("balanceMoveAnswer", () => {
  it("reads the total column's balances at both ends of the year", () => {
    const written = balanceMoveAnswer("Amcor's restructuring plan liability over fiscal 2020: did the total rise or fall, and by how much?", 2020, [equity, restructuring]);
    expect(written?.text).toMatch(/^The balance fell by \*\*\$3 million\*\*/);
    expect(written?.text).toContain("Liability balance at June 30, 2019");
    expect(written?.text).toContain("- Cash paid: -$78 million");
    // The excerpt is the page's own lines.
    for (const excerpt of written!.excerpts.values()) expect(restructuring.content).toContain(excerpt);
  });

  it("takes the roll-forward of what the question names, not another table with dated balances", () => {
    const written = balanceMoveAnswer("Did retained earnings rise or fall during fiscal 2020?", 2020, [restructuring, equity]);
    expect(written?.text).toMatch(/rose by \*\*\$90 million\*\*/);
  });

  it("answers nothing when no table carries the balance through the year asked", () => {
    expect(balanceMoveAnswer("Did the restructuring liability rise or fall in 2022?", 2022, [restructuring])).toBeNull();
    expect(balanceMoveAnswer("Did warranty reserves rise or fall in 2020?", 2020, [restructuring, equity])).toBeNull();
  });
});
