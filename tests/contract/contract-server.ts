// The real app, built once and started with `next start` on a free loopback port over a fresh
// data folder, so contract tests drive the HTTP surface exactly as clients do.
//
// The build runs in a copy of the sources under the system temp folder (keyed by a hash of
// them), so it never touches the working tree's .next and is reused until a source changes.
// Type errors are left to `npm run typecheck`; this build only needs the app to compile.
// CONTRACT_BUILD_PATHS (patterns for `next build --debug-build-paths`, e.g. "app/api/v2/**")
// narrows the build to some routes while others are being written; by default it is the whole app.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import {
  copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDb } from "@/lib/db/connection";
import { createApiKey } from "@/lib/http/api-keys";
import { seedCatalogue } from "./catalogue-fixture";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCE_DIRS = ["app", "components", "lib", "public"];
const SOURCE_FILES = ["next.config.mjs", "tsconfig.json", "package.json", "postcss.config.mjs", "tailwind.config.ts"];
const NEXT_BIN = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");
const BUILD_ROOT = path.join(tmpdir(), "footnote-contract-build");
/** The secret the servers sign file links with, so tests can forge expired or altered links. */
export const FILE_LINK_SECRET = "contract-tests-file-link-secret-0123456789abcdef";

function sourceFiles(): string[] {
  const files = SOURCE_FILES.filter((f) => existsSync(path.join(ROOT, f)));
  for (const dir of SOURCE_DIRS.filter((d) => existsSync(path.join(ROOT, d)))) {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || /\.test\.tsx?$/.test(entry.name)) continue;
      files.push(path.relative(ROOT, path.join(entry.parentPath, entry.name)));
    }
  }
  return files.sort();
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

const BUILD_PATHS = process.env.CONTRACT_BUILD_PATHS?.trim() || null;

function buildCopy(dir: string, files: string[]): void {
  rmSync(dir, { recursive: true, force: true });
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(path.join(ROOT, file), path.join(dir, file));
  }
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  renameSync(path.join(dir, "next.config.mjs"), path.join(dir, "next.config.base.mjs"));
  writeFileSync(
    path.join(dir, "next.config.mjs"),
    'import base from "./next.config.base.mjs";\nexport default { ...base, typescript: { ...base.typescript, ignoreBuildErrors: true } };\n',
  );
  // webpack follows the node_modules link; Turbopack refuses files outside the project folder.
  const args = [NEXT_BIN, "build", "--webpack", ...(BUILD_PATHS ? ["--debug-build-paths", BUILD_PATHS] : [])];
  const result = spawnSync(process.execPath, args, {
    cwd: dir, encoding: "utf8", env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`next build failed:\n${(result.stdout + result.stderr).slice(-4000)}`);
  }
}

/**
 * Where this test run's build lives. The first test file to ask decides (from a hash of the
 * sources); the others of the same run (same parent process) take its answer, so sources that
 * change during a run never cause a second build.
 */
function buildDirOfThisRun(files: string[]): string {
  const decided = path.join(BUILD_ROOT, `run-${process.ppid}`);
  if (existsSync(decided)) return readFileSync(decided, "utf8");
  const hash = createHash("sha256").update(BUILD_PATHS ?? "").update("\0");
  for (const file of files) hash.update(file).update("\0").update(readFileSync(path.join(ROOT, file)));
  const dir = path.join(BUILD_ROOT, hash.digest("hex").slice(0, 16));
  try {
    writeFileSync(decided, dir, { flag: "wx" });
    return dir;
  } catch {
    return readFileSync(decided, "utf8");
  }
}

/** The folder of a production build of the current sources, building it if needed. */
export async function ensureBuild(): Promise<string> {
  mkdirSync(BUILD_ROOT, { recursive: true });
  const files = sourceFiles();
  const dir = buildDirOfThisRun(files);
  const done = path.join(dir, ".next", "BUILD_ID");
  const lock = `${dir}.lock`;
  // A failed build is reported once per test run (its test files share the parent process),
  // not attempted again by every file.
  const failed = `${dir}.failed-${process.ppid}`;
  const deadline = Date.now() + 15 * 60_000;
  while (!existsSync(done)) {
    if (existsSync(failed)) throw new Error(readFileSync(failed, "utf8"));
    try {
      mkdirSync(lock);
    } catch {
      // Another test file is building the same sources; a lock left by a killed run goes stale.
      const lockedAt = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (lockedAt !== undefined && Date.now() - lockedAt > 15 * 60_000) rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`timed out waiting for the build in ${dir}`);
      await sleep(1000);
      continue;
    }
    try {
      if (!existsSync(done)) buildCopy(dir, files);
    } catch (error) {
      writeFileSync(failed, String(error instanceof Error ? error.message : error));
      throw error;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  removeOldBuilds(dir);
  return dir;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Removes the builds and notes of finished test runs, keeping those of runs still going. */
function removeOldBuilds(keep: string): void {
  const inUse = new Set([keep]);
  for (const name of readdirSync(BUILD_ROOT)) {
    const pid = /^run-(\d+)$|\.failed-(\d+)$/.exec(name);
    if (!pid) continue;
    const note = path.join(BUILD_ROOT, name);
    if (!alive(Number(pid[1] ?? pid[2]))) rmSync(note, { force: true });
    else if (pid[1]) inUse.add(readFileSync(note, "utf8"));
  }
  for (const name of readdirSync(BUILD_ROOT)) {
    const other = path.join(BUILD_ROOT, name);
    if (/^run-|\.failed-|\.lock$/.test(name) || inUse.has(other) || existsSync(`${other}.lock`)) continue;
    rmSync(other, { recursive: true, force: true });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

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
  /** Fills the data folder before the server starts; by default with the fixture catalogue. */
  seed?: (dataDir: string) => void | Promise<void>;
}

function seedFixture(dataDir: string): void {
  const database = openDb(path.join(dataDir, "footnote.db"));
  seedCatalogue(database, path.join(dataDir, "files"));
  database.close();
}

export async function startContractServer(options: ServerOptions = {}): Promise<ContractServer> {
  const buildDir = await ensureBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), "footnote-contract-data-"));
  await (options.seed ?? seedFixture)(dataDir);
  const database = openDb(path.join(dataDir, "footnote.db"));
  const apiKey = createApiKey("contract tests", database).key;
  database.close();

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = "";
  const child: ChildProcess = spawn(process.execPath, [NEXT_BIN, "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: buildDir,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: baseUrl,
      FILE_LINK_SECRET,
      RATE_LIMIT_PER_MINUTE: "1000000",
      ...options.env,
    },
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid!, "SIGTERM");
      await Promise.race([exited, sleep(5000)]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}:\n${output}`);
    try {
      await fetch(`${baseUrl}/api/v2/companies/list`);
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`next start did not answer within 60 s:\n${output}`);
      }
      await sleep(200);
    }
  }

  return {
    baseUrl,
    apiKey,
    dataDir,
    fetch(pathAndQuery, init = {}) {
      const { key = apiKey, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (key !== null) headers.set("X-API-Key", key);
      return fetch(baseUrl + pathAndQuery, { ...rest, headers });
    },
    output: () => output,
    stop,
  };
}
