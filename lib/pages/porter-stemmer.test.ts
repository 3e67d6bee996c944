import { describe, expect, it } from "vitest";
import { porterStem } from "./porter-stemmer";

describe("porterStem", () => {
  it.each([
    ["caresses", "caress"], ["ponies", "poni"], ["cats", "cat"], ["agreed", "agre"], ["feed", "feed"], ["plastered", "plaster"],
    ["motoring", "motor"], ["hopping", "hop"], ["filing", "file"], ["happy", "happi"], ["relational", "relat"],
    ["conditional", "condit"], ["digitizer", "digit"], ["hopefulness", "hope"], ["formality", "formal"], ["electrical", "electr"],
    ["adjustment", "adjust"], ["adoption", "adopt"], ["controlling", "control"], ["generalizations", "gener"], ["oscillators", "oscil"],
    ["fluctuations", "fluctuat"], ["fluctuate", "fluctuat"], ["seasonality", "season"], ["seasonal", "season"],
    ["customers", "custom"], ["litigation", "litig"], ["is", "is"],
  ])("%s → %s", (word, stem) => {
    expect(porterStem(word)).toBe(stem);
  });
});
