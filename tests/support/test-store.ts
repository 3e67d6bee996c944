// The contract suite's stores (test-databases.ts), and opening one as the server will. This
// module loads the app's store, so only vitest (which resolves the server-only marker) imports it.
import path from "node:path";
import { openDb, openPg, type Db } from "@/lib/db/connection";
import { testDatabaseOf } from "./test-databases";

export * from "./test-databases";

/** Opens the data folder's store, as the server will: its database, or its SQLite file. */
export function openTestStore(dataDir: string): Db {
  const entry = testDatabaseOf(dataDir);
  return entry ? openPg(entry.url) : openDb(path.join(dataDir, "footnote.db"));
}
