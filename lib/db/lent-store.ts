// PostgreSQL for worker threads. libpq's binding is not context-aware, so Node loads it in the
// main thread only: a worker thread (an answer being composed) cannot open a connection of its
// own. Instead the main thread lends it one: a connection of its own per task, reached over a
// MessagePort. The worker posts each statement and waits on a shared flag; the main thread runs it
// on that connection and posts the result back, which the worker takes synchronously
// (receiveMessageOnPort). The domain still calls the store synchronously, and a task's
// transactions stay on one connection, apart from every other thread's.
import { MessageChannel, receiveMessageOnPort, type MessagePort } from "node:worker_threads";
import type { PgStore } from "./pg-store";
import type { RunResult, Statement, Store, Transaction } from "./store";

type Request =
  | { op: "get" | "all" | "run"; sql: string; params: unknown[]; pluck: boolean }
  | { op: "exec"; sql: string };
type Reply = { value: unknown } | { error: string };

/** What a task carries to its worker: the port and the flag the main thread raises when it has replied. */
export interface LentStoreHandle {
  port: MessagePort;
  flag: SharedArrayBuffer;
}

/**
 * Main thread: lends a connection (from `take`, returned with `give` when the task ends). The
 * handle's port must be transferred to the worker with the task.
 */
export function lendStore(take: () => PgStore, give: (store: PgStore) => void): { handle: LentStoreHandle; end(): void } {
  const { port1, port2 } = new MessageChannel();
  const flag = new SharedArrayBuffer(4);
  const signal = new Int32Array(flag);
  let store: PgStore | null = null;
  port1.on("message", (request: Request) => {
    let reply: Reply;
    try {
      store ??= take();
      if (request.op === "exec") {
        store.exec(request.sql);
        reply = { value: null };
      } else {
        const statement = request.pluck ? store.prepare(request.sql).pluck() : store.prepare(request.sql);
        reply = { value: statement[request.op](...request.params) };
      }
    } catch (error) {
      reply = { error: error instanceof Error ? error.message : String(error) };
    }
    port1.postMessage(reply);
    Atomics.store(signal, 0, 1);
    Atomics.notify(signal, 0);
  });
  return {
    handle: { port: port2, flag },
    end() {
      port1.close();
      if (store) give(store);
      store = null;
    },
  };
}

class LentStatement implements Statement {
  constructor(private readonly store: LentStore, private readonly sql: string, private readonly plucked = false) {}
  get(...params: unknown[]): unknown {
    return this.store.call({ op: "get", sql: this.sql, params, pluck: this.plucked });
  }
  all(...params: unknown[]): unknown[] {
    return this.store.call({ op: "all", sql: this.sql, params, pluck: this.plucked }) as unknown[];
  }
  run(...params: unknown[]): RunResult {
    return this.store.call({ op: "run", sql: this.sql, params, pluck: false }) as RunResult;
  }
  pluck(): Statement {
    return new LentStatement(this.store, this.sql, true);
  }
}

/** Worker thread: the store over a lent connection. */
export class LentStore implements Store {
  readonly dialect = "postgres" as const;
  private readonly signal: Int32Array;
  private depth = 0;

  constructor(private readonly handle: LentStoreHandle) {
    this.signal = new Int32Array(handle.flag);
  }

  call(request: Request): unknown {
    Atomics.store(this.signal, 0, 0);
    this.handle.port.postMessage(request);
    // Bounded, so that a main thread that has let the task go never leaves this thread waiting.
    if (Atomics.wait(this.signal, 0, 0, 60_000) === "timed-out") throw new Error("the lent database connection did not answer");
    const received = receiveMessageOnPort(this.handle.port);
    if (!received) throw new Error("the lent database connection did not answer");
    const reply = received.message as Reply;
    if ("error" in reply) throw new Error(reply.error);
    return reply.value;
  }

  prepare(sql: string): Statement {
    return new LentStatement(this, sql);
  }

  exec(sql: string): void {
    this.call({ op: "exec", sql });
  }

  transaction<A extends unknown[], R>(fn: (...args: A) => R): Transaction<A, R> {
    const run = (...args: A): R => {
      const savepoint = this.depth > 0 ? `sp${this.depth}` : null;
      this.exec(savepoint ? `SAVEPOINT ${savepoint}` : "BEGIN");
      this.depth++;
      try {
        const result = fn(...args);
        this.depth--;
        this.exec(savepoint ? `RELEASE SAVEPOINT ${savepoint}` : "COMMIT");
        return result;
      } catch (error) {
        this.depth--;
        this.exec(savepoint ? `ROLLBACK TO SAVEPOINT ${savepoint}` : "ROLLBACK");
        throw error;
      }
    };
    return Object.assign(run, { immediate: run });
  }

  close(): void {
    this.handle.port.close();
  }
}
