// A part's name read where the question does not write it as a name: in lower case, a common word
// ("the domestic/foreign split"), or inside a longer name ("China" of "Greater China").
import { describe, expect, it } from "vitest";
import { readQuestion } from "../../retrieval/read-question";
import { segmentPages } from "../statements/segments.fixture";
import { segmentAsked } from "./from-figures";
import { partNamedAsContext } from "./part-as-context";

const pages = segmentPages.map((p) => ({ ...p }));

describe("where the question writes a part's name", () => {
  it("counts no place written in lower case", () => {
    const q = "Globex 2022: divide the 'North America' line by total net sales in the north america and rest-of-world split.";
    expect(partNamedAsContext(q, "North America", pages)).toBe(true);
    expect(segmentAsked(q, readQuestion(q), pages)).toBeNull();
  });

  it("judges a name inside a longer one where the longer one stands", () => {
    const q = "What share of Globex's 2022 net sales came from outside Greater China? Use the 'Other' line over net sales.";
    expect(partNamedAsContext(q, "China", pages, ["Greater China", "China"])).toBe(true);
  });

  it("still asks a part named in capitals where the figure is", () => {
    const q = "What was North America's operating income in 2022, from the north america table?";
    expect(partNamedAsContext(q, "North America", pages)).toBe(false);
  });
});
