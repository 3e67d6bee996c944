// npm run bench:api — throughput and latency of the catalog operations under concurrent load, on
// each store.
//
//   npm run bench:api -- [--connections 50] [--requests 3000]
//       starts the app (a production build of the current sources, made if missing) over each
//       store in turn — SQLite over DATA_DIR (default ./data) and, when DATABASE_URL is set,
//       PostgreSQL over it — with a key issued for the run (revoked after) and a rate limit above
//       the load, measures one, stops it, then the other. Both catalogs should hold the same
//       filings for the figures to compare.
//   BASE_URL=http://127.0.0.1:3000 API_KEY=fn_... npm run bench:api -- [...]
//       measures the server already running there instead (start it with a RATE_LIMIT_PER_MINUTE
//       above the load, or every request past the budget is a 429).
//
// Prints one line per operation and a JSON summary per server. Keep-alive connections over
// loopback, as a reverse proxy would hold them. With PostgreSQL every request also counts against
// the shared rate limit there, as it does in a team deployment.
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureAppBuild } from "../tests/support/app-build";
import { startApp } from "../tests/support/app-server";
import { isolatedEnv } from "../tests/support/isolated-env";
import { runScript } from "../tests/support/project-commands";

const USAGE = "usage: [BASE_URL=... API_KEY=...] [DATA_DIR=...] [DATABASE_URL=...] npm run bench:api -- [--connections 50] [--requests 3000]";
const { values } = parseArgs({
  options: { connections: { type: "string", default: "50" }, requests: { type: "string", default: "3000" } },
});
const connections = Number(values.connections);
const requestsPerOperation = Number(values.requests);
if (!(connections > 0) || !(requestsPerOperation > 0) || Boolean(process.env.BASE_URL) !== Boolean(process.env.API_KEY)) {
  console.error(USAGE);
  process.exit(2);
}

function quantile(sorted: number[], q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;
}

