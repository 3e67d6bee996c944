// API keys: granted by the operator, shown once, stored only as a SHA-256 hash with a short
// prefix so people can recognise a key in a list. Checked against the database on every request,
// so a revocation takes effect at once in every process.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { prepared } from "../db/prepared";
import { NotFoundError } from "../catalog/errors";
import { db, type Db } from "../db/connection";

const KEY_PREFIX = "fn_";
const SHOWN_PREFIX_LENGTH = KEY_PREFIX.length + 8;
/** last_used_at is refreshed at most this often, so reads under load do not turn into writes. */
const LAST_USED_RESOLUTION_MS = 60_000;

export interface ApiKeyIdentity {
  id: string;
  name: string;
  prefix: string;
}

export interface ApiKeyRecord extends ApiKeyIdentity {
  createdAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export interface CreatedApiKey extends ApiKeyRecord {
  /** The key itself; it cannot be read back later. */
  key: string;
}

interface KeyRow {
  id: string;
  name: string;
  prefix: string;
  created_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
}

const COLUMNS = "id, name, prefix, created_at, revoked_at, last_used_at";

function toRecord(row: KeyRow): ApiKeyRecord {
  return {
    id: row.id, name: row.name, prefix: row.prefix,
    createdAt: row.created_at, revokedAt: row.revoked_at, lastUsedAt: row.last_used_at,
  };
}

function hashKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

export function createApiKey(name: string, database: Db = db()): CreatedApiKey {
  const trimmed = name.trim();
  if (!trimmed) throw new Error("an API key needs a name");
  const key = KEY_PREFIX + randomBytes(24).toString("base64url");
  const id = randomUUID();
  prepared(database, "INSERT INTO api_keys (id, name, key_hash, prefix) VALUES (?, ?, ?, ?)")
    .run(id, trimmed, hashKey(key), key.slice(0, SHOWN_PREFIX_LENGTH));
  const row = prepared(database, `SELECT ${COLUMNS} FROM api_keys WHERE id = ?`).get(id) as KeyRow;
  return { ...toRecord(row), key };
}

export function listApiKeys(database: Db = db()): ApiKeyRecord[] {
  const rows = prepared(database, `SELECT ${COLUMNS} FROM api_keys ORDER BY created_at, id`).all() as KeyRow[];
  return rows.map(toRecord);
}

/** Revokes the key with this id or shown prefix; a prefix that matches several keys is refused. */
export function revokeApiKey(idOrPrefix: string, database: Db = db()): ApiKeyRecord {
  const matches = prepared(database, `SELECT ${COLUMNS} FROM api_keys WHERE id = ? OR prefix = ?`)
    .all(idOrPrefix, idOrPrefix) as KeyRow[];
  const [match] = matches;
  if (!match) throw new NotFoundError(`No API key with id or prefix '${idOrPrefix}'`);
  if (matches.length > 1) throw new Error(`'${idOrPrefix}' matches ${matches.length} keys; revoke by id`);
  prepared(database, "UPDATE api_keys SET revoked_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = ? AND revoked_at IS NULL")
    .run(match.id);
  return toRecord(prepared(database, `SELECT ${COLUMNS} FROM api_keys WHERE id = ?`).get(match.id) as KeyRow);
}

const lastUseWritten = new Map<string, number>();

/** The identity behind a presented key, or null when it is unknown or revoked. */
export function verifyApiKey(presented: string, database: Db = db()): ApiKeyIdentity | null {
  const row = prepared(database, "SELECT id, name, prefix FROM api_keys WHERE key_hash = ? AND revoked_at IS NULL")
    .get(hashKey(presented)) as ApiKeyIdentity | undefined;
  if (!row) return null;
  const now = Date.now();
  if (now - (lastUseWritten.get(row.id) ?? 0) >= LAST_USED_RESOLUTION_MS) {
    lastUseWritten.set(row.id, now);
    prepared(database, "UPDATE api_keys SET last_used_at = ? WHERE id = ?").run(new Date(now).toISOString(), row.id);
  }
  return { id: row.id, name: row.name, prefix: row.prefix };
}

/**
 * A first key for a fresh installation: created (and returned, the only time it can be shown)
 * when no active key exists; null otherwise.
 */
export function ensureInitialKey(name: string, database: Db = db()): CreatedApiKey | null {
  return database.transaction(() => {
    const active = prepared(database, "SELECT 1 FROM api_keys WHERE revoked_at IS NULL LIMIT 1").get();
    return active ? null : createApiKey(name, database);
  }).immediate();
}
