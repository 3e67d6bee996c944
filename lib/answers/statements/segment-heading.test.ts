// A table is a part's by its heading only when the heading is a short line naming the part: prose
// above a table that mentions the part — or "us", the pronoun, which "U.S." reads as — is not one.
import { describe, expect, it } from "vitest";
import { fixturePage } from "../sample-filing.fixture";
import { segmentDoc } from "./segments.fixture";
import { SegmentBook } from "./segment-book";

const table = ["| | 2022 | 2021 |", "| --- | ---: | ---: |", "| Revenue | 9,000 | 8,000 |"];
const underHeading = fixturePage(segmentDoc, 50, "segment-table", ["U.S. Operations", ...table]);
const underProse = fixturePage(segmentDoc, 51, "financial-table", [
  "Adoption of the standards related to revenue recognition is expected to impact the results reported to us by our subsidiaries, as follows, in the periods shown below:",
  ...table,
]);

describe("a part's table by its heading", () => {
  it("reads a table under a short heading naming the part", () => {
    expect(new SegmentBook([underHeading], "U.S.").find("revenue", 2022)?.amount).toBe(9_000);
  });

  it("does not read a table under prose that mentions the part's key", () => {
    expect(new SegmentBook([underProse], "U.S.").find("revenue", 2022)).toBeNull();
  });
});
