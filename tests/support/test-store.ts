// Which store the contract suite runs over, and a fresh one per test server. The suite runs once
// over SQLite (a file in the server's data folder) and once over PostgreSQL
// (`vitest.postgres.config.ts` sets CONTRACT_STORE=postgres): then each server gets a database of
// its own on the server TEST_DATABASE_URL names, created before its catalog is filled and dropped
// when it stops.
import Client from "pg-native";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { openDb, openPg, type Db } from "@/lib/db/connection";

export type StoreKind = "sqlite" | "postgres";

/** The server the PostgreSQL run creates its databases on (any database of it, for the admin connection). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://footnote:footnote@127.0.0.1:5432/footnote";

export function storeKind(): StoreKind {
  return process.env.CONTRACT_STORE === "postgres" ? "postgres" : "sqlite";
}

/** Null when a PostgreSQL server answers at TEST_DATABASE_URL; otherwise why not. */
export function postgresUnreachable(url = TEST_DATABASE_URL): string | null {
  const client = new Client();
  try {
    client.connectSync(url);
    client.querySync("SELECT 1");
    return null;
  } catch (error) {
    return error instanceof Error ? error.message.trim() : String(error);
  } finally {
    try {
      client.pq.finish();
    } catch {
      // never connected
    }
  }
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
    client.pq.finish();
  }
}

// The database of each data folder a test server runs over (PostgreSQL run only).
const databases = new Map<string, { name: string; url: string }>();

/** Creates the data folder's own database (PostgreSQL run; nothing on SQLite). */
export function createStoreFor(dataDir: string): void {
  if (storeKind() !== "postgres") return;
  const name = `footnote_test_${randomBytes(6).toString("hex")}`;
  admin((client) => client.querySync(`CREATE DATABASE ${name}`));
  databases.set(dataDir, { name, url: withDatabase(TEST_DATABASE_URL, name) });
}

/** Drops the data folder's database, closing whatever connections remain to it. */
export function dropStoreFor(dataDir: string): void {
  const entry = databases.get(dataDir);
  if (!entry) return;
  databases.delete(dataDir);
  admin((client) => client.querySync(`DROP DATABASE IF EXISTS ${entry.name} WITH (FORCE)`));
}

/** The settings that point a process (server, script) at the data folder and its store. */
export function storeEnv(dataDir: string): Record<string, string> {
  const entry = databases.get(dataDir);
  return entry ? { DATA_DIR: dataDir, DATABASE_URL: entry.url } : { DATA_DIR: dataDir };
}

/** Opens the data folder's store, as the server will: its database, or its SQLite file. */
export function openTestStore(dataDir: string): Db {
  const entry = databases.get(dataDir);
  return entry ? openPg(entry.url) : openDb(path.join(dataDir, "footnote.db"));
}
