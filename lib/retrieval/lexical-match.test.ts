import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "../db/connection";
import { seedRetrievalCatalogue } from "./catalogue.fixture";
import { ftsQuery, termCoverage } from "./lexical-match";

let dir: string;
let database: Db;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "footnote-lexical-"));
  database = openDb(path.join(dir, "catalogue.db"));
  seedRetrievalCatalogue(database);
});
afterAll(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("ftsQuery", () => {
  it("quotes each word and pair, leaving out words the catalogue lacks", () => {
    const query = ftsQuery(database, ["restructuring", "liability", "zzyzx"], ["restructuring liability"])!;
    expect(query.split(" OR ").sort()).toEqual(['"liability"', '"restructuring liability"', '"restructuring"']);
  });

  it("leaves out words found on more than a third of the pages, unless too few remain", () => {
    // "acme" is on most pages of the fixture; "cyclical" on one.
    expect(ftsQuery(database, ["acme", "cyclical", "aircraft", "economy", "deliveries"])).not.toContain('"acme"');
    expect(ftsQuery(database, ["acme", "cyclical"])).toBe('"cyclical" OR "acme"');
  });

  it("is undefined when nothing is left to search", () => {
    expect(ftsQuery(database, [])).toBeUndefined();
    expect(ftsQuery(database, ["zzyzx"])).toBeUndefined();
  });
});

describe("termCoverage", () => {
  it("weighs the words a page has by their rarity, and finds them in other forms", () => {
    const coverage = termCoverage(database, ["retained", "card", "acme"])!;
    expect(coverage.of("Globex retains its card members")).toBeGreaterThan(coverage.of("Acme cards"));
    expect(coverage.of("nothing relevant")).toBe(0);
    expect(coverage.of("retained card acme")).toBeCloseTo(1);
  });

  it("needs at least two words to say anything", () => {
    expect(termCoverage(database, ["card"])).toBeUndefined();
  });
});

describe("termCoverage with concept alternatives", () => {
  it("counts a question's word as present when the page uses the filings' word for it", () => {
    const plain = termCoverage(database, ["restructuring", "layoffs"])!;
    const widened = termCoverage(database, ["restructuring", "layoffs"], new Map([["layoffs", ["severance"]]]))!;
    const page = "The restructuring liability covers severance payments.";
    expect(plain.of(page)).toBeLessThan(1);
    expect(widened.of(page)).toBe(1);
  });
});
