// Which store the contract suite runs over, and a fresh database per test server. The suite runs
// once over SQLite (a file in the server's data folder) and once over PostgreSQL
// (`vitest.postgres.config.ts` sets CONTRACT_STORE=postgres): then each server gets a database of
// its own on the server TEST_DATABASE_URL names, created before its catalog is filled and dropped
// when it stops. Nothing here loads the app's modules (they refuse to load outside the server
// build's `react-server` condition), so Playwright's global setup can use it too; opening a
// store the way the app does is test-store.ts.
import Client from "pg-native";
import { randomBytes } from "node:crypto";
import { finishConnection } from "../../lib/db/pg-finish";
import { postgresUnreachable, TEST_DATABASE_SHOWN, TEST_DATABASE_URL } from "./postgres-reachable";

export { postgresUnreachable, TEST_DATABASE_SHOWN, TEST_DATABASE_URL };

export type StoreKind = "sqlite" | "postgres";

export function storeKind(): StoreKind {
  return process.env.CONTRACT_STORE === "postgres" ? "postgres" : "sqlite";
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

function admin<T>(fn: (client: Client) => T): T {
  const client = new Client();
  client.connectSync(TEST_DATABASE_URL);
  try {
    return fn(client);
  } finally {
    finishConnection(client);
  }
}

/** A new empty database on the test server (for tests of the PostgreSQL store itself). */
export function createTestDatabase(): { name: string; url: string } {
  const name = `footnote_test_${randomBytes(6).toString("hex")}`;
  admin((client) => client.querySync(`CREATE DATABASE ${name}`));
  return { name, url: withDatabase(TEST_DATABASE_URL, name) };
}

/**
 * Drops a test database, ending the connections left to it. An autovacuum worker busy in it has no
 * role the test role may signal, so the drop is refused while it runs (`.ci/run` grants the test
 * role pg_signal_backend, which lifts that): such a drop is tried again for a few seconds, and a
 * database that still cannot be dropped is left with a warning, as dropping it is cleanup, not
 * what a test checks.
 */
export function dropTestDatabase(name: string): void {
  for (let attempt = 1; ; attempt++) {
    try {
      admin((client) => client.querySync(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      return;
    } catch (error) {
      if (attempt === 10) {
        console.warn(`test database ${name} left in place: ${(error as Error).message}`);
        return;
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
}

/**
 * Why tests of the PostgreSQL store cannot run here (no server answers), or null when they can.
 * Under CI there must be a server: then this is null and the tests fail on connecting.
 */
export function postgresSkipReason(): string | null {
  if (process.env.CI === "true") return null;
  const why = postgresUnreachable();
  if (!why) return null;
  const reason = `no PostgreSQL server at ${TEST_DATABASE_SHOWN} (${why})`;
  console.warn(`PostgreSQL store tests skipped: ${reason}`);
  return reason;
}

// The database of each data folder a test server runs over (PostgreSQL run only).
const databases = new Map<string, { name: string; url: string }>();

/** Creates the data folder's own database (PostgreSQL run; nothing on SQLite). */
export function createStoreFor(dataDir: string): void {
  if (storeKind() !== "postgres") return;
  databases.set(dataDir, createTestDatabase());
}

/** Drops the data folder's database, closing whatever connections remain to it. */
export function dropStoreFor(dataDir: string): void {
  const entry = databases.get(dataDir);
  if (!entry) return;
  databases.delete(dataDir);
  dropTestDatabase(entry.name);
}

/** The settings that point a process (server, script) at the data folder and its store. */
export function storeEnv(dataDir: string): Record<string, string> {
  const entry = databases.get(dataDir);
  return entry ? { DATA_DIR: dataDir, DATABASE_URL: entry.url } : { DATA_DIR: dataDir };
}

/** The database made for a data folder (PostgreSQL run), if any. */
export function testDatabaseOf(dataDir: string): { name: string; url: string } | undefined {
  return databases.get(dataDir);
}
