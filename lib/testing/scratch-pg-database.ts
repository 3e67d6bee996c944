// The asynchronous face, for tests written with promises, of the test suite's one way to reach
// PostgreSQL (tests/support/test-databases.ts): a fresh database on the server TEST_DATABASE_URL
// names, dropped when done, and the one rule for when such tests may be skipped — no server
// answering, said loudly, and never under CI.
import { createTestDatabase, dropTestDatabase, postgresSkipReason } from "../../tests/support/test-databases";

/** Skips the calling suite loudly when PostgreSQL is not there: returns whether it is. */
export async function pgServerForTests(suite: string): Promise<boolean> {
  const reason = postgresSkipReason();
  if (reason) console.warn(`SKIPPED ${suite}: ${reason}; set TEST_DATABASE_URL`);
  return reason === null;
}

export interface ScratchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A new, empty database on the test server. */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const { name, url } = createTestDatabase();
  return { name, url, drop: async () => dropTestDatabase(name) };
}
