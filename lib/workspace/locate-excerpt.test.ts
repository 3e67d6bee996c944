import { describe, expect, it } from "vitest";
import { locateExcerpt } from "./locate-excerpt";

describe("locateExcerpt", () => {
  it("finds table text whose Markdown pipes and spacing are gone on screen", () => {
    const rendered = "Consolidated statementsItem20232022Net income5,3634,869Total assets40,00038,000";
    const range = locateExcerpt(rendered, "| Net income | 5,363 | 4,869 |");
    expect(range).not.toBeNull();
    expect(rendered.slice(range!.start, range!.end)).toBe("Net income5,3634,869");
  });

  it("ignores case, emphasis and line breaks", () => {
    const rendered = "Revenue grew\n to a record level in fiscal 2023.";
    const range = locateExcerpt(rendered, "**revenue GREW to a record** level");
    expect(rendered.slice(range!.start, range!.end)).toBe("Revenue grew\n to a record level");
  });

  it("uses the longest piece of an excerpt shortened with an ellipsis", () => {
    const rendered = "Our net sales increased 7% driven by strong demand for services. Other text.";
    const range = locateExcerpt(rendered, "net sales increased 7% … demand for services");
    expect(rendered.slice(range!.start, range!.end)).toBe("net sales increased 7%");
  });

  it("returns null when the passage is not on the page", () => {
    expect(locateExcerpt("Total assets 40,000", "Net income 5,363")).toBeNull();
    expect(locateExcerpt("anything", "…")).toBeNull();
  });
});
