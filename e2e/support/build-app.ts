// A production build of the current sources, made in a copy under the system temp folder (keyed
// by a hash of the sources) so it never touches the working tree's .next, and reused until a
// source changes. Type checking is `npm run typecheck`'s job; this build only has to compile.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const SOURCE_DIRS = ["app", "components", "lib", "public"];
const SOURCE_FILES = ["next.config.mjs", "proxy.ts", "tsconfig.json", "package.json", "postcss.config.mjs", "tailwind.config.ts"];
const BUILD_ROOT = path.join(tmpdir(), "footnote-e2e-build");

function sourceFiles(root: string): string[] {
  const files = SOURCE_FILES.filter((f) => existsSync(path.join(root, f)));
  for (const dir of SOURCE_DIRS.filter((d) => existsSync(path.join(root, d)))) {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || /\.test\.tsx?$/.test(entry.name)) continue;
      files.push(path.relative(root, path.join(entry.parentPath, entry.name)));
    }
  }
  return files.sort();
}

/** Returns the folder holding the build (run `next start` there). */
export function ensureBuild(root: string, log: (line: string) => void): string {
  const files = sourceFiles(root);
  const hash = createHash("sha256");
  for (const file of files) hash.update(file).update("\0").update(readFileSync(path.join(root, file)));
  const dir = path.join(BUILD_ROOT, hash.digest("hex").slice(0, 16));
  if (existsSync(path.join(dir, ".next", "BUILD_ID"))) return dir;

  // Older builds are of sources that no longer exist.
  if (existsSync(BUILD_ROOT)) for (const old of readdirSync(BUILD_ROOT)) rmSync(path.join(BUILD_ROOT, old), { recursive: true, force: true });
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(path.join(root, file), path.join(dir, file));
  }
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  renameSync(path.join(dir, "next.config.mjs"), path.join(dir, "next.config.base.mjs"));
  writeFileSync(
    path.join(dir, "next.config.mjs"),
    'import base from "./next.config.base.mjs";\nexport default { ...base, typescript: { ...base.typescript, ignoreBuildErrors: true } };\n',
  );
  const started = Date.now();
  // webpack follows the node_modules link; Turbopack refuses files outside the project folder.
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build", "--webpack"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", DATA_DIR: path.join(dir, "build-data") },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`next build failed:\n${(result.stdout + result.stderr).slice(-6000)}`);
  }
  log(`[e2e] built the app in ${((Date.now() - started) / 1000).toFixed(0)} s (${dir})`);
  return dir;
}
