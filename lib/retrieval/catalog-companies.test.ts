import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertCompanies } from "../catalog/write-catalog";
import { openDb, type Db } from "../db/connection";
import { ensureDocumentIndex } from "../pages/document-index-store";
import { catalogCompanies } from "./catalog-companies";
import { GLOBEX, seedRetrievalCatalog } from "./catalog.fixture";

let dir: string;
let database: Db;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "footnote-catalog-companies-"));
  database = openDb(path.join(dir, "catalog.db"));
  seedRetrievalCatalog(database);
});
afterAll(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the catalog's companies, as questions read them", () => {
  it("stay the same list across writes that change no company, so what is built over them is kept", () => {
    const before = catalogCompanies(database);
    ensureDocumentIndex(database); // writes index rows: the catalog version moves
    upsertCompanies(database, [GLOBEX]); // the same company written again
    expect(catalogCompanies(database)).toBe(before);
  });

  it("are read again when a company changes", () => {
    const before = catalogCompanies(database);
    upsertCompanies(database, [{ ...GLOBEX, aliases: [...GLOBEX.aliases, "Globex Intl"] }]);
    const after = catalogCompanies(database);
    expect(after).not.toBe(before);
    expect(after.find((c) => c.id === GLOBEX.id)?.aliases).toContain("Globex Intl");
  });
});
