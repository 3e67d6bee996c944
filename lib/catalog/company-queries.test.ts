import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "../db/connection";
import { ADOBE, AMC, AMCOR, COMPANIES, MMM, NORDPAPER, seedCatalog } from "../../tests/contract/catalog-fixture";
import { getCompany, listCompanies, searchCompanies } from "./company-queries";
import { NotFoundError } from "./errors";

let dir: string;
let database: Db;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "footnote-companies-"));
  database = openDb(path.join(dir, "catalog.db"));
  seedCatalog(database, path.join(dir, "files"));
});
afterAll(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

const names = (companies: { name: string }[]) => companies.map((c) => c.name);

describe("listCompanies", () => {
  it("orders by name (any case), then id, and honours limit", () => {
    const all = listCompanies({ limit: 100 }, database);
    expect(names(all)).toEqual(names([...COMPANIES].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()))));
    expect(listCompanies({ limit: 2 }, database)).toHaveLength(2);
  });

  it("matches a base ticker to suffixed forms, and a suffixed ticker only to itself", () => {
    expect(names(listCompanies({ tickers: ["amc"], limit: 100 }, database))).toEqual([AMC.name, AMCOR.name]);
    expect(names(listCompanies({ tickers: ["AMC.AX"], limit: 100 }, database))).toEqual([AMCOR.name]);
    expect(names(listCompanies({ tickers: ["mmm", "adbe"], limit: 100 }, database))).toEqual([MMM.name, ADOBE.name]);
  });

  it("filters by country, SEC filing, id, CIK without leading zeros and permid, AND-ed together", () => {
    expect(names(listCompanies({ countries: ["se"], limit: 100 }, database))).toEqual([NORDPAPER.name]);
    expect(names(listCompanies({ filesWithSec: false, limit: 100 }, database))).toEqual([NORDPAPER.name]);
    expect(listCompanies({ filesWithSec: true, limit: 100 }, database)).toHaveLength(4);
    expect(names(listCompanies({ ids: [MMM.id.toUpperCase()], limit: 100 }, database))).toEqual([MMM.name]);
    expect(names(listCompanies({ ciks: ["0000066740"], limit: 100 }, database))).toEqual([MMM.name]);
    expect(names(listCompanies({ permids: ["5000123456"], limit: 100 }, database))).toEqual([NORDPAPER.name]);
    expect(listCompanies({ countries: ["US"], tickers: ["AMCR"], limit: 100 }, database)).toEqual([]);
  });

  it("reads every field back", () => {
    expect(listCompanies({ ids: [AMCOR.id], limit: 1 }, database)).toEqual([AMCOR]);
  });
});

describe("getCompany", () => {
  it("finds by id in any case and throws NotFoundError otherwise", () => {
    expect(getCompany(MMM.id.toUpperCase(), database)).toEqual(MMM);
    expect(() => getCompany("00000000-0000-0000-0000-000000000000", database)).toThrow(NotFoundError);
  });
});

describe("searchCompanies", () => {
  it("ranks an exact ticker first, then name prefix, a later word's prefix, substring, then aliases", () => {
    // "amc": AMC's ticker; Amcor's name starts with it (its AMC.AX ticker is also an exact base match).
    expect(names(searchCompanies("amc", 10, database))).toEqual([AMC.name, AMCOR.name]);
    // Nordpapper AB's second word starts with "a"; 3M Company only holds one inside a word.
    expect(names(searchCompanies("a", 10, database))).toEqual([ADOBE.name, AMC.name, AMCOR.name, NORDPAPER.name, MMM.name]);
    expect(names(searchCompanies("company", 10, database))).toEqual([MMM.name]);
    expect(names(searchCompanies("minnesota", 10, database))).toEqual([MMM.name]);
  });

  it("treats LIKE wildcards literally, ignores blank input and honours limit", () => {
    expect(searchCompanies("%", 10, database)).toEqual([]);
    expect(searchCompanies("_", 10, database)).toEqual([]);
    expect(searchCompanies("   ", 10, database)).toEqual([]);
    expect(searchCompanies("a", 2, database)).toHaveLength(2);
  });
});
