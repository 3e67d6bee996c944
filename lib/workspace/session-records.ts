// Sessions as server-side records: a cookie holds a random session id (sealed), the store holds
// a hash of it with its user and end. A session is valid while its record is there, unexpired,
// and its user still exists; signing out deletes the record, and a password change or the
// deletion of a user deletes all of theirs, so a copied cookie stops working at once.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { deleteSession, findSession, insertSession } from "../catalog/user-store";
import { db, type Db } from "../db/connection";
import { env } from "../env";
import { userExists } from "./users";

const hashOf = (sessionId: string) => createHash("sha256").update(sessionId).digest("hex");

/** Starts a session for a user; returns its id, to be sealed into the cookie. */
export function startSession(username: string, store: Db = db()): string {
  const sessionId = randomBytes(32).toString("base64url");
  insertSession(store, hashOf(sessionId), username, Date.now() + env().sessionTtlSeconds * 1000);
  return sessionId;
}

/** The user of a live session, or null when it was ended, has expired or names someone else. */
export function sessionUser(sessionId: string | undefined, username: string | undefined, store: () => Db = db): string | null {
  if (!sessionId || !username) return null;
  const record = findSession(store(), hashOf(sessionId));
  if (!record || record.username !== username || record.expiresAt <= Date.now()) return null;
  return userExists(username, store) ? username : null;
}

/** Ends one session (signing out). */
export function endSession(sessionId: string | undefined, store: Db = db()): void {
  if (sessionId) deleteSession(store, hashOf(sessionId));
}
