import { describe, expect, it } from "vitest";
import { scratchInstances } from "../testing/instance-pools.fixture";
import { pgServerForTests } from "../testing/scratch-pg-database";
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
  const instances = scratchInstances();

  it("draws every instance's requests from one budget per key", async () => {
    const [first, second] = [instances.pool(), instances.pool()].map((pool) => createRateLimiter(3, pool));
    expect(await first!("key")).toEqual({ allowed: true });
    expect(await second!("key")).toEqual({ allowed: true });
    expect(await second!("key")).toEqual({ allowed: true });
    const refused = await first!("key");
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await second!("other key")).toEqual({ allowed: true });
  });
});
