// API keys: granted by the operator, shown once, stored only as a SHA-256 hash with a short
// prefix so people can recognise a key in a list. Checked against the database on every request,
// so a revocation takes effect at once in every process.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import {
  activeApiKeyByHash, allApiKeys, anyActiveApiKey, apiKeyById, apiKeysByIdOrPrefix, insertApiKey, markApiKeyRevoked,
  recordApiKeyUse, type ApiKeyRow,
} from "../catalog/api-key-store";
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

function toRecord(row: ApiKeyRow): ApiKeyRecord {
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
  insertApiKey(database, { id, name: trimmed, hash: hashKey(key), prefix: key.slice(0, SHOWN_PREFIX_LENGTH) });
  return { ...toRecord(apiKeyById(database, id)!), key };
}

export function listApiKeys(database: Db = db()): ApiKeyRecord[] {
  return allApiKeys(database).map(toRecord);
}

/** Revokes the key with this id or shown prefix; a prefix that matches several keys is refused. */
export function revokeApiKey(idOrPrefix: string, database: Db = db()): ApiKeyRecord {
  const matches = apiKeysByIdOrPrefix(database, idOrPrefix);
  const [match] = matches;
  if (!match) throw new NotFoundError(`No API key with id or prefix '${idOrPrefix}'`);
  if (matches.length > 1) throw new Error(`'${idOrPrefix}' matches ${matches.length} keys; revoke by id`);
  markApiKeyRevoked(database, match.id);
  return toRecord(apiKeyById(database, match.id)!);
}

const lastUseWritten = new Map<string, number>();

/** The identity behind a presented key, or null when it is unknown or revoked. */
export function verifyApiKey(presented: string, database: Db = db()): ApiKeyIdentity | null {
  const row = activeApiKeyByHash(database, hashKey(presented));
  if (!row) return null;
  const now = Date.now();
  if (now - (lastUseWritten.get(row.id) ?? 0) >= LAST_USED_RESOLUTION_MS) {
    lastUseWritten.set(row.id, now);
    recordApiKeyUse(database, row.id, new Date(now).toISOString());
  }
  return { id: row.id, name: row.name, prefix: row.prefix };
}

/**
 * A first key for a fresh installation: created (and returned, the only time it can be shown)
 * when no active key exists; null otherwise.
 */
export function ensureInitialKey(name: string, database: Db = db()): CreatedApiKey | null {
  return database.transaction(() => {
    return anyActiveApiKey(database) ? null : createApiKey(name, database);
  }).immediate();
}
