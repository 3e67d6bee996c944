// Counters over a time window (rate-limiter-flexible) kept where every instance of the app sees
// them: in PostgreSQL when the deployment has one, so that several instances behind a load
// balancer share one budget per key; in this process's memory otherwise.
//
// The counters must never turn a request into an error. When PostgreSQL does not answer (down,
// unreachable, out of connections), the operation is counted in this process's memory instead,
// a warning says why, and PostgreSQL is tried again after a pause. While it lasts each instance
// keeps its own count: the limit holds per instance rather than across them, which is the right
// failure for a limit (requests go on, still bounded).
import { createHash } from "node:crypto";
import type { Pool } from "pg";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

export interface LimiterOptions {
  /** Names the counter (API requests, sign-in attempts by name…); part of every stored key. */
  keyPrefix: string;
  /** Points a key may spend within the window. */
  points: number;
  /** The window, in seconds. */
  duration: number;
}

/** The operations the app uses; `consume` rejects with a RateLimiterRes when the budget is spent. */
export interface Limiter {
  readonly store: "postgres" | "memory";
  consume(key: string): Promise<RateLimiterRes>;
  get(key: string): Promise<RateLimiterRes | null>;
  penalty(key: string, points: number): Promise<RateLimiterRes>;
  delete(key: string): Promise<boolean>;
}

/** The one table every counter of the app shares; keys carry their counter's prefix. */
export const LIMITS_TABLE = "rate_limits";
/** How long to count in memory after PostgreSQL failed before trying it again. */
const RETRY_AFTER_MS = 30_000;

// The library stores `prefix:key` in a varchar(255); addresses and names come from clients, so a
// long key is stored by its digest (in both stores, so they count alike).
function storedKey(key: string): string {
  return key.length <= 128 ? key : `sha256:${createHash("sha256").update(key).digest("hex")}`;
}

function memoryLimiter(options: LimiterOptions): RateLimiterMemory {
  return new RateLimiterMemory({ keyPrefix: options.keyPrefix, points: options.points, duration: options.duration });
}

function reasonOf(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length) return reasonOf(error.errors[0]);
  return error instanceof Error ? error.message || error.name : String(error);
}

type Operation<T> = (limiter: RateLimiterAbstract) => Promise<T>;

class PostgresLimiter implements Limiter {
  readonly store = "postgres";
  private readonly fallback: RateLimiterMemory;
  private ready: Promise<RateLimiterPostgres> | undefined;
  /** Set while counting in memory after a failure: when to try PostgreSQL again. */
  private retryAt = 0;

  constructor(
    private readonly pool: Pool,
    private readonly options: LimiterOptions,
  ) {
    this.fallback = memoryLimiter(options);
  }

  /** The PostgreSQL limiter once its table exists (created by the library, if missing). */
  private limiter(): Promise<RateLimiterPostgres> {
    this.ready ??= new Promise((resolve, reject) => {
      const limiter: RateLimiterPostgres = new RateLimiterPostgres(
        { ...this.options, storeClient: this.pool, storeType: "pool", tableName: LIMITS_TABLE },
        (error) => (error ? reject(error) : resolve(limiter)),
      );
    });
    return this.ready;
  }

  private async run<T>(operation: Operation<T>): Promise<T> {
    if (Date.now() < this.retryAt) return operation(this.fallback);
    let limiter: RateLimiterPostgres;
    try {
      limiter = await this.limiter();
    } catch (error) {
      this.ready = undefined; // the table is created again on the next try
      return this.fallBack(error, operation);
    }
    try {
      const result = await operation(limiter);
      this.recovered();
      return result;
    } catch (rejection) {
      // A spent budget is an answer, not a failure of the store.
      if (rejection instanceof RateLimiterRes) {
        this.recovered();
        throw rejection;
      }
      return this.fallBack(rejection, operation);
    }
  }

  private fallBack<T>(error: unknown, operation: Operation<T>): Promise<T> {
    if (this.retryAt === 0) {
      console.warn(
        `Limits "${this.options.keyPrefix}": PostgreSQL did not answer (${reasonOf(error)}); counting in this ` +
          `instance's memory, trying PostgreSQL again every ${RETRY_AFTER_MS / 1000} s`,
      );
    }
    this.retryAt = Date.now() + RETRY_AFTER_MS;
    return operation(this.fallback);
  }

  private recovered(): void {
    if (this.retryAt === 0) return;
    this.retryAt = 0;
    console.warn(`Limits "${this.options.keyPrefix}": PostgreSQL answers again; counting there`);
  }

  consume(key: string): Promise<RateLimiterRes> {
    return this.run((limiter) => limiter.consume(storedKey(key)));
  }

  get(key: string): Promise<RateLimiterRes | null> {
    return this.run((limiter) => limiter.get(storedKey(key)));
  }

  penalty(key: string, points: number): Promise<RateLimiterRes> {
    return this.run((limiter) => limiter.penalty(storedKey(key), points));
  }

  delete(key: string): Promise<boolean> {
    return this.run((limiter) => limiter.delete(storedKey(key)));
  }
}

class MemoryLimiter implements Limiter {
  readonly store = "memory";
  private readonly limiter: RateLimiterMemory;

  constructor(options: LimiterOptions) {
    this.limiter = memoryLimiter(options);
  }

  consume(key: string): Promise<RateLimiterRes> {
    return this.limiter.consume(storedKey(key));
  }

  get(key: string): Promise<RateLimiterRes | null> {
    return this.limiter.get(storedKey(key));
  }

  penalty(key: string, points: number): Promise<RateLimiterRes> {
    return this.limiter.penalty(storedKey(key), points);
  }

  delete(key: string): Promise<boolean> {
    return this.limiter.delete(storedKey(key));
  }
}

/** Counters in PostgreSQL through `pool` when there is one, else in this process's memory. */
export function createLimiter(options: LimiterOptions, pool?: Pool): Limiter {
  return pool ? new PostgresLimiter(pool, options) : new MemoryLimiter(options);
}
