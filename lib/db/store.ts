// What the store modules need of a database, whichever it is: statements prepared once and run
// synchronously (one row, all rows, a write), a pluck of the first column, a script, and
// transactions that nest. The embedded store (SQLite, better-sqlite3) and the shared one
// (PostgreSQL, libpq through pg-native) both implement it; `dialect` tells a store module which
// SQL to send where the two cannot share a statement.
export type Dialect = "sqlite" | "postgres";

export interface RunResult {
  /** Rows inserted, updated or deleted. */
  changes: number;
}

/**
 * Parameters are `?` in order, or `@name` with one object whose keys are the names. Rows come back
 * as plain objects keyed by column alias; numbers as numbers (counts included), bytes as Buffers.
 */
export interface Statement {
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): RunResult;
  /** The same statement returning the first column's value instead of rows. */
  pluck(): Statement;
}

/**
 * A function run in a transaction. `immediate` takes the write lock at the start (SQLite's BEGIN
 * IMMEDIATE, for a read that decides a write); PostgreSQL's row locks and constraints make the
 * plain form do.
 */
export type Transaction<A extends unknown[], R> = ((...args: A) => R) & { immediate(...args: A): R };

export interface Store {
  readonly dialect: Dialect;
  prepare(sql: string): Statement;
  /** Runs a script of statements without parameters (migrations). */
  exec(sql: string): void;
  /**
   * Wraps `fn` so that it runs in a transaction: committed when it returns, rolled back when it
   * throws. Called inside another transaction it runs in a savepoint of it.
   */
  transaction<A extends unknown[], R>(fn: (...args: A) => R): Transaction<A, R>;
  close(): void;
}
