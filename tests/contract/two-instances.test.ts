// Two app processes on one PostgreSQL database, as a team deployment runs them behind a load
// balancer: whatever one instance does, the other sees — keys, the rate limit's budget, signed
// file links, newly cataloged filings (past each one's caches), sign-in attempt counts and
// revoked sessions. Neither instance needs a local data folder: the folder each is given is never
// created.
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { corpusFile, registryPath } from "@/lib/testing/shared-corpus";
import { createScratchDatabase, pgServerForTests, type ScratchDatabase } from "@/lib/testing/scratch-pg-database";
import { ensureAppBuild } from "../support/app-build";
import { startApp, type AppServer } from "../support/app-server";
import { isolatedEnv } from "../support/isolated-env";
import { runScript } from "../support/project-commands";
import { storeKind } from "../support/test-store";

// The first server of a run may have to wait for a production build of the app.
vi.setConfig({ hookTimeout: 15 * 60_000, testTimeout: 180_000 });

const RATE_LIMIT = 12;
const USER = { username: "analyst", password: "correct horse battery staple" };
const FIRST_FILING = "f94b34aa74848766.pdf"; // McDonald's earnings release
const LATER_FILING = "c7df6210a627042e.pdf"; // Ulta Beauty's earnings release

// It is about PostgreSQL alone, so it runs in the suite's PostgreSQL run
// (`npm run test:contract:postgres`, or `npx vitest run --config vitest.postgres.config.ts <this file>`).
const postgresRun = storeKind() === "postgres";
if (!postgresRun) console.warn("two-instances.test.ts runs in the PostgreSQL contract run (npm run test:contract:postgres)");
const reachable = postgresRun && (await pgServerForTests("the two-instance contract test"));

