// Search over a small catalog whose every page is known, and over whatever a person may type:
// any input is either read into a query FTS5 accepts or refused with a SearchSyntaxError.
import fc from "fast-check";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "../db/connection";
import { AMCOR, DOCUMENTS, MMM, seedCatalog } from "../../tests/contract/catalog-fixture";
import { searchResultSchema } from "../openapi/research-operations";
import { searchFilings } from "./search-filings";
import { SearchSyntaxError } from "./search-syntax";

let dir: string;
let database: Db;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "footnote-fulltext-"));
  database = openDb(path.join(dir, "catalog.db"));
  seedCatalog(database, path.join(dir, "files"));
});
afterAll(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("searchFilings", () => {
  it("finds the matching pages with marked snippets and page numbers", () => {
    const result = searchFilings(database, { query: '"revenue was"' });
    expect(result.total).toBe(DOCUMENTS.length);
    expect(result.documents).toBe(DOCUMENTS.length);
    expect(() => searchResultSchema.parse(result)).not.toThrow();
    for (const hit of result.hits) {
      expect(hit.pageNumber).toBe(1);
      expect(hit.snippet.filter((p) => p.hit).map((p) => p.text.toLowerCase())).toEqual(["revenue was"]);
      expect(hit.highlight).toMatch(/^Revenue was/);
    }
  });

  it("counts matches per facet, each facet under the other filters only", () => {
    const all = searchFilings(database, { query: "revenue" });
    expect(all.facets.company.find((f) => f.value === MMM.id)?.count).toBe(DOCUMENTS.filter((d) => d.companyId === MMM.id).length);
    expect(all.facets.form.find((f) => f.value === "10-K")?.count).toBe(3);
    const filtered = searchFilings(database, { query: "revenue", filters: { company: [MMM.id], form: ["10-k"] } });
    expect(filtered.total).toBe(1);
    expect(filtered.hits.map((h) => h.formType)).toEqual(["10-K"]);
    // The company facet still shows every company with a 10-K; the form facet every form of 3M.
    expect(filtered.facets.company.map((f) => f.value).sort()).toEqual(
      [...new Set(DOCUMENTS.filter((d) => d.formType === "10-K").map((d) => d.companyId))].sort());
    expect(filtered.facets.form.map((f) => f.value).sort()).toEqual(["10-K", "10-Q", "8-K"]);
  });

  it("filters by category and fiscal year, FY prefix or not", () => {
    const result = searchFilings(database, { query: "revenue", filters: { period: ["FY2023"], category: ["interim-financial-report"] } });
    expect(result.hits.map((h) => h.companyId).sort()).toEqual([MMM.id, AMCOR.id].sort());
  });

  it("excludes, prefixes and pages through results", () => {
    expect(searchFilings(database, { query: "revenue NOT amcor" }).total).toBe(DOCUMENTS.length - 2);
    expect(searchFilings(database, { query: "reven*" }).total).toBe(DOCUMENTS.length);
    const page = searchFilings(database, { query: "revenue", limit: 3, offset: 3 });
    expect(page.hits).toHaveLength(3);
    expect(page.total).toBe(DOCUMENTS.length);
  });

  it("reads any typed text into a query FTS5 accepts, or refuses it with a reason", () => {
    const alphabet = fc.constantFrom(..."ab \"()*-,:^/{}NEAROTD0123456789&|'".split(""), "AND", "OR", "NOT", "NEAR", "NEAR/2", "NEAR(");
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 24 }).map((parts) => parts.join("")), (query) => {
        try {
          searchFilings(database, { query });
        } catch (error) {
          if (!(error instanceof SearchSyntaxError)) throw error;
          expect(error.message.length).toBeGreaterThan(10);
        }
      }),
      { numRuns: 400 },
    );
  });
});
