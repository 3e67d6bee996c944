// The PostgreSQL store against a real server (TEST_DATABASE_URL; skipped, saying why, when none
// answers outside CI): results read as SQLite's, transactions that nest, a catalog version that
// sees other connections' writes, files kept in the database, and search that ranks as FTS5 does
// over the same pages.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENTS, seedCatalog } from "../../tests/contract/catalog-fixture";
import { createTestDatabase, dropTestDatabase, postgresSkipReason } from "../../tests/support/test-store";
import { catalogVersion } from "../catalog/catalog-version";
import { searchDocument } from "../catalog/document-search";
import { listDocuments } from "../catalog/document-queries";
import { saveDocument, upsertCompanies } from "../catalog/write-catalog";
import { storedFileData } from "../files/stored-file-store";
import { searchFilings } from "../fulltext/search-filings";
import { rankedPages } from "../fulltext/search-queries";
import { ensureDocumentIndex } from "../pages/document-index-store";
import { documentIndexMatches } from "../catalog/retrieval-queries";
import { openDb, openPg, type Db } from "./connection";

const skip = postgresSkipReason();
let database: { name: string; url: string };
let pg: Db;
let sqlite: Db;
let dir: string;

// Pages whose words differ in how often they occur and how rare they are, so BM25's ranking is
// decided by both term frequency and idf; the same pages go into both stores.
const WORDS = ["revenue", "guidance", "dividend", "impairment", "goodwill", "lease", "segment", "margin"];
function pagesFor(seed: number): { pageNumber: number; content: string }[] {
  return Array.from({ length: 6 }, (_, i) => {
    const words: string[] = [];
    for (let w = 0; w < WORDS.length; w++) {
      const count = (seed * 7 + i * 3 + w * 5) % (w + 3);
      for (let c = 0; c < count; c++) words.push(WORDS[w]!);
    }
    for (let f = 0; f < ((seed + i) % 5) * 4; f++) words.push("filler");
    return { pageNumber: i + 1, content: `Page ${i + 1}. ${words.join(" ")}.` };
  });
}

function seedBoth(store: Db): void {
  seedCatalog(store, path.join(dir, store.dialect));
  DOCUMENTS.forEach((d, n) => {
    const id = `${d.id.slice(0, -4)}ffff`;
    saveDocument(store, { ...d, id, metadata: { ...d.metadata, sha256: `${n}`.padStart(64, "f") } }, pagesFor(n).map((p) => ({ ...p, kind: "other", garbled: false })));
  });
}

