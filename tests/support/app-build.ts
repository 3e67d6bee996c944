// A production build of the app's current sources, shared by everything that drives the real
// app: the contract tests over HTTP and the browser specs.
//
// The build runs in a copy of the sources under the system temp folder, named by a hash of them,
// so it never touches the working tree's .next and is reused until a source changes. The copy is
// written from the very bytes that were hashed, so a build always matches its name even while
// files are being edited. Type errors are left to `tsc --noEmit`; this build only has to compile.
//
// Several test processes may ask at once (vitest runs test files in parallel processes): one
// builds under a lock while the others wait for it. All the processes of one test run (`run`)
// share the first one's choice of sources, so an edit made during a run never causes a second
// build in it; builds that no live run uses are removed.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isolatedEnv } from "./isolated-env";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const NEXT_BIN = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");
const BUILD_ROOT = path.join(tmpdir(), "footnote-app-build");

/** The folders of the app, and the top-level files it is made of: the production server
 * (server.ts), the session redirect (proxy.ts) and any other entry point Next.js looks for beside
 * app/, and the configs it reads. */
const SOURCE_DIRS = ["app", "components", "lib", "public"];
const TOP_LEVEL_SOURCE =
  /^(?:proxy|middleware|instrumentation(?:-client)?|server)\.[jt]s$|^(?:next|postcss|tailwind)\.config\.(?:mjs|ts)$|^(?:package|tsconfig)\.json$/;
const TEST_FILE = /\.test\.tsx?$/;

/** Longest a build may take (and a lock whose holder is unknown may stand). */
const BUILD_TIMEOUT_MS = 15 * 60_000;

interface Source {
  file: string;
  data: Buffer;
}

function readSources(): Source[] {
  const files = readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isFile() && TOP_LEVEL_SOURCE.test(entry.name))
    .map((entry) => entry.name);
  for (const dir of SOURCE_DIRS.filter((d) => existsSync(path.join(ROOT, d)))) {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || TEST_FILE.test(entry.name)) continue;
      files.push(path.relative(ROOT, path.join(entry.parentPath, entry.name)));
    }
  }
  return files.sort().map((file) => ({ file, data: readFileSync(path.join(ROOT, file)) }));
}

function hashOf(sources: Source[]): string {
  // A build runs on its checkout's node_modules, so checkouts never share one.
  const hash = createHash("sha256").update(ROOT).update("\0");
  for (const { file, data } of sources) hash.update(file).update("\0").update(data).update("\0");
  return hash.digest("hex").slice(0, 16);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function writeCopy(dir: string, sources: Source[]): void {
  rmSync(dir, { recursive: true, force: true });
  for (const { file, data } of sources) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), data);
  }
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  // The project's config, with type checking left out of the build.
  renameSync(path.join(dir, "next.config.mjs"), path.join(dir, "next.config.base.mjs"));
  writeFileSync(
    path.join(dir, "next.config.mjs"),
    'import base from "./next.config.base.mjs";\nexport default { ...base, typescript: { ...base.typescript, ignoreBuildErrors: true } };\n',
  );
}

/** `next build` in `dir`; rejects with the end of its output when it fails. */
function nextBuild(dir: string): Promise<void> {
  // Whatever the build evaluates gets a data folder of its own, never one of the caller's.
  const buildData = path.join(dir, "build-data");
  // webpack follows the node_modules link; Turbopack refuses files outside the project folder.
  const child = spawn(process.execPath, [NEXT_BIN, "build", "--webpack"], {
    cwd: dir,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...isolatedEnv({ DATA_DIR: buildData }), NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill("SIGKILL"), BUILD_TIMEOUT_MS);
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      rmSync(buildData, { recursive: true, force: true });
      if (code === 0) resolve();
      else reject(new Error(`next build failed (${signal ?? `exit ${code}`}):\n${output.slice(-6000)}`));
    });
  });
}

