import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NotFoundError } from "../catalog/errors";
import { openDb, type Db } from "../db/connection";
import { createApiKey, ensureInitialKey, listApiKeys, revokeApiKey, verifyApiKey } from "./api-keys";

let dir: string;
let database: Db;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "footnote-keys-"));
  database = openDb(path.join(dir, "keys.db"));
});
afterAll(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("API keys", () => {
  it("create a first key only when no active key exists", () => {
    const first = ensureInitialKey("workspace", database);
    expect(first?.key).toMatch(/^fn_[A-Za-z0-9_-]{32}$/);
    expect(ensureInitialKey("workspace", database)).toBeNull();
    revokeApiKey(first!.id, database);
    expect(ensureInitialKey("workspace", database)?.name).toBe("workspace");
  });

  it("store only a hash and a prefix, and verify the key itself", () => {
    const created = createApiKey("analyst", database);
    const stored = database.prepare("SELECT * FROM api_keys WHERE id = ?").get(created.id) as Record<string, string>;
    expect(Object.values(stored)).not.toContain(created.key);
    expect(Boolean(stored.prefix && created.key.startsWith(stored.prefix))).toBe(true);
    expect(verifyApiKey(created.key, database)).toEqual({ id: created.id, name: "analyst", prefix: created.prefix });
    expect(verifyApiKey(`${created.key}x`, database)).toBeNull();
    expect(listApiKeys(database).find((k) => k.id === created.id)?.lastUsedAt).not.toBeNull();
  });

  it("revoke by id or prefix, at once", () => {
    const created = createApiKey("temporary", database);
    expect(revokeApiKey(created.prefix, database).revokedAt).not.toBeNull();
    expect(verifyApiKey(created.key, database)).toBeNull();
    expect(() => revokeApiKey("fn_unknown", database)).toThrow(NotFoundError);
  });
});
