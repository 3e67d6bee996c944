// An asynchronous PostgreSQL pool, beside the synchronous store, for what must be shared by every
// instance of a team deployment yet never hold up a request for long: the rate limits and sign-in
// attempt counts (rate-limiter-flexible's PostgreSQL store speaks to a `pg` Pool). Its timeouts
// are short on purpose: a database that does not answer within seconds makes the limiters fall
// back to memory (lib/http/shared-limiter.ts) instead of holding requests.
import pg from "pg";
import { env } from "../env";

/** How long to wait for a connection, and for a query, before giving up on the database. */
const TIMEOUT_MS = 3000;

export function createPgPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 4,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: TIMEOUT_MS,
    query_timeout: TIMEOUT_MS,
    application_name: "footnote-limits",
  });
  // An idle connection the server drops emits "error" on the pool; unhandled, it would end the
  // process. The next query simply opens a new connection.
  pool.on("error", (error) => console.warn(`PostgreSQL pool: an idle connection was lost (${error.message})`));
  return pool;
}

// On globalThis so that every route bundle of the app shares one pool.
const holder = globalThis as unknown as { __footnotePgPool?: pg.Pool };

/** The process-wide pool to DATABASE_URL, or undefined when the store is the embedded SQLite. */
export function sharedPgPool(): pg.Pool | undefined {
  const url = env().databaseUrl;
  if (!url) return undefined;
  holder.__footnotePgPool ??= createPgPool(url);
  return holder.__footnotePgPool;
}
