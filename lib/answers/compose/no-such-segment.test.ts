// A segment the question names that the filings never report, against one they call a segment.
import { describe, expect, it } from "vitest";
import { fixturePage } from "../sample-filing.fixture";
import { segmentDoc, segmentPages } from "../statements/segments.fixture";
import { segmentNotReported } from "./no-such-segment";

const prose = fixturePage(segmentDoc, 12, "narrative", ["Our Aeronautics segment designs and builds military aircraft; our operating segments are Aeronautics and Space Systems."]);
const pages = [...segmentPages, prose];

describe("a segment the company does not report", () => {
  it.each([
    ["What was Globex's Hardware segment revenue in 2022?", "Hardware"],
    ["GBX 2022: operating income of the Flipkart segment?", "Flipkart"],
    ["What did Globex's Media division earn in 2022?", "Media"],
  ])("%s", (question, part) => {
    expect(segmentNotReported(question, part, pages)?.text).toMatch(/do not answer/);
  });

  it.each([
    // The filings call it a segment, in its own words or in the list of segments.
    ["What was Globex's Aeronautics segment revenue in 2022?", "Aeronautics"],
    ["Space Systems segment operating profit for Globex in 2022?", "Space Systems"],
    // The question does not call it a segment: a product or brand may be reported in words.
    ["What was Globex's Hardware revenue in 2022?", "Hardware"],
  ])("not declined: %s", (question, part) => {
    expect(segmentNotReported(question, part, pages)).toBeNull();
  });
});
