// The embedded store: one SQLite file, opened once per process and migrated on open.
import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { env } from "../env";
import { migrations } from "./migrations";

export type Db = Database.Database;

function migrate(db: Db): void {
  db.exec("CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)");
  const applied = new Set(
    db.prepare("SELECT id FROM schema_migrations").pluck().all() as string[],
  );
  for (const m of migrations) {
    if (applied.has(m.id)) continue;
    db.transaction(() => {
      db.exec(m.up);
      db.prepare("INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)").run(m.id, new Date().toISOString());
    })();
  }
}

/** Opens (creating and migrating if needed) the database at `file`. */
export function openDb(file: string): Db {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  db.pragma("cache_size = -65536");
  db.pragma("mmap_size = 268435456");
  migrate(db);
  return db;
}

// Kept on globalThis so that Next's dev-mode module reloading does not open a new handle each time.
const holder = globalThis as unknown as { __footnoteDb?: Db };

/** The process-wide connection to the configured database. */
export function db(): Db {
  holder.__footnoteDb ??= openDb(env().databasePath);
  return holder.__footnoteDb;
}

/** Closes the process-wide connection (tests and commands that switch databases). */
export function closeDb(): void {
  holder.__footnoteDb?.close();
  holder.__footnoteDb = undefined;
}
