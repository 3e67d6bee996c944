import type { Pool } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPgPool } from "../db/pg-pool";
import { createScratchDatabase, pgServerForTests, type ScratchDatabase } from "../testing/scratch-pg-database";
import { createRateLimiter } from "./rate-limit";

describe("createRateLimiter", () => {
  it("allows the budget per key and minute, then asks to retry within the minute", async () => {
    const limit = createRateLimiter(2);
    expect(await limit("a")).toEqual({ allowed: true });
    expect(await limit("a")).toEqual({ allowed: true });
    const refused = await limit("a");
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await limit("b")).toEqual({ allowed: true });
  });
});

const reachable = await pgServerForTests("the shared rate limit tests");

describe.skipIf(!reachable)("createRateLimiter over PostgreSQL", () => {
  let database: ScratchDatabase;
  let pools: Pool[] = [];
  beforeAll(async () => {
    database = await createScratchDatabase();
    pools = [createPgPool(database.url), createPgPool(database.url)];
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    await database?.drop();
  });

  it("draws every instance's requests from one budget per key", async () => {
    const [first, second] = pools.map((pool) => createRateLimiter(3, pool));
    expect(await first!("key")).toEqual({ allowed: true });
    expect(await second!("key")).toEqual({ allowed: true });
    expect(await second!("key")).toEqual({ allowed: true });
    const refused = await first!("key");
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await second!("other key")).toEqual({ allowed: true });
  });
});
