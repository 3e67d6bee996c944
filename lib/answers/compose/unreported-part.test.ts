// A segment asked by a name the filings report no figures of, in varied wordings.
import { describe, expect, it } from "vitest";
import { unreportedPart } from "./unreported-part";

const page = (companyName: string, ticker: string, content: string, kind = "segment-table") => ({ kind, document: { companyName, companyTickers: [ticker] }, content });
const walmart = [
  page("Walmart Inc.", "WMT", "| | Walmart U.S. | Walmart International | Sam's Club |\n| Net sales | 369,963 | 121,360 | 63,910 |"),
  // A narrative page's heading over an acquisition's note reports no part.
  page("Walmart Inc.", "WMT", "### Flipkart\n\nIn August 2018, we acquired a majority stake in Flipkart.", "narrative"),
];
const lockheed = [page("Lockheed Martin Corporation", "LMT", "| | Aeronautics | MFC | RMS | Space |\n| Net sales | 26,987 | 11,317 | 16,148 | 11,532 |")];

describe("segments the filings do not report", () => {
  it.each([
    ["What were the net sales of Walmart's Flipkart segment in fiscal 2021?", walmart, "Flipkart"],
    ["Flipkart segment net sales, WMT FY2021?", walmart, "Flipkart"],
    // (The company's own name before the part's is left out.)
    ["How much operating income did the Walmart Labs division earn?", walmart, "Labs"],
    ["Lockheed Martin Sikorsky segment net sales 2022?", lockheed, "Sikorsky"],
  ])("%s", (question, pages, name) => {
    expect(unreportedPart(question, pages, "Net sales for the Walmart International segment increased $1.2 billion [#1]")).toBe(name);
  });

  it.each([
    ["What were Walmart's Sam's Club segment net sales in fiscal 2021?", walmart],
    ["Walmart International segment net sales?", walmart],
    ["LMT Q1'23 Space segment op margin?", lockheed],
    ["Which Lockheed Martin segment grew revenue the fastest in 2022?", lockheed],
    ["Top LMT segment by operating profit in 2022?", lockheed],
    ["Among Walmart's segments, which grew fastest?", walmart],
  ])("%s names a reported segment or none", (question, pages) => {
    expect(unreportedPart(question, pages, "")).toBeNull();
  });

  it("leaves an answer whose lead speaks of the part", () => {
    expect(unreportedPart("What were the net sales of Walmart's Flipkart segment?", walmart, "Flipkart's net sales were $5 billion [#1]")).toBeNull();
  });
});
