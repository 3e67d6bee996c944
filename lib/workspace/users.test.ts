import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDb, type Db } from "../db/connection";
import { resetEnvForTests } from "../env";
import { generatePassword, hashPassword, isPasswordHash, verifyPassword } from "./passwords";
import { endSession, sessionUser, startSession } from "./session-records";
import { createUser, deleteUser, ensureInitialUser, listUsers, parseWorkspaceUsers, setPassword, userExists, verifyCredentials } from "./users";

let dir: string;
let store: Db;
const saved = { DATA_DIR: process.env.DATA_DIR, WORKSPACE_USERS: process.env.WORKSPACE_USERS };

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "footnote-users-"));
  process.env.DATA_DIR = dir;
  delete process.env.WORKSPACE_USERS;
  resetEnvForTests();
});
beforeEach(() => {
  store = openDb(path.join(dir, `${Math.random().toString(36).slice(2)}.db`));
});
afterAll(() => {
  Object.assign(process.env, saved);
  if (saved.WORKSPACE_USERS === undefined) delete process.env.WORKSPACE_USERS;
  resetEnvForTests();
  rmSync(dir, { recursive: true, force: true });
});

describe("passwords", () => {
  it("hashes with a fresh salt and verifies only the right password", async () => {
    const [a, b] = await Promise.all([hashPassword("correct horse"), hashPassword("correct horse")]);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\.16384\.8\.1\.[\w-]+\.[\w-]+$/);
    expect(isPasswordHash(a)).toBe(true);
    expect(await verifyPassword("correct horse", a)).toBe(true);
    expect(await verifyPassword("correct horse ", a)).toBe(false);
    expect(await verifyPassword("x", "scrypt.1.2")).toBe(false);
  });

  it("generates passwords from an unambiguous alphabet", () => {
    const password = generatePassword();
    expect(password).toMatch(/^[a-km-np-zA-HJ-NP-Z2-9]{20}$/);
    expect(generatePassword()).not.toBe(password);
  });
});

describe("users", () => {
  it("creates, verifies, changes and deletes a user; names are case-insensitive", async () => {
    const created = await createUser("Analyst", "s3cret-pass", store);
    expect(created).toEqual({ username: "analyst", password: "s3cret-pass" });
    await expect(createUser("ANALYST", "another-pass", store)).rejects.toThrow(/already exists/);
    expect(await verifyCredentials("ANALYST", "s3cret-pass", () => store)).toBe("analyst");
    expect(await verifyCredentials("analyst", "wrong-pass", () => store)).toBeNull();
    expect(await verifyCredentials("nobody", "s3cret-pass", () => store)).toBeNull();
    await setPassword("analyst", "new-password", store);
    expect(await verifyCredentials("analyst", "s3cret-pass", () => store)).toBeNull();
    expect(await verifyCredentials("analyst", "new-password", () => store)).toBe("analyst");
    expect(listUsers(store).map((u) => u.username)).toEqual(["analyst"]);
    expect(userExists("analyst", () => store)).toBe(true);
    expect(deleteUser("Analyst", store)).toBe(true);
    expect(userExists("analyst", () => store)).toBe(false);
  });

  it("refuses bad names and short passwords", async () => {
    await expect(createUser("a b", "long-enough", store)).rejects.toThrow(/user name/);
    await expect(createUser("ok", "short", store)).rejects.toThrow(/8 characters/);
  });

  it("creates a first user only when nobody can sign in", async () => {
    const first = await ensureInitialUser("admin", store);
    expect(first?.username).toBe("admin");
    expect(await verifyCredentials("admin", first!.password, () => store)).toBe("admin");
    expect(await ensureInitialUser("admin", store)).toBeNull();
  });

  it("signs in users from WORKSPACE_USERS without a database row", async () => {
    const hash = await hashPassword("from-the-env");
    process.env.WORKSPACE_USERS = `Reader:${hash}`;
    resetEnvForTests();
    try {
      expect(await verifyCredentials("reader", "from-the-env", () => store)).toBe("reader");
      expect(userExists("READER", () => store)).toBe(true);
      expect(await ensureInitialUser("admin", store)).toBeNull();
    } finally {
      delete process.env.WORKSPACE_USERS;
      resetEnvForTests();
    }
  });

  it("rejects malformed WORKSPACE_USERS entries", () => {
    expect(() => parseWorkspaceUsers("reader:plain-text")).toThrow(/WORKSPACE_USERS/);
    expect(parseWorkspaceUsers(" , ").size).toBe(0);
  });
});

describe("server-side sessions", () => {
  beforeEach(async () => {
    await createUser("ada", "correct horse battery", store);
    await createUser("bob", "correct horse battery", store);
  });

  it("is valid for its own user only, until it is ended", () => {
    const id = startSession("ada", store);
    expect(sessionUser(id, "ada", () => store)).toBe("ada");
    expect(sessionUser(id, "bob", () => store)).toBeNull();
    expect(sessionUser("made-up", "ada", () => store)).toBeNull();
    expect(sessionUser(undefined, "ada", () => store)).toBeNull();
    endSession(id, store);
    expect(sessionUser(id, "ada", () => store)).toBeNull();
  });

  it("ends every session of a user whose password changes, and no one else's", async () => {
    const [first, second, other] = [startSession("ada", store), startSession("ada", store), startSession("bob", store)];
    await setPassword("ada", "another long password", store);
    expect(sessionUser(first, "ada", () => store)).toBeNull();
    expect(sessionUser(second, "ada", () => store)).toBeNull();
    expect(sessionUser(other, "bob", () => store)).toBe("bob");
  });

  it("ends the sessions of a deleted user, and a re-created user of that name does not inherit them", async () => {
    const id = startSession("ada", store);
    expect(deleteUser("ada", store)).toBe(true);
    await createUser("ada", "correct horse battery", store);
    expect(sessionUser(id, "ada", () => store)).toBeNull();
  });
});
