import { describe, expect, it } from "vitest";
import { readSearchParams } from "../fulltext/search-request";
import { compareExportQuerySchema, compareQuerySchema, paramsObject, problemOf } from "./research-request";

const compare = (query: string) => compareQuerySchema.safeParse(paramsObject(new URLSearchParams(query)));

describe("research request parameters", () => {
  it("reads comparisons as comma lists, repeated parameters joined, duplicates dropped", () => {
    const parsed = compare("companies=a,b&companies=a&metrics=revenue,grossMargin&periods=FY2022,FY2023 Q2");
    expect(parsed.success && parsed.data).toEqual({ companies: ["a", "b"], metrics: ["revenue", "grossMargin"], periods: ["FY2022", "FY2023 Q2"] });
    expect(compare("").success && compare("").data).toEqual({ companies: [], metrics: [], periods: [] });
  });

  it("says what is wrong with a bad parameter", () => {
    const period = compare("periods=2022");
    expect(!period.success && problemOf(period.error)).toBe("Invalid periods: periods are written FY2022 or FY2023 Q2");
    const many = compare(`companies=${Array.from({ length: 13 }, (_, i) => `c${i}`).join(",")}`);
    expect(!many.success && problemOf(many.error)).toBe("Invalid companies: at most 12 values");
    const format = compareExportQuerySchema.safeParse({ format: "pdf" });
    expect(format.success).toBe(false);
  });

  it("reads searches with their facet filters, and refuses bad paging", () => {
    expect(readSearchParams(new URLSearchParams("q=goodwill&company=a,b&form=10-K&form=10-Q&period=FY2022"))).toEqual({
      request: { query: "goodwill", filters: { company: ["a", "b"], form: ["10-K", "10-Q"], period: ["FY2022"] }, limit: 20, offset: 0 },
    });
    expect(readSearchParams(new URLSearchParams(""))).toEqual({ problem: "Give the search as ?q=." });
    expect(readSearchParams(new URLSearchParams("q=x&limit=500"))).toMatchObject({ problem: expect.stringMatching(/^Invalid limit/) });
  });
});
