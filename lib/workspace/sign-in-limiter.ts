// Failed sign-ins are counted per user name and per address; past the limit further attempts
// are refused until the window passes, so passwords cannot be guessed at speed. Successful
// sign-ins clear the name's count. Memory is enough: one process serves the workspace, and a
// restart only forgets counts.
import { RateLimiterMemory } from "rate-limiter-flexible";

const WINDOW_SECONDS = 15 * 60;
const byName = new RateLimiterMemory({ keyPrefix: "sign-in-name", points: 10, duration: WINDOW_SECONDS });
const byAddress = new RateLimiterMemory({ keyPrefix: "sign-in-address", points: 50, duration: WINDOW_SECONDS });

/** Seconds to wait before trying again, or 0 when an attempt is allowed. */
export async function signInWait(username: string, address: string): Promise<number> {
  const [name, addr] = await Promise.all([byName.get(username), byAddress.get(address)]);
  const blocked = [
    name && name.consumedPoints >= 10 ? name.msBeforeNext : 0,
    addr && addr.consumedPoints >= 50 ? addr.msBeforeNext : 0,
  ];
  return Math.ceil(Math.max(...blocked) / 1000);
}

export async function recordFailedSignIn(username: string, address: string): Promise<void> {
  await Promise.all([byName.penalty(username, 1), byAddress.penalty(address, 1)]);
}

export async function recordSignIn(username: string): Promise<void> {
  await byName.delete(username);
}
