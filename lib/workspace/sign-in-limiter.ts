// Failed sign-ins are counted per user name and per address; past the limit further attempts
// are refused until the window passes, so passwords cannot be guessed at speed. Successful
// sign-ins clear the name's count. With DATABASE_URL the counts live in PostgreSQL, so that an
// attacker gains nothing by spreading attempts over the instances of a team deployment; without
// it, in this process's memory (lib/http/shared-limiter.ts).
import type { Pool } from "pg";
import { sharedPgPool } from "../db/pg-pool";
import { createLimiter } from "../http/shared-limiter";

const WINDOW_SECONDS = 15 * 60;
const NAME_ATTEMPTS = 10;
const ADDRESS_ATTEMPTS = 50;

export interface SignInLimiter {
  /** Seconds to wait before trying again, or 0 when an attempt is allowed. */
  wait(username: string, address: string): Promise<number>;
  recordFailure(username: string, address: string): Promise<void>;
  recordSuccess(username: string): Promise<void>;
}

/** Attempt counts kept in PostgreSQL through `pool` if given, else in memory. */
export function createSignInLimiter(pool?: Pool): SignInLimiter {
  const byName = createLimiter({ keyPrefix: "sign-in-name", points: NAME_ATTEMPTS, duration: WINDOW_SECONDS }, pool);
  const byAddress = createLimiter({ keyPrefix: "sign-in-address", points: ADDRESS_ATTEMPTS, duration: WINDOW_SECONDS }, pool);
  return {
    async wait(username, address) {
      const [name, addr] = await Promise.all([byName.get(username), byAddress.get(address)]);
      const blocked = [
        name && name.consumedPoints >= NAME_ATTEMPTS ? name.msBeforeNext : 0,
        addr && addr.consumedPoints >= ADDRESS_ATTEMPTS ? addr.msBeforeNext : 0,
      ];
      return Math.ceil(Math.max(...blocked) / 1000);
    },
    async recordFailure(username, address) {
      await Promise.all([byName.penalty(username, 1), byAddress.penalty(address, 1)]);
    },
    async recordSuccess(username) {
      await byName.delete(username);
    },
  };
}

let shared: SignInLimiter | undefined;
const limiter = () => (shared ??= createSignInLimiter(sharedPgPool()));

/** Seconds to wait before trying again, or 0 when an attempt is allowed. */
export function signInWait(username: string, address: string): Promise<number> {
  return limiter().wait(username, address);
}

export function recordFailedSignIn(username: string, address: string): Promise<void> {
  return limiter().recordFailure(username, address);
}

export function recordSignIn(username: string): Promise<void> {
  return limiter().recordSuccess(username);
}
