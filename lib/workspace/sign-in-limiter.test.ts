import { describe, expect, it } from "vitest";
import { scratchInstances } from "../testing/instance-pools.fixture";
import { pgServerForTests } from "../testing/scratch-pg-database";
import { createSignInLimiter, type SignInLimiter } from "./sign-in-limiter";

/** Ten failures for a name block it (on every instance); a success on another name is unaffected. */
async function blocksAfterTenFailures([first, second]: [SignInLimiter, SignInLimiter]) {
  for (let i = 0; i < 10; i++) {
    expect(await (i % 2 ? first : second).wait("analyst", `10.0.0.${i}`)).toBe(0);
    await (i % 2 ? second : first).recordFailure("analyst", `10.0.0.${i}`);
  }
  const wait = await second.wait("analyst", "10.0.0.99");
  expect(wait).toBeGreaterThan(14 * 60);
  expect(wait).toBeLessThanOrEqual(15 * 60);
  expect(await first.wait("someone else", "10.0.0.99")).toBe(0);
}

describe("sign-in attempts in memory", () => {
  it("blocks a name after ten failures, and a success clears the name's count", async () => {
    const limiter = createSignInLimiter();
    await blocksAfterTenFailures([limiter, limiter]);
    await limiter.recordFailure("reader", "10.1.0.1");
    await limiter.recordSuccess("reader");
    for (let i = 0; i < 9; i++) await limiter.recordFailure("reader", "10.1.0.1");
    expect(await limiter.wait("reader", "10.1.0.1")).toBe(0);
  });

  it("blocks an address after fifty failures, whatever the names", async () => {
    const limiter = createSignInLimiter();
    for (let i = 0; i < 50; i++) await limiter.recordFailure(`name-${i}`, "192.0.2.1");
    expect(await limiter.wait("fresh-name", "192.0.2.1")).toBeGreaterThan(0);
    expect(await limiter.wait("fresh-name", "192.0.2.2")).toBe(0);
  });
});

const reachable = await pgServerForTests("the shared sign-in limit tests");

describe.skipIf(!reachable)("sign-in attempts over PostgreSQL", () => {
  const instances = scratchInstances();

  it("counts failures made on either instance against one budget, and a success on one clears it for both", async () => {
    const [first, second] = [instances.pool(), instances.pool()].map((pool) => createSignInLimiter(pool)) as [SignInLimiter, SignInLimiter];
    await blocksAfterTenFailures([first, second]);
    await first.recordSuccess("analyst");
    expect(await second.wait("analyst", "10.0.0.99")).toBe(0);
  });
});
