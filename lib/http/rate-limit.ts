// Per-key request budget over a one-minute window. With DATABASE_URL the counts live in
// PostgreSQL, so every instance of a team deployment draws on one budget per key; without it, in
// this process's memory (lib/http/shared-limiter.ts).
import type { Pool } from "pg";
import { RateLimiterRes } from "rate-limiter-flexible";
import { sharedPgPool } from "../db/pg-pool";
import { env } from "../env";
import { createLimiter } from "./shared-limiter";

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = (key: string) => Promise<RateDecision>;

/** A limiter of `pointsPerMinute` requests per key, counted in PostgreSQL through `pool` if given. */
export function createRateLimiter(pointsPerMinute: number, pool?: Pool): RateLimiter {
  const limiter = createLimiter({ keyPrefix: "api", points: pointsPerMinute, duration: 60 }, pool);
  return async (key) => {
    try {
      await limiter.consume(key);
      return { allowed: true };
    } catch (rejection) {
      // The library rejects with the window's state when the budget is spent, and with an Error
      // only when something is really wrong (a failing store has already fallen back to memory).
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
  };
}

// On globalThis so that every route bundle of the app shares one budget per key.
const holder = globalThis as unknown as { __footnoteRateLimiter?: RateLimiter };

/** The process-wide limiter, sized by RATE_LIMIT_PER_MINUTE, shared through DATABASE_URL if set. */
export function rateLimit(key: string): Promise<RateDecision> {
  holder.__footnoteRateLimiter ??= createRateLimiter(env().rateLimitPerMinute, sharedPgPool());
  return holder.__footnoteRateLimiter(key);
}