interface Result {
  operation: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Measures every operation on the server at `baseUrl`; prints and returns the results. */
async function benchServer(baseUrl: string, apiKey: string): Promise<{ companies: number; documents: number; results: Result[] }> {
  const base = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });

  const get = (path: string): Promise<{ status: number; body: string }> =>
    new Promise((resolve, reject) => {
      const req = request(new URL(path, base), { agent, headers: { "X-API-Key": apiKey } }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on("error", reject);
      req.end();
    });

  const getJson = async <T>(path: string): Promise<T> => {
    const { status, body } = await get(path);
    if (status !== 200) throw new Error(`GET ${path} -> ${status}: ${body.slice(0, 200)}`);
    return JSON.parse(body) as T;
  };

  const load = async (operation: string, paths: string[], count: number): Promise<Result> => {
    const latencies: number[] = [];
    let next = 0;
    let errors = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (next < count) {
          const path = paths[next++ % paths.length]!;
          const t0 = performance.now();
          const { status } = await get(path).catch(() => ({ status: 0 }));
          latencies.push(performance.now() - t0);
          if (status !== 200) errors++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return {
      operation, requests: latencies.length, errors, rps: Math.round(latencies.length / seconds),
      p50: round(quantile(latencies, 0.5)), p95: round(quantile(latencies, 0.95)), p99: round(quantile(latencies, 0.99)),
    };
  };

  try {
    const companies = await getJson<{ id: string; tickers: string[] }[]>("/api/v1/companies/list?limit=1000");
    const documents = await getJson<{ id: string }[]>("/api/v1/documents/list?limit=1000");
    if (!companies.length || !documents.length) {
      throw new Error("The catalog is empty: ingest some filings first (npm run ingest -- <folder>).");
    }
    const companyIds = companies.map((c) => c.id);
    const documentIds = documents.map((d) => d.id);
    const tickers = companies.flatMap((c) => c.tickers.slice(0, 1));

    const operations: [string, string[]][] = [
      ["GET /api/v1/companies/list", ["/api/v1/companies/list"]],
      ["GET /api/v2/companies/list?tickers=…", tickers.map((t) => `/api/v2/companies/list?tickers=${encodeURIComponent(t)}`)],
      ["GET /api/v2/companies/search", ["a", "ap", "inc", "3m", "co"].map((q) => `/api/v2/companies/search?query=${q}`)],
      ["GET /api/v2/companies/{id}", companyIds.map((id) => `/api/v2/companies/${id}`)],
      ["GET /api/v1/documents/list", ["/api/v1/documents/list"]],
      ["GET /api/v1/documents/list?companyTickers=…", tickers.map((t) => `/api/v1/documents/list?companyTickers=${encodeURIComponent(t)}&secFormTypes=10-K,10-Q`)],
      ["GET /api/v1/documents/{id}", documentIds.map((id) => `/api/v1/documents/${id}`)],
      ["GET /api/v2/documents/{id}", documentIds.map((id) => `/api/v2/documents/${id}`)],
    ];

    console.log(`catalog: ${companies.length} companies, ${documents.length} documents; ${connections} connections, ${requestsPerOperation} requests per operation`);
    const results: Result[] = [];
    for (const [operation, paths] of operations) {
      await load(operation, paths, Math.min(500, requestsPerOperation)); // warm-up: statements, JIT, connections
      const result = await load(operation, paths, requestsPerOperation);
      results.push(result);
      console.log(
        `${operation.padEnd(46)} ${String(result.rps).padStart(6)} req/s  p50 ${result.p50} ms  p95 ${result.p95} ms  p99 ${result.p99} ms  errors ${result.errors}`,
      );
    }
    return { companies: companies.length, documents: documents.length, results };
  } finally {
    agent.destroy();
  }
}

interface Store {
  name: "sqlite" | "postgres";
  /** The server's settings that select the store. */
  env: Record<string, string>;
}

/** The app started over `store` with a key of its own, measured, stopped, its key revoked. */
async function benchStore(buildDir: string, store: Store): Promise<void> {
  const storeEnv = isolatedEnv(store.env);
  if (store.name === "sqlite") delete storeEnv.DATABASE_URL;
  const created = await runScript("keys.ts", ["create", `bench:api ${new Date().toISOString()}`], storeEnv);
  const keyId = /\(id ([^)]+)\)/.exec(created)?.[1];
  const apiKey = created.trim().split("\n").at(-1)!.trim();
  console.log(`\n${store.name}: starting the app over ${store.env.DATABASE_URL ? new URL(store.env.DATABASE_URL).pathname.slice(1) : store.env.DATA_DIR}`);
  const app = await startApp({ buildDir, env: { ...storeEnv, RATE_LIMIT_PER_MINUTE: "1000000000" }, readyPath: "/api/v2/companies/list" });
  try {
    const measured = await benchServer(app.baseUrl, apiKey);
    console.log(JSON.stringify({ bench: "api", store: store.name, connections, requestsPerOperation, ...measured }));
  } finally {
    await app.stop();
    if (keyId) await runScript("keys.ts", ["revoke", keyId], storeEnv).catch((error: unknown) => console.warn(`could not revoke the bench key: ${String(error)}`));
  }
}

if (process.env.BASE_URL && process.env.API_KEY) {
  const measured = await benchServer(process.env.BASE_URL, process.env.API_KEY);
  console.log(JSON.stringify({ bench: "api", connections, requestsPerOperation, ...measured }));
} else {
  // The server runs in its build folder: the data folder is given absolute.
  const stores: Store[] = [{ name: "sqlite", env: { DATA_DIR: path.resolve(process.env.DATA_DIR ?? "data") } }];
  if (process.env.DATABASE_URL) {
    // Nothing of the PostgreSQL store is on disk; its server gets an empty folder of its own.
    stores.push({ name: "postgres", env: { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: mkdtempSync(path.join(tmpdir(), "footnote-bench-api-")) } });
  } else console.log("DATABASE_URL is not set: measuring the SQLite store only.");
  try {
    const buildDir = await ensureAppBuild({ run: process.pid, log: console.log });
    for (const store of stores) await benchStore(buildDir, store);
  } finally {
    for (const store of stores) if (store.name === "postgres") rmSync(store.env.DATA_DIR!, { recursive: true, force: true });
  }
}
