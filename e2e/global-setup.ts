// Prepares a private world for the specs: a temporary data folder holding a few sample filings
// cataloged by the real ingest command, a user and an API key made with the real commands, and
// the built app (the same build the contract tests use) started on its own port. Everything is
// removed afterwards.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { E2E_PORT } from "../playwright.config";
import { ensureAppBuild } from "../tests/support/app-build";
import { startApp } from "../tests/support/app-server";
import { isolatedEnv } from "../tests/support/isolated-env";
import { ingestSampleFilings, runScript } from "../tests/support/project-commands";

/**
 * Three companies, four kinds of filing: an 8-K and a 10-Q of Amcor, an earnings release, a JnJ
 * 8-K, and Activision Blizzard's 305-page 10-K for 2018 (search inside and the outline of a long filing).
 */
export const SLICE = ["1de32e72c2654864.pdf", "71c39c3f338fc81a.pdf", "c7df6210a627042e.pdf", "0601a4b9f15e4400.pdf", "7f7a57d287a35395.pdf"];

async function step<T>(title: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await work();
  console.log(`[e2e] ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const work = mkdtempSync(path.join(tmpdir(), "footnote-e2e-"));
  const dataDir = path.join(work, "data");
  const env = isolatedEnv({ DATA_DIR: dataDir });

  await step("ingest the slice", () => ingestSampleFilings(dataDir, SLICE));
  const password = "e2e-password-1234";
  await step("create the user", () => runScript("users.ts", ["create", "e2e", "--password", password], env));
  // A second user, who opens threads shared with them.
  await step("create the reader", () => runScript("users.ts", ["create", "e2e-reader", "--password", password], env));
  const keyOutput = await step("create the API key", () => runScript("keys.ts", ["create", "workspace e2e"], env));
  const apiKey = keyOutput.trim().split("\n").at(-1)!.trim();
  if (!apiKey.startsWith("fn_")) throw new Error(`unexpected key output: ${keyOutput}`);

  // This process stands for the whole Playwright run.
  const buildDir = await ensureAppBuild({ run: process.pid, log: console.log });
  const app = await step("start the app", () =>
    startApp({
      buildDir,
      port: E2E_PORT,
      host: "localhost",
      readyPath: "/sign-in",
      readySeconds: 90,
      // The specs sign in many times from one address.
      env: isolatedEnv({ DATA_DIR: dataDir, WORKSPACE_API_KEY: apiKey, RATE_LIMIT_PER_MINUTE: "100000" }),
    }),
  );
  console.log(`[e2e] app started at ${app.baseUrl}`);

  // Read by the specs (workers inherit this process's environment).
  process.env.E2E_USER = "e2e";
  process.env.E2E_READER = "e2e-reader";
  process.env.E2E_PASSWORD = password;
  process.env.E2E_API_KEY = apiKey;

  return async () => {
    await app.stop();
    if (process.env.E2E_KEEP_DATA !== "1") rmSync(work, { recursive: true, force: true });
    if (process.env.E2E_SERVER_LOG === "1") console.log(app.output());
  };
}