describe.skipIf(skip !== null)(`the PostgreSQL store${skip ? ` — SKIPPED: ${skip}` : ""}`, () => {
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "footnote-pg-store-"));
    database = createTestDatabase();
    pg = openPg(database.url);
    sqlite = openDb(path.join(dir, "catalog.db"));
    seedBoth(pg);
    seedBoth(sqlite);
  });
  afterAll(() => {
    pg?.close();
    sqlite?.close();
    if (database) dropTestDatabase(database.name);
    rmSync(dir, { recursive: true, force: true });
  });

  it("reads rows as SQLite does: counts as numbers, bytes as Buffers, booleans as 1 and 0", () => {
    expect(pg.prepare("SELECT count(*) AS n, 1 = 1 AS yes, CAST(? AS bytea) AS bytes").get(Buffer.from([1, 2, 255]))).toEqual({
      n: 1,
      yes: 1,
      bytes: Buffer.from([1, 2, 255]),
    });
    expect(pg.prepare("SELECT count(*) FROM documents").pluck().get()).toBe(sqlite.prepare("SELECT count(*) FROM documents").pluck().get());
    expect(listDocuments({ limit: 100 }, pg).map((d) => d.id)).toEqual(listDocuments({ limit: 100 }, sqlite).map((d) => d.id));
  });

  it("nests transactions in savepoints: an inner failure rolls back the inner part only", () => {
    const insert = pg.prepare("INSERT INTO users (username, password_hash) VALUES (?, 'x')");
    pg.transaction(() => {
      insert.run("outer");
      expect(() => pg.transaction(() => {
        insert.run("inner");
        throw new Error("inner fails");
      })()).toThrow("inner fails");
    })();
    expect(pg.prepare("SELECT username FROM users ORDER BY username").pluck().all()).toEqual(["outer"]);
  });

  it("moves the catalog version when another connection writes the catalog, not when it signs in", () => {
    const other = openPg(database.url);
    try {
      const before = catalogVersion(pg);
      other.prepare("INSERT INTO sessions (id_hash, username, expires_at) VALUES ('h', 'u', ?)").run(Date.now() + 60_000);
      expect(catalogVersion(pg)).toBe(before);
      upsertCompanies(other, [{ id: "acme", name: "Acme", tickers: ["ACME"], countries: [], filesWithSec: false, cik: null, permid: null, aliases: [], listed: true }]);
      expect(catalogVersion(pg)).not.toBe(before);
      expect(pg.prepare("SELECT expires_at FROM sessions").pluck().get()).toBeGreaterThan(2 ** 31);
    } finally {
      other.close();
    }
  });

  it("bumps the catalog version as a writer commits, leaving the version row free until then", () => {
    const other = openPg(database.url);
    const third = openPg(database.url);
    try {
      const before = catalogVersion(pg);
      other.exec("BEGIN");
      other.prepare("INSERT INTO term_pages (stem, pages) VALUES ('deadlockfree', 1)").run();
      // Another writer may take the version row while this one's transaction holds its own rows:
      // so no writer can wait on the version row while holding rows the other needs.
      third.exec("BEGIN");
      expect(() => third.prepare("SELECT version FROM catalog_version WHERE id = 1 FOR UPDATE NOWAIT").get()).not.toThrow();
      third.exec("ROLLBACK");
      expect(catalogVersion(pg)).toBe(before);
      other.exec("COMMIT");
      expect(catalogVersion(pg)).not.toBe(before);
      expect(pg.prepare("SELECT count(*) FROM catalog_writes").pluck().get()).toBe(0);
    } finally {
      other.close();
      third.close();
    }
  });

  it("keeps a document's files in the database, written with it", () => {
    const d = DOCUMENTS[0]!;
    expect(storedFileData(pg, d.originalPath)).toEqual(Buffer.from(d.pdf));
    expect(storedFileData(pg, d.markdownPath)?.toString("utf8")).toBe(d.markdown);
    expect(storedFileData(pg, "originals/none.pdf")).toBeNull();
  });

  it("ranks matching pages by BM25 as FTS5 does", () => {
    for (const match of ['"revenue"', '"impairment" OR "goodwill"', '"lease" AND "margin"', '"dividend" OR "segment" OR "filler"']) {
      const order = (store: Db) => rankedPages(store, match, null, 100, 0).map((p) => `${p.documentId}#${p.pageNumber}`);
      const scores = (store: Db) => rankedPages(store, match, null, 100, 0).map((p) => p.score);
      expect(order(pg), match).toEqual(order(sqlite));
      scores(pg).forEach((score, i) => expect(score, match).toBeCloseTo(scores(sqlite)[i]!, 4));
    }
  });

  it("searches with phrases, prefixes, exclusions and NEAR as the search syntax reads them", () => {
    for (const query of ['"revenue was"', "revenu*", "revenue -guidance", "impairment NEAR/2 goodwill", "(lease OR dividend) NOT margin"]) {
      const found = (store: Db) => {
        const result = searchFilings(store, { query, limit: 50 });
        return { total: result.total, pages: result.hits.map((h) => `${h.documentId}#${h.pageNumber}`).sort() };
      };
      expect(found(pg), query).toEqual(found(sqlite));
    }
    const inDocument = (store: Db) => searchDocument(DOCUMENTS[0]!.id, "revenue wa", {}, store).hits.map((h) => [h.pageNumber, h.snippet.filter((p) => p.match).map((p) => p.text.toLowerCase())]);
    expect(inDocument(pg)).toEqual(inDocument(sqlite));
  });

  // The two tokenizers stem a few words differently (Porter there, Snowball here), so a row's
  // length can differ by a word: scores agree to a few percent, and the documents chosen agree.
  it("chooses documents from the document-level index as FTS5 does", () => {
    ensureDocumentIndex(pg);
    ensureDocumentIndex(sqlite);
    const weights = "0, 0, 4, 4, 2, 3, 1";
    for (const match of ['"amcor" OR "adobe"', '"nordpaper" OR "8"', '"amc" OR "entertainment"']) {
      const chosen = (store: Db) => documentIndexMatches(store, match, weights, 20);
      const [a, b] = [chosen(pg), chosen(sqlite)];
      expect(a.map((r) => r.id).sort(), match).toEqual(b.map((r) => r.id).sort());
      expect(a[0]?.id, match).toBe(b[0]?.id);
      a.forEach((r, i) => expect(Math.abs(r.score - b[i]!.score) / b[i]!.score, match).toBeLessThan(0.05));
    }
  });
});
