import { describe, expect, it } from "vitest";
import { isQuotedRow, quotedRowFirst, quotedRowLabels } from "./quoted-row";

describe("a row the question quotes", () => {
  it("reads the quoted wording called a line, before or after the word", () => {
    expect(quotedRowLabels("Boeing's product warranty roll-forward for 2019: what amount appears on the 'changes in estimates' line?")).toEqual(["changes in estimates"]);
    expect(quotedRowLabels("Walmart's roll-forward: what amount appears on the line 'Settlements during the period'?")).toEqual(["Settlements during the period"]);
    expect(quotedRowLabels("What is on the “Other, net” row?")).toEqual(["Other, net"]);
  });

  it("reads no quote that is not called a line", () => {
    expect(quotedRowLabels("What did the company say about its 'one Boeing' strategy?")).toEqual([]);
    expect(quotedRowLabels("Boeing's warranty line of credit?")).toEqual([]);
  });

  it("matches a table row's passage by its label, footnote mark aside", () => {
    expect(isQuotedRow("Changes in estimates: 201 (2019), (123) (2018)", "changes in estimates")).toBe(true);
    expect(isQuotedRow("Changes in estimated fair value (6): (194) (2022)", "Changes in estimated fair value")).toBe(true);
    expect(isQuotedRow("Changes to cost and revenue estimates could result in losses: $148", "changes in estimates")).toBe(false);
  });

  it("puts the quoted row first, else leaves the order", () => {
    const scored = [{ c: { quote: "Changes to cost estimates could result in reach-forward losses of $148." } }, { c: { quote: "Product warranties: 1,267 (2019)" } }, { c: { quote: "Changes in estimates: 201 (2019), (123) (2018)" } }];
    expect(quotedRowFirst("What amount appears on the 'changes in estimates' line?", scored)[0]).toBe(scored[2]);
    expect(quotedRowFirst("What were the changes in estimates?", scored)).toBe(scored);
  });
});
