// The process's store: SQLite in the data folder (the embedded default), or PostgreSQL when
// DATABASE_URL names one. Opened once per thread and migrated on open (with PostgreSQL a worker
// thread uses a connection the main thread lends it: lent-store.ts). Migrations also run alone
// with `npm run db:migrate`.
import { isMainThread } from "node:worker_threads";
import { env } from "../env";
import { lendStore, LentStore, type LentStoreHandle } from "./lent-store";
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
  if (!config.databaseUrl) return openDb(config.databasePath);
  if (!isMainThread) throw new Error("a worker thread reaches PostgreSQL through a connection the main thread lends it (useLentStore)");
  return openPg(config.databaseUrl);
}

// Kept on globalThis so that Next's dev-mode module reloading does not open a new handle each time.
const holder = globalThis as unknown as { __footnoteDb?: Db };

/** The process-wide (per thread) connection to the configured database. */
export function db(): Db {
  holder.__footnoteDb ??= openConfigured();
  return holder.__footnoteDb;
}

// Worker thread: the lent connections of the tasks under way here, oldest first.
const lentHere: LentStore[] = [];

/**
 * Worker threads, with PostgreSQL: makes `db()` a connection the main thread lent to a task under
 * way here (lent-store.ts) until the returned function is called. Tasks that run at once on one
 * thread share the oldest one: statements never interleave (each call is synchronous), and when
 * that task ends the next one's connection takes over. With SQLite, nothing to do.
 */
export function useLentStore(handle: LentStoreHandle | undefined): () => void {
  if (!handle) return () => {};
  const lent = new LentStore(handle);
  lentHere.push(lent);
  holder.__footnoteDb ??= lent;
  return () => {
    lentHere.splice(lentHere.indexOf(lent), 1);
    if (holder.__footnoteDb === lent) holder.__footnoteDb = lentHere[0];
    lent.close();
  };
}

// Main thread: connections lent to worker threads' tasks, kept between tasks.
const idle: PgStore[] = [];

/** Main thread, with PostgreSQL: a connection for one task on a worker thread; undefined with SQLite. */
export function lendConnection(): { handle: LentStoreHandle; end(): void } | undefined {
  const url = env().databaseUrl;
  if (!url) return undefined;
  return lendStore(
    () => idle.pop() ?? (openPg(url) as PgStore),
    (store) => {
      // A task stopped inside a transaction leaves it open: rolled back before the connection is lent again.
      if (store.inTransaction()) store.exec("ROLLBACK");
      idle.push(store);
    },
  );
}

/** Closes the process-wide connection (tests and commands that switch databases). */
export function closeDb(): void {
  holder.__footnoteDb?.close();
  holder.__footnoteDb = undefined;
}
