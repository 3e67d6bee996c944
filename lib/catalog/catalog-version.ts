// A token that changes whenever the catalog may have changed, so read results can be kept until
// then. `data_version` moves when another connection (the ingest command) commits;
// `total_changes()` when this one writes.
import { db, type Db } from "../db/connection";
import { prepared } from "../db/prepared";

export function catalogVersion(database: Db = db()): string {
  const other = prepared(database, "PRAGMA data_version").pluck().get() as number;
  const own = prepared(database, "SELECT total_changes()").pluck().get() as number;
  return `${other}:${own}`;
}
