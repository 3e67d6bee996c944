import { describe, expect, it } from "vitest";
import { asksMarketPrice, statesMarketPrice } from "./market-price";

describe("a stock's market price is answered only by a passage stating one", () => {
  it("reads a market price asked", () => {
    expect(asksMarketPrice("At what price did Ulta Beauty's stock close on the day it released first-quarter fiscal 2023 results?")).toBe(true);
    expect(asksMarketPrice("What was PepsiCo's share price when it reported its second-quarter 2023 results?")).toBe(true);
    expect(asksMarketPrice("What was Netflix's market capitalization at the end of 2017?")).toBe(true);
    expect(asksMarketPrice("What price did Amazon pay for Whole Foods Market?")).toBe(false);
    expect(asksMarketPrice("Pfizer / Seagen: price per share, deal value, and how it's being financed?")).toBe(false);
    expect(asksMarketPrice("When did Corning close the sale of its business?")).toBe(false);
  });

  it("knows a passage stating one from a nearby figure", () => {
    // General Mills' 10-K for fiscal 2020, its cover; Ulta Beauty's Q1 fiscal 2023 release, page 2.
    expect(
      statesMarketPrice(
        "Aggregate market value of Common Stock held by non-affiliates of the registrant, based on the closing price of $52.69 per share as reported on the New York Stock Exchange on November 24, 2019",
      ),
    ).toBe(true);
    expect(statesMarketPrice("During the first quarter of fiscal 2023, the Company repurchased 541,108 shares of its common stock at a cost of $285.8 million, including excise tax.")).toBe(false);
  });

  it("wants the price of the day asked, however the day is written", () => {
    // General Mills' 10-K for fiscal 2020, its cover: a close on November 24, 2019.
    const cover =
      "Aggregate market value of Common Stock held by non-affiliates of the registrant, based on the closing price of $52.69 per share as reported on the New York Stock Exchange on November 24, 2019";
    expect(statesMarketPrice(cover, "General Mills: where did its stock close on November 24, 2019?")).toBe(true);
    expect(statesMarketPrice(cover, "GIS share price at Nov. 24, 2019?")).toBe(true);
    expect(statesMarketPrice(cover, "What was the closing share price of General Mills on 11/24/2019?")).toBe(true);
    expect(statesMarketPrice(cover, "General Mills: closing share price on May 31, 2020, and the market cap it implies?")).toBe(false);
    expect(statesMarketPrice(cover, "GIS stock price at 5/31/20?")).toBe(false);
    expect(statesMarketPrice(cover, "What was General Mills' market capitalisation?")).toBe(true);
  });
});
