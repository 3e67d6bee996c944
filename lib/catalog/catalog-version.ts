// A token that changes whenever the catalog may have changed, so read results can be kept until
// then. On SQLite, `data_version` moves when another connection (the ingest command) commits and
// `total_changes()` when this one writes. On PostgreSQL every transaction that writes a catalog
// table bumps the `catalog_version` row as it commits (triggers; migration 002 says why at commit),
// so every instance sees every other's writes once they commit; reading it is one indexed row.
import { db, type Db } from "../db/connection";
import { prepared } from "../db/prepared";

export function catalogVersion(database: Db = db()): string {
  if (database.dialect === "postgres") {
    return String(prepared(database, "SELECT version FROM catalog_version WHERE id = 1").pluck().get());
  }
  const other = prepared(database, "PRAGMA data_version").pluck().get() as number;
  const own = prepared(database, "SELECT total_changes()").pluck().get() as number;
  return `${other}:${own}`;
}
