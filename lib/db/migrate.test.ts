// Instances starting together must not race the migrations: two `npm run db:migrate` at once on a
// fresh PostgreSQL database both succeed, one applies the schema and the other finds it applied.
// Skipped, saying why, without a server (outside CI).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { isolatedEnv } from "../../tests/support/isolated-env";
import { runScript } from "../../tests/support/project-commands";
import { createTestDatabase, dropTestDatabase, postgresSkipReason } from "../../tests/support/test-store";
import { openPg } from "./connection";
import { pgMigrations } from "./migrations-pg";

const skip = postgresSkipReason();
let database: { name: string; url: string } | undefined;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "footnote-migrate-"));
  if (!skip) database = createTestDatabase();
});
afterAll(() => {
  if (database) dropTestDatabase(database.name);
  rmSync(dir, { recursive: true, force: true });
});

it.skipIf(skip !== null)(`applies the migrations once when two openers start at once${skip ? ` — SKIPPED: ${skip}` : ""}`, async () => {
  const env = isolatedEnv({ DATABASE_URL: database!.url, DATA_DIR: dir });
  const outputs = await Promise.all([runScript("db-migrate.ts", [], env), runScript("db-migrate.ts", [], env)]);
  expect(outputs.filter((out) => out.includes("applied 001-catalog"))).toHaveLength(1);
  expect(outputs.filter((out) => out.includes("is up to date"))).toHaveLength(1);
  const store = openPg(database!.url);
  try {
    expect(store.prepare("SELECT id FROM schema_migrations").pluck().all()).toEqual(pgMigrations.map((m) => m.id));
  } finally {
    store.close();
  }
});
