import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, db, openDb } from "../db/connection";
import { resetEnvForTests } from "../env";
import { cachedJson } from "./cached-json";

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "footnote-cache-"));
  process.env.DATA_DIR = dir;
  resetEnvForTests();
});
afterAll(() => {
  closeDb();
  rmSync(dir, { recursive: true, force: true });
});

const companyCount = () => db().prepare("SELECT count(*) FROM companies").pluck().get();
const addCompany = (database: ReturnType<typeof db>, id: string) =>
  database.prepare("INSERT INTO companies (id, name) VALUES (?, ?)").run(id, id);

describe("cachedJson", () => {
  it("answers from the cache until the catalog changes, in this process or another", async () => {
    let computed = 0;
    const read = () => cachedJson("companies", () => ({ count: companyCount(), computed: ++computed }));
    expect(await read().json()).toEqual({ count: 0, computed: 1 });
    expect(await read().json()).toEqual({ count: 0, computed: 1 });

    addCompany(db(), "a");
    expect(await read().json()).toEqual({ count: 1, computed: 2 });

    const ingest = openDb(path.join(dir, "footnote.db")); // another connection, as the ingest command has
    addCompany(ingest, "b");
    ingest.close();
    expect(await read().json()).toEqual({ count: 2, computed: 3 });
    expect(read().headers.get("content-type")).toBe("application/json");
  });

  it("keeps one entry per key", async () => {
    expect(await cachedJson("x", () => "first").json()).toBe("first");
    expect(await cachedJson("y", () => "second").json()).toBe("second");
    expect(await cachedJson("x", () => "changed").json()).toBe("first");
  });
});
