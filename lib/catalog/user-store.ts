// The store's statements for workspace users and their sessions. Callers pass the database
// handle; the rules (name format, hashing, expiry) live in lib/workspace.
import type { Db } from "../db/connection";
import { prepared } from "../db/prepared";

/** Adds a user; false when the name is taken. */
export function insertUser(store: Db, username: string, passwordHash: string): boolean {
  return prepared(store, "INSERT INTO users (username, password_hash) VALUES (?, ?) ON CONFLICT (username) DO NOTHING")
    .run(username, passwordHash).changes > 0;
}

/** Replaces a user's password hash and ends every session of theirs; false when there is no such user. */
export function updatePasswordHash(store: Db, username: string, passwordHash: string): boolean {
  return store.transaction(() => {
    const changed = prepared(store, "UPDATE users SET password_hash = ? WHERE username = ?").run(passwordHash, username).changes > 0;
    if (changed) deleteSessionsOf(store, username);
    return changed;
  })();
}

/** Removes a user and every session of theirs; false when there was no such user. */
export function deleteUserRow(store: Db, username: string): boolean {
  return store.transaction(() => {
    deleteSessionsOf(store, username);
    return prepared(store, "DELETE FROM users WHERE username = ?").run(username).changes > 0;
  })();
}

export function listUserRows(store: Db): { username: string; createdAt: string }[] {
  return prepared(store, "SELECT username, created_at AS createdAt FROM users ORDER BY username").all() as {
    username: string;
    createdAt: string;
  }[];
}

export function userRowExists(store: Db, username: string): boolean {
  return prepared(store, "SELECT 1 FROM users WHERE username = ?").get(username) !== undefined;
}

export function passwordHashOf(store: Db, username: string): string | undefined {
  return prepared(store, "SELECT password_hash FROM users WHERE username = ?").pluck().get(username) as string | undefined;
}

export function countUsers(store: Db): number {
  return prepared(store, "SELECT COUNT(*) FROM users").pluck().get() as number;
}

/** Records a session (by the hash of its id) that ends at `expiresAt` (ms since the epoch). */
export function insertSession(store: Db, idHash: string, username: string, expiresAt: number): void {
  // Sessions past their end are cleared as new ones start, so the table stays small.
  prepared(store, "DELETE FROM sessions WHERE expires_at <= ?").run(Date.now());
  prepared(store, "INSERT INTO sessions (id_hash, username, expires_at) VALUES (?, ?, ?)").run(idHash, username, expiresAt);
}

export function findSession(store: Db, idHash: string): { username: string; expiresAt: number } | undefined {
  return prepared(store, "SELECT username, expires_at AS expiresAt FROM sessions WHERE id_hash = ?").get(idHash) as
    | { username: string; expiresAt: number }
    | undefined;
}

export function deleteSession(store: Db, idHash: string): void {
  prepared(store, "DELETE FROM sessions WHERE id_hash = ?").run(idHash);
}

export function deleteSessionsOf(store: Db, username: string): number {
  return prepared(store, "DELETE FROM sessions WHERE username = ?").run(username).changes;
}
