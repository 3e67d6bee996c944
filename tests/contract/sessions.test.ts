// Workspace sessions are revocable: a session cookie copied before sign-out, or before its user's
// password changes, is refused afterwards by the pages and by the workspace API. And the pages
// carry the security headers.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestStore } from "../support/test-store";
import { createUser, setPassword } from "@/lib/workspace/users";
import { seedCatalog } from "./catalog-fixture";
import { startContractServer, type ContractServer } from "./contract-server";

const USER = { username: "analyst", password: "correct horse battery" };
let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer({
    seed: async (dataDir) => {
      const database = openTestStore(dataDir);
      seedCatalog(database, path.join(dataDir, "files"));
      await createUser(USER.username, USER.password, database);
      database.close();
    },
  });
});
afterAll(() => server?.stop());

async function signIn(password = USER.password): Promise<string> {
  const response = await server.fetch("/api/workspace/sign-in", {
    method: "POST", key: null, headers: { "Content-Type": "application/json" }, body: JSON.stringify({ username: USER.username, password }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.get("set-cookie") ?? "";
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=lax/i);
  return cookie.split(";")[0]!;
}

const page = (cookie: string) => server.fetch("/documents", { key: null, headers: { cookie }, redirect: "manual" });
const workspaceApi = (cookie: string) => server.fetch("/api/workspace/documents", { key: null, headers: { cookie } });

describe("revocable sessions", () => {
  it("refuses a cookie replayed after sign-out", async () => {
    const cookie = await signIn();
    expect((await page(cookie)).status).toBe(200);
    const signOut = await server.fetch("/api/workspace/sign-out", { method: "POST", key: null, headers: { cookie }, redirect: "manual" });
    expect(signOut.status).toBe(303);
    const replayed = await page(cookie);
    expect(replayed.status).toBe(307);
    expect(replayed.headers.get("location")).toMatch(/\/sign-in\?next=%2Fdocuments$/);
    expect((await workspaceApi(cookie)).status).toBe(401);
  });

  it("ends every session of a user whose password changes", async () => {
    const [first, second] = [await signIn(), await signIn()];
    expect((await page(first)).status).toBe(200);
    const database = openTestStore(server.dataDir);
    await setPassword(USER.username, "another long password", database);
    database.close();
    for (const cookie of [first, second]) {
      expect((await page(cookie)).status).toBe(307);
      expect((await workspaceApi(cookie)).status).toBe(401);
    }
    const fresh = await signIn("another long password");
    expect((await page(fresh)).status).toBe(200);
  });

  it("serves pages with a content security policy without eval, and refuses framing and sniffing", async () => {
    const response = await server.fetch("/sign-in", { key: null });
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-eval");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});
