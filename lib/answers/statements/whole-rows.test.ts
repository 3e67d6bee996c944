// A total's rows as notes print them: a row blank in the period's column adds nothing and is no
// end of the run; a net total whose rows are the gross total and its depreciation is no breakdown
// of the whole; a bare "Total" is named by the caption right above its table.
import { describe, expect, it } from "vitest";
import { doc, fixturePage } from "../sample-filing.fixture";
import { wholeRows } from "./whole-rows";

const period = { year: 2019, months: null, quarter: null, endsOn: null };

const ppe = fixturePage(doc, 60, "other", [
  "Property and equipment consisted of the following (in millions):",
  "| December 31, | 2019 | 2018 |",
  "| --- | ---: | ---: |",
  "| Land | 100 | 100 |",
  "| Aircraft | | 40 |",
  "| Equipment | 700 | 600 |",
  "| Construction in progress | 200 | 60 |",
  "| Property and equipment, gross | 1,000 | 800 |",
  "| Less: Accumulated depreciation | (300) | (250) |",
  "| Property and equipment, net | 700 | 550 |",
]);

const acquired = fixturePage(doc, 61, "other", [
  "The components of intangible assets acquired during the periods presented were as follows:",
  "| | 2019 | 2018 |",
  "| --- | ---: | ---: |",
  "| Customer-related | 60 | 10 |",
  "| Technology-based | 30 | 20 |",
  "| Total | 90 | 30 |",
  "",
  "Intangible assets held at year end were as follows:",
  "| | 2019 | 2018 |",
  "| --- | ---: | ---: |",
  "| Customer-related | 500 | 450 |",
  "| Technology-based | 700 | 650 |",
  "| Total | 1,200 | 1,100 |",
]);

describe("wholeRows", () => {
  it("passes over a blank row and takes the gross total over the net one it is a row of", () => {
    const found = wholeRows([ppe], "property and equipment", period);
    expect(found?.total.row.label).toBe("Property and equipment, gross");
    expect(found?.members.map((m) => m.row.label)).toEqual(["Land", "Equipment", "Construction in progress"]);
  });

  it("names a bare total by its caption, the one printing more of the question's words first", () => {
    expect(wholeRows([acquired], "intangible assets", period, null, "the intangible assets it acquired during the year")?.total.amount).toBe(90);
    expect(wholeRows([acquired], "intangible assets", period, null, "the intangible assets held at year end")?.total.amount).toBe(1200);
  });
});
