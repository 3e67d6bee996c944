// Prepares a private world for the specs: a temporary data folder holding a few sample filings
// catalogued by the real ingest command, a user and an API key made with the real commands, and
// the built app started on its own port. Everything is removed afterwards.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { E2E_PORT } from "../playwright.config";
import { corpusFile, registryPath } from "../lib/testing/shared-corpus";
import { ensureBuild } from "./support/build-app";

/** Two companies, three kinds of filing: an 8-K and a 10-Q of Amcor, an earnings release, a JnJ 8-K. */
export const SLICE = ["1de32e72c2654864.pdf", "71c39c3f338fc81a.pdf", "c7df6210a627042e.pdf", "0601a4b9f15e4400.pdf"];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv): string {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(`${title} failed (exit ${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`);
  }
  console.log(`[e2e] ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result.stdout;
}

async function waitForServer(url: string, server: ChildProcess, seconds: number): Promise<void> {
  for (let i = 0; i < seconds * 4; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer at ${url} within ${seconds} s`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const work = mkdtempSync(path.join(tmpdir(), "footnote-e2e-"));
  const filings = path.join(work, "filings");
  mkdirSync(filings);
  for (const name of SLICE) symlinkSync(corpusFile(name), path.join(filings, name));
  const baseUrl = `http://localhost:${E2E_PORT}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: path.join(work, "data"),
    PORT: String(E2E_PORT),
    PUBLIC_BASE_URL: baseUrl,
    NODE_ENV: "production",
    // No network in the answer path: the extractive engine.
    ANSWER_ENGINE: "extractive",
    // The specs sign in many times from one address.
    RATE_LIMIT_PER_MINUTE: "100000",
  };
  delete env.API_BASE_URL;
  delete env.WORKSPACE_USERS;

  run("ingest the slice", "npx", ["tsx", "scripts/ingest.ts", filings, "--companies", registryPath(), "--workers", "1", "--quiet"], env);
  const password = "e2e-password-1234";
  run("create the user", "npx", ["tsx", "scripts/users.ts", "create", "e2e", "--password", password], env);
  const apiKey = run("create the API key", "npx", ["tsx", "scripts/keys.ts", "create", "workspace e2e"], env).trim().split("\n").at(-1)!.trim();
  if (!apiKey.startsWith("fn_")) throw new Error(`unexpected key output: ${apiKey}`);

  const buildDir = ensureBuild(root, console.log);
  const serverEnv = { ...env, WORKSPACE_API_KEY: apiKey, DATA_DIR: path.join(work, "data") };
  const server = spawn(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", String(E2E_PORT)], {
    cwd: buildDir,
    env: serverEnv,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  server.stdout?.on("data", (chunk) => (log += chunk));
  server.stderr?.on("data", (chunk) => (log += chunk));
  try {
    await waitForServer(`${baseUrl}/sign-in`, server, 90);
  } catch (error) {
    console.error(log);
    throw error;
  }
  console.log(`[e2e] app started at ${baseUrl}`);

  // Read by the specs (workers inherit this process's environment).
  process.env.E2E_USER = "e2e";
  process.env.E2E_PASSWORD = password;
  process.env.E2E_API_KEY = apiKey;

  return async () => {
    if (server.pid) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    if (process.env.E2E_KEEP_DATA !== "1") rmSync(work, { recursive: true, force: true });
    if (process.env.E2E_SERVER_LOG === "1") console.log(log);
  };
}
