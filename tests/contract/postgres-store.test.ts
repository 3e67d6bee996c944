// Says, in the PostgreSQL run of the contract suite, whether it ran: a skipped test naming why
// when no server answered (a failure under CI), a passing one naming the server otherwise. In the
// SQLite run it has nothing to say.
import { expect, it } from "vitest";
import { postgresUnreachable, storeKind, TEST_DATABASE_SHOWN } from "../support/test-store";

const postgresRun = storeKind() === "postgres";
const why = postgresRun ? postgresUnreachable() : null;
const where = TEST_DATABASE_SHOWN;

if (why && process.env.CI !== "true") console.warn(`PostgreSQL contract run skipped: no server at ${where} (${why})`);

it.skipIf(!postgresRun || (why !== null && process.env.CI !== "true"))(
  why ? `runs over PostgreSQL — SKIPPED: no server at ${where} (${why})` : `runs over PostgreSQL at ${where}`,
  () => {
    expect(why, `no PostgreSQL server at ${where}; under CI the PostgreSQL run must not be skipped`).toBeNull();
  },
);
