// Several app instances sharing one PostgreSQL database, as a suite's tests see them: a fresh
// scratch database made before the suite's tests and dropped after them, and one connection pool
// per instance on it, each ended with the suite.
import type { Pool } from "pg";
import { afterAll, beforeAll } from "vitest";
import { createPgPool } from "../db/pg-pool";
import { createScratchDatabase, type ScratchDatabase } from "./scratch-pg-database";

export interface ScratchInstances {
  /** A new instance's pool on the suite's database (call it inside a test or hook). */
  pool(): Pool;
}

/** Registers the suite's hooks; call it inside `describe`. */
export function scratchInstances(): ScratchInstances {
  let database: ScratchDatabase | undefined;
  const pools: Pool[] = [];
  beforeAll(async () => {
    database = await createScratchDatabase();
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    await database?.drop();
  });
  return {
    pool() {
      if (!database) throw new Error("scratchInstances().pool() is for the suite's tests and hooks");
      const pool = createPgPool(database.url);
      pools.push(pool);
      return pool;
    },
  };
}
