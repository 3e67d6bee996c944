import { describe, expect, it } from "vitest";
import { z } from "zod";
import { companyListQuery, documentIdParams, documentListQuery } from "./catalog-params";
import { issuesOf, validationBody } from "./validation";

function problems(schema: z.ZodType, input: Record<string, string>) {
  const result = schema.safeParse(input, { reportInput: true });
  return result.success ? [] : issuesOf(result.error, "query");
}

describe("catalog query parameters", () => {
  it("parse lists, booleans, integers and dates, with defaults", () => {
    expect(companyListQuery.parse({ tickers: " mmm, AMC.AX ,,mmm", filesWithSec: "False" }))
      .toEqual({ tickers: ["mmm", "AMC.AX"], filesWithSec: false, limit: 100 });
    expect(documentListQuery.parse({
      documentCategories: "annual-report,Earnings-Release,annual-financial-report", secFormTypes: "10-q,def  14a",
      fiscalQuarter: "4", fiscalYear: "2023", startDate: "2024-02-29", limit: "1000",
    })).toEqual({
      documentCategories: ["annual-financial-report", "earnings-release"], secFormTypes: ["10-Q", "DEF 14A"],
      fiscalQuarter: 4, fiscalYear: 2023, startDate: "2024-02-29", limit: 1000,
    });
  });

  it("report every problem, each with its location, message and type", () => {
    expect(problems(documentListQuery, {
      limit: "0", fiscalQuarter: "5", fiscalYear: "20x3", startDate: "2023-02-30", endDate: "yesterday",
      documentCategories: "annual-report,brochure", secFormTypes: "10-K405",
    })).toEqual([
      { loc: ["query", "documentCategories"], type: "enum", msg: expect.stringContaining("Unknown value 'brochure'") },
      { loc: ["query", "secFormTypes"], type: "enum", msg: expect.stringContaining("Unknown value '10-K405'") },
      { loc: ["query", "fiscalQuarter"], type: "less_than_equal", msg: "Input should be less than or equal to 4" },
      { loc: ["query", "fiscalYear"], type: "int_parsing", msg: "Input should be a valid integer, unable to parse string as an integer" },
      { loc: ["query", "startDate"], type: "date_parsing", msg: "Input should be a valid date in the format YYYY-MM-DD" },
      { loc: ["query", "endDate"], type: "date_parsing", msg: "Input should be a valid date in the format YYYY-MM-DD" },
      { loc: ["query", "limit"], type: "greater_than_equal", msg: "Input should be greater than or equal to 1" },
    ]);
    expect(problems(companyListQuery, { limit: "1001", filesWithSec: "maybe" }).map((p) => p.type))
      .toEqual(["bool_parsing", "less_than_equal"]);
    expect(problems(companyListQuery, { limit: "2.5" }).map((p) => p.type)).toEqual(["int_parsing"]);
  });

  it("checks document ids are UUIDs and gives them in lower case", () => {
    expect(documentIdParams.parse({ id: "8D3E2A71-6C4B-4F19-B5D2-7E9A0C1F3B62" })).toEqual({ id: "8d3e2a71-6c4b-4f19-b5d2-7e9a0c1f3b62" });
    const result = documentIdParams.safeParse({ id: "../../etc/passwd" });
    expect(result.success ? [] : issuesOf(result.error, "path")).toEqual([
      { loc: ["path", "id"], msg: "Input should be a valid UUID", type: "uuid_parsing" },
    ]);
  });
});

describe("validationBody", () => {
  const issues = [
    { loc: ["query", "limit"], msg: "Input should be less than or equal to 1000", type: "less_than_equal" },
    { loc: ["body"], msg: "Field required", type: "missing" },
  ];
  it("lists the issues, or joins them into one sentence for the generic shape", () => {
    expect(validationBody(issues, "list")).toEqual({ detail: issues });
    expect(validationBody(issues, "generic")).toEqual({
      detail: "query.limit: Input should be less than or equal to 1000; body: Field required",
    });
  });
});
