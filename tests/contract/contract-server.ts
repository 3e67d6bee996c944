// The real app, built once per run of the sources (tests/support/app-build.ts) and started with
// `next start` on a free loopback port over a fresh data folder (and, in the PostgreSQL run, a
// fresh database: tests/support/test-store.ts), so contract tests drive the HTTP surface exactly
// as clients do.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { vi } from "vitest";
import { createApiKey } from "@/lib/http/api-keys";
import { ensureAppBuild } from "../support/app-build";
import { startApp } from "../support/app-server";
import { isolatedEnv } from "../support/isolated-env";
import { createStoreFor, dropStoreFor, openTestStore, storeEnv } from "../support/test-store";
import { seedCatalog } from "./catalog-fixture";

/** The secret the servers sign file links with, so tests can forge expired or altered links. */
export const FILE_LINK_SECRET = "contract-tests-file-link-secret-0123456789abcdef";

// The first server of a run may have to wait for a production build of the app.
vi.setConfig({ hookTimeout: 15 * 60_000 });

export interface ContractServer {
  baseUrl: string;
  apiKey: string;
  dataDir: string;
  /** GET (or another method) with the API key unless `key` says otherwise. */
  fetch(pathAndQuery: string, init?: RequestInit & { key?: string | null }): Promise<Response>;
  /** Everything the server wrote to stdout and stderr. */
  output(): string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** Extra environment of the server process. */
  env?: Record<string, string>;
  /** Fills the data folder before the server starts; by default with the fixture catalog. */
  seed?: (dataDir: string) => void | Promise<void>;
}

function seedFixture(dataDir: string): void {
  const database = openTestStore(dataDir);
  seedCatalog(database, path.join(dataDir, "files"));
  database.close();
}

export async function startContractServer(options: ServerOptions = {}): Promise<ContractServer> {
  // Test files run in processes of one vitest run: their parent stands for the run.
  const buildDir = await ensureAppBuild({ run: process.ppid, log: console.log });
  const dataDir = mkdtempSync(path.join(tmpdir(), "footnote-contract-data-"));
  try {
    createStoreFor(dataDir);
    await (options.seed ?? seedFixture)(dataDir);
    const database = openTestStore(dataDir);
    const apiKey = createApiKey("contract tests", database).key;
    database.close();

    const app = await startApp({
      buildDir,
      readyPath: "/api/v2/companies/list",
      env: isolatedEnv({ ...storeEnv(dataDir), FILE_LINK_SECRET, RATE_LIMIT_PER_MINUTE: "1000000", ...options.env }),
    });
    return {
      baseUrl: app.baseUrl,
      apiKey,
      dataDir,
      fetch(pathAndQuery, init = {}) {
        const { key = apiKey, ...rest } = init;
        const headers = new Headers(rest.headers);
        if (key !== null) headers.set("X-API-Key", key);
        return fetch(app.baseUrl + pathAndQuery, { ...rest, headers });
      },
      output: app.output,
      async stop() {
        await app.stop();
        dropStoreFor(dataDir);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    dropStoreFor(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
