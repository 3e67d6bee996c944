// The shared store: PostgreSQL through libpq's synchronous calls (pg-native), so the domain calls
// it exactly as it calls SQLite. Each thread that opens it holds its own connection; a statement
// is prepared on that connection the first time it runs and executed by name after. One round
// trip blocks the thread that makes it (about 0.06 ms on loopback), which is why answers run on
// worker threads and retrieval keeps its indexes in memory.
import { createRequire } from "node:module";
import type Client from "pg-native";
import parseBytea from "postgres-bytea";
import { finishConnection } from "./pg-finish";
import { pgParameter, toPgStatement } from "./pg-sql";
import type { RunResult, Statement, Store, Transaction } from "./store";

const NUMERIC = new Set([20, 21, 23, 26, 700, 701, 1700]);

// Results read as better-sqlite3 gives them: numbers as numbers (counts are int8, which
// node-postgres would give as strings), booleans as 1 and 0, bytes as Buffers, the rest as text.
const types = {
  getTypeParser(oid: number): (value: string) => unknown {
    if (NUMERIC.has(oid)) return Number;
    if (oid === 16) return (value: string) => (value === "t" ? 1 : 0);
    if (oid === 17) return parseBytea;
    return (value: string) => value;
  },
};

// Loaded on first use, never on import: libpq's binding can only be loaded by the main thread, and
// worker threads import this module too (they reach PostgreSQL through lent-store.ts).
let ClientClass: typeof Client | undefined;
function newClient(): Client {
  ClientClass ??= createRequire(import.meta.url)("pg-native") as typeof Client;
  return new ClientClass({ types });
}

class PgStatement implements Statement {
  private name: string | null = null;

  constructor(
    private readonly store: PgStore,
    private readonly text: string,
    private readonly slots: (number | string)[],
    private readonly plucked = false,
  ) {}

  private values(params: unknown[]): (string | null)[] {
    const named = params.length === 1 && params[0] !== null && typeof params[0] === "object" && !(params[0] instanceof Uint8Array)
      ? (params[0] as Record<string, unknown>)
      : null;
    return this.slots.map((slot) => pgParameter(typeof slot === "number" ? params[slot] : named?.[slot]));
  }

  private execute(params: unknown[]): Record<string, unknown>[] {
    this.name ??= this.store.prepareNamed(this.text, this.slots.length);
    return this.store.executeNamed(this.name, this.values(params));
  }

  private shape(row: Record<string, unknown> | undefined): unknown {
    if (!row || !this.plucked) return row;
    for (const key in row) return row[key];
    return undefined;
  }

  get(...params: unknown[]): unknown {
    return this.shape(this.execute(params)[0]);
  }

  all(...params: unknown[]): unknown[] {
    const rows = this.execute(params);
    return this.plucked ? rows.map((row) => this.shape(row)) : rows;
  }

  run(...params: unknown[]): RunResult {
    this.execute(params);
    return { changes: this.store.changes() };
  }

  pluck(): Statement {
    return new PgStatement(this.store, this.text, this.slots, true);
  }
}

export class PgStore implements Store {
  readonly dialect = "postgres" as const;
  private readonly client = newClient();
  private readonly names = new Map<string, string>();
  private depth = 0;
  private closed = false;

  constructor(url: string) {
    try {
      this.client.connectSync(url);
    } catch (error) {
      this.closed = true; // libpq has closed the failed connection itself
      throw error;
    }
  }

  prepare(sql: string): Statement {
    const { text, slots } = toPgStatement(sql);
    return new PgStatement(this, text, slots);
  }

  /** The name of this statement on the connection, preparing it the first time. */
  prepareNamed(text: string, parameters: number): string {
    let name = this.names.get(text);
    if (!name) {
      name = `s${this.names.size + 1}`;
      this.client.prepareSync(name, text, parameters);
      this.names.set(text, name);
    }
    return name;
  }

  executeNamed(name: string, values: (string | null)[]): Record<string, unknown>[] {
    return this.client.executeSync(name, values);
  }

  changes(): number {
    return Number(this.client.pq.cmdTuples()) || 0;
  }

  exec(sql: string): void {
    this.client.querySync(sql);
  }

  /** Runs one statement with parameters, without keeping it prepared (locks, one-off commands). */
  query(sql: string, params: unknown[] = []): Record<string, unknown>[] {
    const { text, slots } = toPgStatement(sql);
    return this.client.querySync(text, slots.map((slot) => pgParameter(typeof slot === "number" ? params[slot] : undefined)));
  }

  transaction<A extends unknown[], R>(fn: (...args: A) => R): Transaction<A, R> {
    const run = (...args: A): R => {
      const savepoint = this.depth > 0 ? `sp${this.depth}` : null;
      this.client.querySync(savepoint ? `SAVEPOINT ${savepoint}` : "BEGIN");
      this.depth++;
      try {
        const result = fn(...args);
        this.depth--;
        this.client.querySync(savepoint ? `RELEASE SAVEPOINT ${savepoint}` : "COMMIT");
        return result;
      } catch (error) {
        this.depth--;
        try {
          this.client.querySync(savepoint ? `ROLLBACK TO SAVEPOINT ${savepoint}` : "ROLLBACK");
        } catch {
          // the connection is gone; the server has rolled back already
        }
        throw error;
      }
    };
    return Object.assign(run, { immediate: run });
  }

  /** True while a transaction is open on the connection (or failed and not yet rolled back). */
  inTransaction(): boolean {
    return this.client.pq.transactionStatus?.() !== 0;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    finishConnection(this.client);
  }
}
