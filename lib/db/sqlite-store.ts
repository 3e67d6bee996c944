// The embedded store: one SQLite file through better-sqlite3, whose handle already has the
// shape of a Store (prepare → get/all/run/pluck, exec, nesting transactions); it is marked with
// its dialect and otherwise used as it is, so the embedded path costs nothing extra.
import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Store } from "./store";

export type SqliteStore = Store & { readonly dialect: "sqlite"; readonly handle: Database.Database };

export function openSqlite(file: string): SqliteStore {
  mkdirSync(path.dirname(file), { recursive: true });
  const handle = new Database(file);
  handle.pragma("journal_mode = WAL");
  handle.pragma("synchronous = NORMAL");
  handle.pragma("foreign_keys = ON");
  handle.pragma("busy_timeout = 5000");
  handle.pragma("cache_size = -65536");
  handle.pragma("mmap_size = 268435456");
  return Object.assign(handle, { dialect: "sqlite" as const, handle }) as unknown as SqliteStore;
}
