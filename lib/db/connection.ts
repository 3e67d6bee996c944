// The process's store: SQLite in the data folder (the embedded default), or PostgreSQL when
// DATABASE_URL names one. Opened once per thread (each worker thread has its own), migrated on
// open. Migrations also run alone with `npm run db:migrate`.
import { env } from "../env";
import { migrations } from "./migrations";
import { pgMigrations } from "./migrations-pg";
import { PgStore } from "./pg-store";
import { openSqlite } from "./sqlite-store";
import type { Store } from "./store";

export type Db = Store;
export type { Dialect, Statement, Store } from "./store";

const STAMP = "CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)";
// Any number, the same in every instance: openers of one PostgreSQL database take turns migrating it.
const MIGRATION_LOCK = 7_301_205_001;

/** Applies the migrations this store lacks; returns the ids applied. */
function migrate(store: Store, list: { id: string; up: string }[]): string[] {
  store.exec(STAMP);
  const applied = new Set(store.prepare("SELECT id FROM schema_migrations").pluck().all() as string[]);
  const done: string[] = [];
  for (const m of list) {
    if (applied.has(m.id)) continue;
    store.transaction(() => {
      store.exec(m.up);
      store.prepare("INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)").run(m.id, new Date().toISOString());
    })();
    done.push(m.id);
  }
  return done;
}

/** Opens (creating and migrating if needed) the SQLite database at `file`. */
export function openDb(file: string): Db {
  const store = openSqlite(file);
  migrate(store, migrations);
  return store;
}

/** Connects to the PostgreSQL database at `url` and migrates it, one opener at a time. */
export function openPg(url: string, onApplied?: (ids: string[]) => void): Db {
  const store = new PgStore(url);
  try {
    store.exec("SET client_min_messages = warning");
    store.query(`SELECT pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      const ids = migrate(store, pgMigrations);
      onApplied?.(ids);
    } finally {
      store.query(`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  } catch (error) {
    store.close();
    throw error;
  }
  return store;
}

/** Opens the configured store: PostgreSQL when DATABASE_URL is set, else the SQLite file. */
export function openConfigured(): Db {
  const config = env();
  return config.databaseUrl ? openPg(config.databaseUrl) : openDb(config.databasePath);
}

// Kept on globalThis so that Next's dev-mode module reloading does not open a new handle each time.
const holder = globalThis as unknown as { __footnoteDb?: Db };

/** The process-wide (per thread) connection to the configured database. */
export function db(): Db {
  holder.__footnoteDb ??= openConfigured();
  return holder.__footnoteDb;
}

/** Closes the process-wide connection (tests and commands that switch databases). */
export function closeDb(): void {
  holder.__footnoteDb?.close();
  holder.__footnoteDb = undefined;
}
