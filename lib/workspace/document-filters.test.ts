import { describe, expect, it } from "vitest";
import { browseRequest, documentFiltersQuery, hasFilters, parseDocumentFilters, sortOf, withFilter } from "./document-filters";

describe("document filters", () => {
  it("round-trips through the page URL in a fixed order", () => {
    const filters = parseDocumentFilters(
      new URLSearchParams("page=3&to=2023-12-31&form=10-k&category=annual-financial-report&year=2023&quarter=4&from=2023-01-01&q=risk&sort=company&order=desc"),
    );
    expect(filters).toEqual({
      category: "annual-financial-report", form: "10-K", year: 2023, quarter: 4, from: "2023-01-01", to: "2023-12-31",
      q: "risk", sort: "company", order: "desc", page: 3,
    });
    expect(documentFiltersQuery(filters).toString()).toBe(
      "q=risk&category=annual-financial-report&form=10-K&year=2023&quarter=4&from=2023-01-01&to=2023-12-31&sort=company&order=desc&page=3",
    );
  });

  it("drops values a hand-edited link gets wrong", () => {
    const filters = parseDocumentFilters(
      new URLSearchParams("category=annual-report&form=11-K&year=23&quarter=5&from=0022-01-01&to=soon&company=../x&sort=id&order=up&page=0"),
    );
    expect(filters).toEqual({});
    expect(hasFilters(filters)).toBe(false);
  });

  it("goes back to the first page when a filter changes", () => {
    expect(withFilter({ form: "10-K", page: 4 }, "year", 2022)).toEqual({ form: "10-K", year: 2022, page: undefined });
  });

  it("makes the catalog request: newest first by default, text columns A to Z", () => {
    expect(sortOf({})).toEqual({ sort: "date", order: "desc" });
    expect(sortOf({ sort: "company" })).toEqual({ sort: "company", order: "asc" });
    expect(browseRequest({ company: "c-1", q: "risk", page: 2 }, 50)).toMatchObject({ company: "c-1", keyword: "risk", offset: 50, limit: 50, sort: "date", order: "desc" });
  });

  it("can ask whether filters other than the company are set", () => {
    expect(hasFilters({ company: "c-1" }, ["company"])).toBe(false);
    expect(hasFilters({ company: "c-1", year: 2020 }, ["company"])).toBe(true);
    expect(hasFilters({ sort: "title", page: 2 })).toBe(false);
  });
});
