// A worker thread reaching PostgreSQL through the connection the main thread lends it (libpq's
// binding cannot be loaded by a worker): statements, plucks, transactions and errors behave as
// on a connection of the worker's own. Skipped, saying why, without a server (outside CI).
import path from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, dropTestDatabase, postgresSkipReason } from "../../tests/support/test-store";
import { lendStore } from "./lent-store";
import { openPg } from "./connection";
import type { PgStore } from "./pg-store";

const skip = postgresSkipReason();
let database: { name: string; url: string } | undefined;
let store: PgStore | undefined;

beforeAll(() => {
  if (skip) return;
  database = createTestDatabase();
  store = openPg(database.url) as PgStore;
});
afterAll(() => {
  store?.close();
  if (database) dropTestDatabase(database.name);
});

const WORKER = `
import { register } from "tsx/esm/api";
import { parentPort, workerData } from "node:worker_threads";
register();
const { LentStore } = await import(${JSON.stringify(path.join(import.meta.dirname, "lent-store.ts"))});
const db = new LentStore(workerData);
const insert = db.prepare("INSERT INTO users (username, password_hash) VALUES (?, 'x')");
db.transaction(() => { insert.run("kept"); })();
let rolledBack = false;
try { db.transaction(() => { insert.run("dropped"); throw new Error("no"); })(); } catch { rolledBack = true; }
let failed = "";
try { db.prepare("SELECT * FROM no_such_table").all(); } catch (error) { failed = error.message; }
parentPort.postMessage({
  users: db.prepare("SELECT username FROM users ORDER BY username").pluck().all(),
  count: db.prepare("SELECT count(*) AS n FROM users").get(),
  changes: db.prepare("UPDATE users SET password_hash = 'y'").run().changes,
  rolledBack, failed,
});
db.close();
`;

it.skipIf(skip !== null)(`serves a worker thread's statements on a lent connection${skip ? ` — SKIPPED: ${skip}` : ""}`, async () => {
  const lent = lendStore(() => store!, () => {});
  const worker = new Worker(WORKER, { eval: true, workerData: lent.handle, transferList: [lent.handle.port] });
  const result = await new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  lent.end();
  await worker.terminate();
  expect(result).toEqual({ users: ["kept"], count: { n: 1 }, changes: 1, rolledBack: true, failed: expect.stringContaining("no_such_table") });
});
