// The stored API keys: rows of hashes and shown prefixes, never a key itself. The rules (how a
// key is made, hashed and checked) are lib/http/api-keys.ts's; this holds only their SQL.
import type { Db } from "../db/connection";
import { isoNow } from "../db/dialect";
import { prepared } from "../db/prepared";

export interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  created_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
}

const COLUMNS = "id, name, prefix, created_at, revoked_at, last_used_at";

export function insertApiKey(database: Db, key: { id: string; name: string; hash: string; prefix: string }): void {
  prepared(database, "INSERT INTO api_keys (id, name, key_hash, prefix) VALUES (?, ?, ?, ?)")
    .run(key.id, key.name, key.hash, key.prefix);
}

export function apiKeyById(database: Db, id: string): ApiKeyRow | undefined {
  return prepared(database, `SELECT ${COLUMNS} FROM api_keys WHERE id = ?`).get(id) as ApiKeyRow | undefined;
}

export function allApiKeys(database: Db): ApiKeyRow[] {
  return prepared(database, `SELECT ${COLUMNS} FROM api_keys ORDER BY created_at, id`).all() as ApiKeyRow[];
}

/** Keys whose id or shown prefix is this text. */
export function apiKeysByIdOrPrefix(database: Db, idOrPrefix: string): ApiKeyRow[] {
  return prepared(database, `SELECT ${COLUMNS} FROM api_keys WHERE id = ? OR prefix = ?`).all(idOrPrefix, idOrPrefix) as ApiKeyRow[];
}

export function markApiKeyRevoked(database: Db, id: string): void {
  prepared(database, "UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL").run(isoNow(), id);
}

/** The active key with this hash. */
export function activeApiKeyByHash(database: Db, hash: string): Pick<ApiKeyRow, "id" | "name" | "prefix"> | undefined {
  return prepared(database, "SELECT id, name, prefix FROM api_keys WHERE key_hash = ? AND revoked_at IS NULL")
    .get(hash) as Pick<ApiKeyRow, "id" | "name" | "prefix"> | undefined;
}

export function recordApiKeyUse(database: Db, id: string, at: string): void {
  prepared(database, "UPDATE api_keys SET last_used_at = ? WHERE id = ?").run(at, id);
}

export function anyActiveApiKey(database: Db): boolean {
  return prepared(database, "SELECT 1 FROM api_keys WHERE revoked_at IS NULL LIMIT 1").get() !== undefined;
}
