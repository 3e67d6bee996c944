// The contract suite again, over the PostgreSQL store: the same test files as the SQLite run,
// with CONTRACT_STORE=postgres so that every test server gets a fresh database of its own
// (tests/support/test-store.ts). `npm test` runs this after the main run. With no server
// reachable at TEST_DATABASE_URL the run is skipped, loudly (a warning and a skipped test that
// says why); under CI (CI=true) that is a failure instead.
import { defineConfig } from "vitest/config";
import base from "./vitest.config";
import { postgresUnreachable, TEST_DATABASE_SHOWN } from "./tests/support/postgres-reachable";

process.env.CONTRACT_STORE = "postgres";
const unreachable = postgresUnreachable();
const where = TEST_DATABASE_SHOWN;
if (unreachable) {
  console.warn(`\n!!! The PostgreSQL contract run is skipped: no server at ${where} (${unreachable}).\n`);
}

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: unreachable ? ["tests/contract/postgres-store.test.ts"] : ["tests/contract/**/*.test.ts"],
    env: { CONTRACT_STORE: "postgres", ...(unreachable ? { POSTGRES_UNREACHABLE: `${where}: ${unreachable}` } : {}) },
  },
});
