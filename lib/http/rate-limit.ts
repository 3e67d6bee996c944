// Per-key request budget over a one-minute window. The memory store suits one app process; a
// team deployment with several instances would swap in a shared store of the same library.
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { env } from "../env";

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = (key: string) => Promise<RateDecision>;

export function createRateLimiter(pointsPerMinute: number): RateLimiter {
  const limiter = new RateLimiterMemory({ points: pointsPerMinute, duration: 60 });
  return async (key) => {
    try {
      await limiter.consume(key);
      return { allowed: true };
    } catch (rejection) {
      // The library rejects with the window's state when the budget is spent, and with an Error
      // only when something is really wrong.
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
  };
}

// On globalThis so that every route bundle of the app shares one budget per key.
const holder = globalThis as unknown as { __footnoteRateLimiter?: RateLimiter };

/** The process-wide limiter, sized by RATE_LIMIT_PER_MINUTE. */
export function rateLimit(key: string): Promise<RateDecision> {
  holder.__footnoteRateLimiter ??= createRateLimiter(env().rateLimitPerMinute);
  return holder.__footnoteRateLimiter(key);
}
