#!/usr/bin/env node
// npm run up — from a fresh clone to a running workspace and API: installs dependencies, builds
// the app, catalogs the sample filings, makes sure a user and an API key exist, starts the
// server and prints how to sign in. Plain JavaScript: it runs before anything is installed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PORT ?? 3000);
const corpus = path.resolve(root, process.env.CORPUS_DIR ?? "../shared/corpus/filings");
const registry = path.resolve(root, process.env.COMPANIES_FILE ?? "../shared/corpus/companies.json");

function step(title, command, args) {
  console.log(`\n▸ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`✗ ${title} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const lock = path.join(root, "package-lock.json");
const installed = path.join(root, "node_modules", ".package-lock.json");
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  // `npm install` from the lock file rather than `npm ci`: the lock cannot list the other
  // platforms' optional Next.js compilers when the registry in use does not serve them, and
  // `npm ci` refuses a lock without them.
  step("Installing dependencies (better-sqlite3 compiles from source, about 2 minutes)", "npm", ["install", "--no-audit", "--no-fund"]);
}

const buildId = path.join(root, ".next", "BUILD_ID");
const sources = ["app", "components", "lib", "public"].filter((d) => existsSync(path.join(root, d)));
const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
if (builtAt === 0 || sources.some((d) => newestMtime(d) > builtAt) || statSync(lock).mtimeMs > builtAt) {
  step("Building the app (next build)", "npx", ["next", "build"]);
}

if (existsSync(corpus)) {
  const args = ["tsx", "--conditions=react-server", "scripts/ingest.ts", corpus];
  if (existsSync(registry)) args.push("--companies", registry);
  step(`Cataloging the filings in ${corpus} (already cataloged files are skipped)`, "npx", args);
} else {
  console.log(`\n▸ No filings at ${corpus}; set CORPUS_DIR to catalog a folder of PDFs.`);
}

console.log("\n▸ Checking the first user and API keys");
const boot = spawnSync("npx", ["tsx", "--conditions=react-server", "scripts/bootstrap.ts"], { cwd: root, env: process.env, encoding: "utf8" });
if (boot.status !== 0) {
  process.stderr.write(boot.stderr);
  process.exit(boot.status ?? 1);
}
const access = JSON.parse(boot.stdout.trim().split("\n").at(-1));

console.log(`\n▸ Starting the server on port ${port}`);
// What `npm start` runs: the production server (server.ts).
const server = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "server.ts", "-p", String(port)], {
  cwd: root,
  stdio: ["ignore", "pipe", "inherit"],
  env: { ...process.env, NODE_ENV: "production" },
});
server.stdout.on("data", (chunk) => process.stdout.write(chunk));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

const base = `http://localhost:${port}`;
for (let i = 0; i < 120; i++) {
  try {
    const res = await fetch(`${base}/sign-in`);
    if (res.ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 500));
}

console.log(`
────────────────────────────────────────────────────────────────────────
 Footnote is running at ${base}

 Workspace   ${base}/sign-in
             user: ${access.username}
             password: ${access.password ?? "(set earlier; create another with npm run users -- create <name>)"}

 API         ${base}/api/v2/...   (reference: ${base}/api-reference)
             X-API-Key: ${access.apiKey ?? "(issued earlier; create another with npm run keys -- create <name>)"}

 Try:  curl -H "X-API-Key: ${access.apiKey ?? "<key>"}" "${base}/api/v2/companies/search?query=3m"
────────────────────────────────────────────────────────────────────────
`);
