import { RateLimiterRes } from "rate-limiter-flexible";
import { describe, expect, it, vi } from "vitest";
import { createPgPool } from "../db/pg-pool";
import { scratchInstances } from "../testing/instance-pools.fixture";
import { pgServerForTests } from "../testing/scratch-pg-database";
import { createLimiter, type Limiter, LIMITS_TABLE } from "./shared-limiter";

async function refused(attempt: Promise<unknown>): Promise<RateLimiterRes> {
  const rejection = await attempt.then(() => undefined, (error: unknown) => error);
  expect(rejection).toBeInstanceOf(RateLimiterRes);
  return rejection as RateLimiterRes;
}

/** What both stores must do, for one limiter or for two instances sharing the store. */
function behavesAsALimiter(make: (prefix: string, points: number) => [Limiter, Limiter]) {
  it("allows the budget per key within the window, then refuses with the time to wait", async () => {
    const [first, second] = make("budget", 3);
    await first.consume("key-a");
    await second.consume("key-a");
    await first.consume("key-a");
    const over = await refused(second.consume("key-a"));
    expect(over.msBeforeNext).toBeGreaterThan(0);
    expect(over.msBeforeNext).toBeLessThanOrEqual(60_000);
    await first.consume("key-b"); // another key has its own budget
  });

  it("reads, penalises and forgets a key's count", async () => {
    const [first, second] = make("counts", 10);
    expect(await first.get("someone")).toBeNull();
    await first.penalty("someone", 2);
    await second.penalty("someone", 1);
    expect((await first.get("someone"))?.consumedPoints).toBe(3);
    expect(await second.delete("someone")).toBe(true);
    expect(await first.get("someone")).toBeNull();
  });

  it("counts a key longer than the store's column by its digest", async () => {
    const [first, second] = make("long", 1);
    const address = "x".repeat(1000);
    await first.consume(address);
    await refused(second.consume(address));
    await first.consume(`${address}y`);
  });
}

describe("memory store", () => {
  // One process: the same limiter answers for both sides.
  behavesAsALimiter((prefix, points) => {
    const limiter = createLimiter({ keyPrefix: prefix, points, duration: 60 });
    expect(limiter.store).toBe("memory");
    return [limiter, limiter];
  });

  it("keeps separate counts in separate processes", async () => {
    const [first, second] = [1, 2].map(() => createLimiter({ keyPrefix: "apart", points: 1, duration: 60 }));
    await first!.consume("k");
    await second!.consume("k");
  });
});

const reachable = await pgServerForTests("the PostgreSQL limiter tests");

describe.skipIf(!reachable)("PostgreSQL store", () => {
  const instances = scratchInstances();

  // Two instances: two pools, two limiters, one database.
  behavesAsALimiter((prefix, points) => {
    const [first, second] = [instances.pool(), instances.pool()].map((pool) => createLimiter({ keyPrefix: prefix, points, duration: 60 }, pool));
    expect(first!.store).toBe("postgres");
    return [first!, second!];
  });

  it("keeps the counts in one table, by prefix and key", async () => {
    const pool = instances.pool();
    const limiter = createLimiter({ keyPrefix: "stored", points: 5, duration: 60 }, pool);
    await limiter.consume("visible");
    const rows = await pool.query(`SELECT key, points FROM ${LIMITS_TABLE} WHERE key LIKE 'stored:%'`);
    expect(rows.rows).toEqual([{ key: "stored:visible", points: 1 }]);
  });

  it("counts in memory while PostgreSQL fails, and in PostgreSQL again once it answers", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const pool = instances.pool();
    const limiter = createLimiter({ keyPrefix: "outage", points: 5, duration: 60 }, pool);
    const count = async () =>
      (await pool.query(`SELECT points FROM ${LIMITS_TABLE} WHERE key = 'outage:k'`)).rows[0]?.points as number | undefined;
    try {
      await limiter.consume("k");
      const query = vi.spyOn(pool, "query").mockImplementation(() => Promise.reject(new Error("connection terminated")));
      await limiter.consume("k"); // counted in memory
      query.mockRestore();
      await limiter.consume("k"); // still in memory: PostgreSQL is tried again after a pause
      expect(await count()).toBe(1);
      const later = Date.now() + 31_000;
      vi.spyOn(Date, "now").mockReturnValue(later);
      await limiter.consume("k");
      expect(await count()).toBe(2); // the first and this one; the two counted in memory stay there
      expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
        expect.stringMatching(/Limits "outage": PostgreSQL did not answer \(connection terminated\)/),
        'Limits "outage": PostgreSQL answers again; counting there',
      ]);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe("a PostgreSQL store that does not answer", () => {
  it("counts in memory instead, says why once, and still refuses past the budget", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    const pool = createPgPool("postgres://footnote:footnote@127.0.0.1:1/nowhere");
    try {
      const limiter = createLimiter({ keyPrefix: "down", points: 2, duration: 60 }, pool);
      await limiter.consume("k");
      await limiter.consume("k");
      const over = await refused(limiter.consume("k"));
      expect(over.msBeforeNext).toBeGreaterThan(0);
      expect(await limiter.get("k")).not.toBeNull();
      // This limiter's warnings: a pool of an earlier test may still say it lost a connection.
      const warnings = warn.mock.calls.map((call) => String(call[0])).filter((w) => w.startsWith('Limits "down"'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/Limits "down": PostgreSQL did not answer \(.*ECONNREFUSED.*\); counting in this instance's memory/);
    } finally {
      warn.mockRestore();
      await pool.end();
    }
  });
});
