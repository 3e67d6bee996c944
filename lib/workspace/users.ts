// Workspace users: rows in the `users` table, plus optional WORKSPACE_USERS ("name:hash" pairs)
// for hosts where the database is read-only. Names are case-insensitive and stored lower-case.
import "server-only";
import {
  countUsers, deleteUserRow, insertUser, listUserRows, passwordHashOf, updatePasswordHash, userRowExists,
} from "../catalog/user-store";
import { db, type Db } from "../db/connection";
import { env } from "../env";
import { generatePassword, hashPassword, isPasswordHash, verifyPassword } from "./passwords";

const USERNAME = /^[a-z0-9][a-z0-9._-]{0,63}$/;

export function normaliseUsername(name: string): string {
  return name.trim().toLowerCase();
}

/** Parses WORKSPACE_USERS; entries that are not "name:scrypt-hash" are rejected loudly. */
export function parseWorkspaceUsers(value: string | undefined): Map<string, string> {
  const users = new Map<string, string>();
  for (const entry of (value ?? "").split(",").map((s) => s.trim()).filter(Boolean)) {
    const colon = entry.indexOf(":");
    const name = normaliseUsername(entry.slice(0, colon));
    const hash = entry.slice(colon + 1);
    if (colon < 1 || !USERNAME.test(name) || !isPasswordHash(hash)) {
      throw new Error(`WORKSPACE_USERS: "${entry.slice(0, Math.max(colon, 0)) || entry.slice(0, 12)}…" is not name:scrypt-hash`);
    }
    users.set(name, hash);
  }
  return users;
}

function configuredUsers(): Map<string, string> {
  return parseWorkspaceUsers(env().workspaceUsers);
}

export class UserError extends Error {}

export async function createUser(
  username: string,
  password: string = generatePassword(),
  store: Db = db(),
): Promise<{ username: string; password: string }> {
  const name = normaliseUsername(username);
  if (!USERNAME.test(name)) throw new UserError("A user name is 1–64 letters, digits, dots, dashes or underscores.");
  if (password.length < 8) throw new UserError("A password needs at least 8 characters.");
  const hash = await hashPassword(password);
  if (!insertUser(store, name, hash)) throw new UserError(`User "${name}" already exists.`);
  return { username: name, password };
}

/** Changes a password; every session of the user ends with it. */
export async function setPassword(username: string, password: string, store: Db = db()): Promise<void> {
  if (password.length < 8) throw new UserError("A password needs at least 8 characters.");
  if (!updatePasswordHash(store, normaliseUsername(username), await hashPassword(password))) throw new UserError(`No user "${normaliseUsername(username)}".`);
}

/** Deletes a user and ends every session of theirs. */
export function deleteUser(username: string, store: Db = db()): boolean {
  return deleteUserRow(store, normaliseUsername(username));
}

export function listUsers(store: Db = db()): { username: string; createdAt: string }[] {
  return listUserRows(store);
}

/** Whether a name belongs to a user (configured or stored). */
export function userExists(username: string, store: () => Db = db): boolean {
  const name = normaliseUsername(username);
  if (configuredUsers().has(name)) return true;
  return userRowExists(store(), name);
}

// A valid hash of a random password, checked when the name is unknown so that a wrong name
// costs as much time as a wrong password and names cannot be probed.
let decoy: Promise<string> | undefined;

/** The normalised user name when the credentials are right, otherwise null. */
export async function verifyCredentials(username: string, password: string, store: () => Db = db): Promise<string | null> {
  const name = normaliseUsername(username);
  const stored =
    configuredUsers().get(name) ??
    (USERNAME.test(name) ? passwordHashOf(store(), name) : undefined);
  if (stored === undefined) {
    decoy ??= hashPassword(generatePassword());
    await verifyPassword(password, await decoy);
    return null;
  }
  return (await verifyPassword(password, stored)) ? name : null;
}

/**
 * Creates a first user with a generated password when nobody can sign in yet (no user rows and
 * no WORKSPACE_USERS). Returns the credentials to show once, or null when users already exist.
 */
export async function ensureInitialUser(username = "admin", store: Db = db()): Promise<{ username: string; password: string } | null> {
  if (configuredUsers().size > 0) return null;
  if (countUsers(store) > 0) return null;
  try {
    return await createUser(username, generatePassword(), store);
  } catch (error) {
    // Another process created the first user between the count and the insert.
    if (error instanceof UserError) return null;
    throw error;
  }
}
