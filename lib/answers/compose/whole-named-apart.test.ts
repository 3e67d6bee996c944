// The whole a question names apart from the bare noun it calls the rows by: the note it points
// to, the holding it ranks within, or the whole a share is asked of.
import { describe, expect, it } from "vitest";
import { wholeNamedApart } from "./whole-named-apart";
import { wholePartsAsked } from "./whole-parts-asked";

describe("wholeNamedApart", () => {
  it.each([
    ["Netflix reports in thousands. In the property and equipment note of its 2016 10-K, which category had the largest gross balance at December 31, 2016?", "property and equipment"],
    ["Microsoft, fiscal 2017 (year ended June 30, 2017): of the intangible assets it acquired during the year, which category carried the largest amount?", "intangible assets"],
    ["CVS Health, 2022 10-K: of the property and equipment it held at December 31, 2022, which category had the smallest balance?", "property and equipment"],
    ["Which type was largest, and what share of total accrued liabilities did it represent?", "accrued liabilities"],
  ])("%s", (question, whole) => {
    expect(wholeNamedApart(question)?.whole).toBe(whole);
  });

  it("keeps the question's own words around the whole, which tell one caption from another", () => {
    expect(wholeNamedApart("Microsoft, fiscal 2017: of the intangible assets it acquired during the year, which category carried the largest amount?")?.phrase).toBe("the intangible assets it acquired during the year");
  });

  it("names no whole by a period, a filing or the company", () => {
    expect(wholeNamedApart("Of fiscal 2022, which category grew?")).toBeNull();
    expect(wholeNamedApart("In the 10-K table, which category was largest?")).toBeNull();
  });
});

describe("wholePartsAsked with the whole named apart", () => {
  it("ranks the rows and asks the picked row's share when a pronoun stands for it", () => {
    expect(wholePartsAsked("Amazon reports in millions. In the property and equipment note of its 2019 10-K, which category had the largest gross balance at December 31, 2019, and what share of gross property and equipment did it represent?"))
      .toMatchObject({ whole: "property and equipment", how: "rank", extreme: "max", withShare: true });
  });

  it("reads the whole apart only for a bare row noun", () => {
    expect(wholePartsAsked("Which segment had the largest revenue in the segment note of Boeing's 2019 10-K?")).toBeNull();
  });

  it("still reads a share of a named row as before", () => {
    expect(wholePartsAsked("What share of Nike's total inventories was North America?")).toMatchObject({ whole: "inventories", how: "share", part: "North America" });
  });
});