/**
 * Where this run's build lives. The first process of the run to ask decides, from the sources it
 * read; the run's other processes take its answer.
 */
function buildDirOfRun(run: number, sources: () => Source[]): { dir: string; sources?: Source[] } {
  const note = path.join(BUILD_ROOT, `run-${run}`);
  if (existsSync(note)) return { dir: readFileSync(note, "utf8") };
  const read = sources();
  const dir = path.join(BUILD_ROOT, hashOf(read));
  try {
    writeFileSync(note, dir, { flag: "wx" });
    return { dir, sources: read };
  } catch {
    return { dir: readFileSync(note, "utf8") };
  }
}

export interface BuildOptions {
  /**
   * The process id that stands for the test run, shared by all its processes (for vitest test
   * files, their parent: `process.ppid`; for one process, its own `process.pid`).
   */
  run: number;
  log?: (line: string) => void;
}

/** The folder of a production build of the current sources (run the server there). */
export async function ensureAppBuild({ run, log = () => {} }: BuildOptions): Promise<string> {
  mkdirSync(BUILD_ROOT, { recursive: true });
  const decided = buildDirOfRun(run, readSources);
  const { dir } = decided;
  // Written once `next build` has exited successfully (Next.js writes its BUILD_ID before it is done).
  const done = path.join(dir, "build-complete");
  const lock = `${dir}.lock`;
  // A failed build is reported to each process of the run, not attempted again by each.
  const failed = `${dir}.failed-${run}`;
  const deadline = Date.now() + BUILD_TIMEOUT_MS;
  while (!existsSync(done)) {
    if (existsSync(failed)) throw new Error(readFileSync(failed, "utf8"));
    try {
      mkdirSync(lock);
    } catch {
      // Another process builds the same sources. The lock of a process that died is taken over.
      if (lockAbandoned(lock)) rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`timed out waiting for the build in ${dir}`);
      await sleep(1000);
      continue;
    }
    try {
      writeFileSync(path.join(lock, "pid"), String(process.pid));
      if (!existsSync(done)) {
        const started = Date.now();
        writeCopy(dir, decided.sources ?? readSources());
        await nextBuild(dir);
        writeFileSync(done, new Date().toISOString());
        log(`[app-build] built the app in ${((Date.now() - started) / 1000).toFixed(0)} s (${dir})`);
      }
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      writeFileSync(failed, error instanceof Error ? error.message : String(error));
      throw error;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  removeUnusedBuilds(dir);
  return dir;
}

/** True when the lock's holder has died, or (holder unknown) it is older than any build lasts. */
function lockAbandoned(lock: string): boolean {
  let holder = 0;
  try {
    holder = Number(readFileSync(path.join(lock, "pid"), "utf8"));
  } catch {
    // not written yet, or the lock is already gone
  }
  if (Number.isInteger(holder) && holder > 0) return !alive(holder);
  const lockedAt = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
  return lockedAt !== undefined && Date.now() - lockedAt > BUILD_TIMEOUT_MS;
}

/** Removes the builds and notes of finished runs, keeping whatever a live run uses or builds. */
function removeUnusedBuilds(keep: string): void {
  const inUse = new Set([keep]);
  for (const name of readdirSync(BUILD_ROOT)) {
    const owner = /^run-(\d+)$|\.failed-(\d+)$/.exec(name);
    if (!owner) continue;
    const note = path.join(BUILD_ROOT, name);
    if (!alive(Number(owner[1] ?? owner[2]))) rmSync(note, { force: true });
    else if (owner[1]) inUse.add(readFileSync(note, "utf8"));
  }
  for (const name of readdirSync(BUILD_ROOT)) {
    const entry = path.join(BUILD_ROOT, name);
    if (/^run-|\.failed-|\.lock$/.test(name) || inUse.has(entry) || existsSync(`${entry}.lock`)) continue;
    rmSync(entry, { recursive: true, force: true });
  }
}
