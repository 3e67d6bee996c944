// The retrieval tests' catalog (catalog.fixture.ts) in a temporary SQLite file of its own per test
// file: created and seeded before the file's tests, closed and removed after them.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { openDb, type Db } from "../db/connection";
import { seedRetrievalCatalog } from "./catalog.fixture";

export interface SeededCatalog {
  /** The seeded store (available inside tests). */
  readonly database: Db;
  /** Its temporary folder, for tests that open further stores beside it. */
  readonly dir: string;
}

export function useSeededCatalog(name: string): SeededCatalog {
  let dir: string | undefined;
  let database: Db | undefined;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), `footnote-${name}-`));
    database = openDb(path.join(dir, "catalog.db"));
    seedRetrievalCatalog(database);
  });
  afterAll(() => {
    database?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    get database() {
      if (!database) throw new Error("the seeded catalog is opened before the tests run");
      return database;
    },
    get dir() {
      if (!dir) throw new Error("the seeded catalog is opened before the tests run");
      return dir;
    },
  };
}