describe.skipIf(!reachable)("two instances on one PostgreSQL database", () => {
  let database: ScratchDatabase;
  let scratch: string;
  let commandEnv: NodeJS.ProcessEnv;
  let instances: [AppServer, AppServer];
  const instanceDataDirs: string[] = [];

  /** Runs one of the project's commands against the shared database, as an operator would. */
  const command = (script: string, args: string[]) => runScript(script, args, commandEnv);

  async function ingest(fileName: string): Promise<void> {
    const incoming = mkdtempSync(path.join(scratch, "incoming-"));
    symlinkSync(corpusFile(fileName), path.join(incoming, fileName));
    await command("ingest.ts", [incoming, "--companies", registryPath(), "--workers", "1", "--quiet"]);
  }

  async function createKey(name: string): Promise<string> {
    const output = await command("keys.ts", ["create", name]);
    return output.trim().split("\n").at(-1)!.trim();
  }

  beforeAll(async () => {
    const buildDir = await ensureAppBuild({ run: process.ppid, log: console.log });
    database = await createScratchDatabase();
    scratch = mkdtempSync(path.join(tmpdir(), "footnote-two-instances-"));
    const shared = {
      DATABASE_URL: database.url,
      FILE_LINK_SECRET: "two-instances-file-link-secret-0123456789abcdef",
      SESSION_SECRET: "two-instances-session-secret-0123456789abcdefgh",
    };
    // The commands get a data folder of their own; with the store in PostgreSQL they leave it empty.
    commandEnv = isolatedEnv({ ...shared, DATA_DIR: path.join(scratch, "commands") });
    await command("db-migrate.ts", []);
    await ingest(FIRST_FILING);
    await command("users.ts", ["create", USER.username, "--password", USER.password]);
    instances = (await Promise.all(
      ["a", "b"].map((name) => {
        const dataDir = path.join(scratch, `instance-${name}-data`);
        instanceDataDirs.push(dataDir);
        return startApp({
          buildDir,
          readyPath: "/api/v2/companies/list",
          env: isolatedEnv({ ...shared, DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) }),
        });
      }),
    )) as [AppServer, AppServer];
  });

  afterAll(async () => {
    await Promise.all((instances ?? []).map((instance) => instance?.stop()));
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    await database?.drop();
  });

  const get = (instance: AppServer, pathAndQuery: string, key: string) =>
    fetch(instance.baseUrl + pathAndQuery, { headers: { "X-API-Key": key } });

  async function documentIds(instance: AppServer, key: string): Promise<string[]> {
    const response = await get(instance, "/api/v2/companies/list", key); // warms the list caches too
    expect(response.status).toBe(200);
    const listed = await get(instance, "/api/v1/documents/list", key);
    expect(listed.status).toBe(200);
    return ((await listed.json()) as { id: string }[]).map((d) => d.id).sort();
  }

  it("accepts a key issued after both started on either, and refuses it on both once revoked", async () => {
    const key = await createKey("issued while running");
    for (const instance of instances) expect((await get(instance, "/api/v2/companies/list", key)).status).toBe(200);
    const listed = await command("keys.ts", ["list"]);
    const id = listed.split("\n").find((line) => line.includes("issued while running"))!.split("\t")[0]!;
    await command("keys.ts", ["revoke", id]);
    for (const instance of instances) expect((await get(instance, "/api/v2/companies/list", key)).status).toBe(401);
  });

  it("draws both instances' requests from one rate-limit budget per key", async () => {
    const key = await createKey("rate limit");
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT; i++) statuses.push((await get(instances[i % 2]!, "/api/v2/companies/list", key)).status);
    expect(statuses).toEqual(Array(RATE_LIMIT).fill(200));
    // Each instance has served only half the budget; the key has spent all of it.
    for (const instance of instances) {
      const refused = await get(instance, "/api/v2/companies/list", key);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    }
  });

  it("serves a file link signed by one instance from the other", async () => {
    const key = await createKey("file links");
    const [id] = await documentIds(instances[0], key);
    const detail = (await (await get(instances[0], `/api/v2/documents/${id}`, key)).json()) as { originalFileUrl: string; markdownFileUrl: string };
    for (const link of [detail.originalFileUrl, detail.markdownFileUrl]) {
      const signed = new URL(link);
      expect(signed.origin).toBe(instances[0].baseUrl);
      const response = await fetch(instances[1].baseUrl + signed.pathname + signed.search);
      expect(response.status).toBe(200);
      const body = new Uint8Array(await response.arrayBuffer());
      if (link === detail.originalFileUrl) expect(new TextDecoder().decode(body.slice(0, 5))).toBe("%PDF-");
      else expect(new TextDecoder().decode(body)).toMatch(/McDonald/);
    }
  });

  it("shows a filing cataloged while both run on both, past their cached lists", async () => {
    const key = await createKey("catalog");
    const before = await documentIds(instances[0], key);
    expect(await documentIds(instances[1], key)).toEqual(before);
    expect(before).toHaveLength(1);
    await ingest(LATER_FILING);
    const after = await documentIds(instances[1], key);
    expect(after).toHaveLength(2);
    expect(await documentIds(instances[0], key)).toEqual(after);
    const search = await get(instances[0], "/api/v2/companies/search?query=ulta", key);
    expect(((await search.json()) as { name: string }[]).map((c) => c.name).join()).toMatch(/Ulta/i);
  });

  async function signIn(instance: AppServer, username: string, password: string): Promise<Response> {
    return fetch(`${instance.baseUrl}/api/workspace/sign-in`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username, password }),
    });
  }

  const workspaceDocuments = (instance: AppServer, cookie: string) =>
    fetch(`${instance.baseUrl}/api/workspace/documents`, { headers: { cookie } });

  it("refuses on one instance a session signed out on the other", async () => {
    const signedIn = await signIn(instances[0], USER.username, USER.password);
    expect(signedIn.status).toBe(200);
    const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect((await workspaceDocuments(instances[1], cookie)).status).toBe(200);
    const signOut = await fetch(`${instances[0].baseUrl}/api/workspace/sign-out`, { method: "POST", headers: { cookie }, redirect: "manual" });
    expect(signOut.status).toBe(303);
    expect((await workspaceDocuments(instances[1], cookie)).status).toBe(401);
    expect((await workspaceDocuments(instances[0], cookie)).status).toBe(401);
  });

  it("counts failed sign-ins made on either instance against one limit", async () => {
    for (let i = 0; i < 10; i++) expect((await signIn(instances[i % 2]!, "intruder", `guess ${i}`)).status).toBe(401);
    for (const instance of instances) {
      const refused = await signIn(instance, "intruder", "one more guess");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // Another name from the same address is still let in.
    expect((await signIn(instances[1], USER.username, USER.password)).status).toBe(200);
  });

  it("writes nothing to the instances' local data folders", () => {
    for (const dataDir of instanceDataDirs) expect(existsSync(dataDir), dataDir).toBe(false);
  });
});
