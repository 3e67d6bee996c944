// The project's own command-line scripts (ingest, keys, users), run as an operator runs them, so
// that tests and specs fill their data folders through the real code paths.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { corpusFile, registryPath } from "../../lib/testing/shared-corpus";
import { ROOT } from "./app-build";
import { isolatedEnv } from "./isolated-env";
import { storeEnv } from "./test-databases";

const TSX_CLI = path.join(ROOT, "node_modules", "tsx", "dist", "cli.mjs");

/** Runs `scripts/<script>` with tsx (what `npm run <script>` does) and resolves with its stdout. */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const child = spawn(process.execPath, [TSX_CLI, "--conditions=react-server", path.join("scripts", script), ...args], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code, signal) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`scripts/${script} ${args.join(" ")} failed (${signal ?? `exit ${code}`}):\n${stdout}${stderr}`));
    });
  });
}

/**
 * Catalogs some of the sample filings (by file name) into `dataDir` with the ingest command and
 * the sample registry, which also enters every company of the registry. With no names, only the
 * registry's companies are entered.
 */
export async function ingestSampleFilings(dataDir: string, names: readonly string[]): Promise<void> {
  const incoming = mkdtempSync(path.join(tmpdir(), "footnote-incoming-"));
  try {
    for (const name of names) symlinkSync(corpusFile(name), path.join(incoming, name));
    await runScript("ingest.ts", [incoming, "--companies", registryPath(), "--workers", "1", "--quiet"], isolatedEnv(storeEnv(dataDir)));
  } finally {
    rmSync(incoming, { recursive: true, force: true });
  }
}
