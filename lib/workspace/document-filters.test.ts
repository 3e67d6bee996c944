import { describe, expect, it } from "vitest";
import { documentFiltersQuery, documentListApiQuery, hasFilters, parseDocumentFilters } from "./document-filters";

describe("document filters", () => {
  it("round-trips through the page URL in a fixed order", () => {
    const filters = parseDocumentFilters(new URLSearchParams("to=2023-12-31&form=10-k&category=annual-financial-report&year=2023&quarter=4&from=2023-01-01"));
    expect(filters).toEqual({ category: "annual-financial-report", form: "10-K", year: 2023, quarter: 4, from: "2023-01-01", to: "2023-12-31" });
    expect(documentFiltersQuery(filters).toString()).toBe("category=annual-financial-report&form=10-K&year=2023&quarter=4&from=2023-01-01&to=2023-12-31");
  });

  it("drops values a hand-edited link gets wrong", () => {
    const filters = parseDocumentFilters(new URLSearchParams("category=annual-report&form=11-K&year=23&quarter=5&from=2023-02-30&to=soon&company=../x"));
    expect(filters).toEqual({});
    expect(hasFilters(filters)).toBe(false);
  });

  it("maps to the list operation's parameters", () => {
    const query = documentListApiQuery({ category: "earnings-release", form: "8-K", year: 2022, quarter: 2, from: "2022-01-01", to: "2022-06-30", company: "c-1" });
    expect(Object.fromEntries(query)).toEqual({
      documentCategories: "earnings-release",
      secFormTypes: "8-K",
      fiscalYear: "2022",
      fiscalQuarter: "2",
      startDate: "2022-01-01",
      endDate: "2022-06-30",
      companyIds: "c-1",
      limit: "500",
    });
  });

  it("can ask whether filters other than the company are set", () => {
    expect(hasFilters({ company: "c-1" }, ["company"])).toBe(false);
    expect(hasFilters({ company: "c-1", year: 2020 }, ["company"])).toBe(true);
  });
});
