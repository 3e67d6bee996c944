import { describe, expect, it } from "vitest";
import { asksPerShare, leadStatesPerShare } from "./per-share-asked";

describe("a price per share asked of a passage", () => {
  it("is asked by 'price per share' and 'dividend per share', not by a total", () => {
    expect(asksPerShare("At what average price per share did Costco buy back stock under the program?")).toBe(true);
    expect(asksPerShare("How much stock did Costco buy back in 2023?")).toBe(false);
  });

  it("is stated by a figure per share or in cents, not by the size of a program", () => {
    expect(leadStatesPerShare("The Company repurchased 1.2 million shares at an average price of $471.20.")).toBe(true);
    expect(leadStatesPerShare("The board declared a quarterly dividend of 90 cents.")).toBe(true);
    expect(leadStatesPerShare("We will acquire Seagen for $229 in cash per Seagen share.")).toBe(true);
    expect(leadStatesPerShare("The Board reauthorized a common stock repurchase program of up to $4 billion.")).toBe(false);
    expect(leadStatesPerShare("The program of up to $4.00 billion was reauthorized.")).toBe(false);
  });
});
