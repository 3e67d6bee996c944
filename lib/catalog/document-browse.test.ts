import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "../db/connection";
import { AMCOR, DOCUMENTS, MMM, seedCatalog } from "../../tests/contract/catalog-fixture";
import { browseDocuments, matchingDocumentIds, type BrowseRequest } from "./document-browse";
import { searchDocument } from "./document-search";

let dir: string;
let database: Db;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "footnote-browse-"));
  database = openDb(path.join(dir, "catalog.db"));
  seedCatalog(database, path.join(dir, "files"));
});
afterAll(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

const browse = (request: Partial<BrowseRequest>) =>
  browseDocuments({ sort: "date", order: "desc", offset: 0, limit: 50, ...request }, database);

describe("browseDocuments", () => {
  it("counts each facet's values under the other filters, never offering what the catalog lacks", () => {
    const result = browse({ company: MMM.id });
    expect(result.total).toBe(3);
    expect(result.facets.form).toEqual([
      { value: "10-K", label: "10-K", count: 1 },
      { value: "10-Q", label: "10-Q", count: 1 },
      { value: "8-K", label: "8-K", count: 1 },
    ]);
    expect(result.facets.year.map((y) => [y.value, y.count])).toEqual([["2023", 2], ["2022", 1]]);
    // The company facet ignores the company filter itself: every company with its count.
    expect(result.facets.company.find((c) => c.value === AMCOR.id)?.count).toBe(2);
    expect(result.facets.company.reduce((sum, c) => sum + c.count, 0)).toBe(DOCUMENTS.length);
  });

  it("filters by keywords in title, description or company name, and by dates", () => {
    expect(browse({ keyword: "amcor 10-q" }).items.map((d) => d.title)).toEqual(["Amcor plc 10-Q 2023-03-31"]);
    expect(browse({ from: "2023-06-30", to: "2023-07-31" }).total).toBe(3);
    expect(browse({ keyword: "100%_" }).total).toBe(0);
  });

  it("sorts by any column, unknown values last either way, and pages through", () => {
    const byForm = browse({ sort: "form", order: "asc" }).items.map((d) => d.formType);
    expect(byForm.at(-1)).toBeNull();
    expect(browse({ sort: "form", order: "desc" }).items.at(-1)?.formType).toBeNull();
    const all = browse({}).items.map((d) => d.id);
    expect(browse({ offset: 2, limit: 3 }).items.map((d) => d.id)).toEqual(all.slice(2, 5));
    expect(matchingDocumentIds({ company: MMM.id }, 10, database)).toHaveLength(3);
  });
});

describe("searchDocument", () => {
  it("finds the pages of one document holding every word, the last as a prefix, with marked snippets", () => {
    const doc = DOCUMENTS[0]!;
    const result = searchDocument(doc.id, "reven", {}, database);
    expect(result.hits.map((h) => h.pageNumber)).toEqual([1]);
    expect(result.hits[0]!.snippet.filter((p) => p.match).map((p) => p.text)).toEqual(["Revenue"]);
    expect(searchDocument(doc.id, "revenue zebra", {}, database).hits).toEqual([]);
    // Operators are words here, not syntax.
    expect(searchDocument(doc.id, 'NEAR("x" OR', {}, database).hits).toEqual([]);
  });
});
