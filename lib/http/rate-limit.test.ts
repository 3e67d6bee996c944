import { describe, expect, it } from "vitest";
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
