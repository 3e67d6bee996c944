// npm run bench:api — throughput and latency of the catalog operations under concurrent load.
//
//   BASE_URL=http://127.0.0.1:3000 API_KEY=fn_... npm run bench:api -- [--connections 50] [--requests 3000]
//
// Runs against a server that is already up (start it with a RATE_LIMIT_PER_MINUTE above the
// load, or every request past the budget is a 429). Prints one line per operation and a JSON
// summary last. Keep-alive connections over loopback, as a reverse proxy would hold them.
import { Agent, request } from "node:http";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: { connections: { type: "string", default: "50" }, requests: { type: "string", default: "3000" } },
});
const connections = Number(values.connections);
const requestsPerOperation = Number(values.requests);
const base = new URL(process.env.BASE_URL ?? "http://127.0.0.1:3000");
const apiKey = process.env.API_KEY;
if (!apiKey || !(connections > 0) || !(requestsPerOperation > 0)) {
  console.error("usage: BASE_URL=... API_KEY=... npm run bench:api -- [--connections 50] [--requests 3000]");
  process.exit(2);
}
const agent = new Agent({ keepAlive: true, maxSockets: connections });

function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { agent, headers: { "X-API-Key": apiKey! } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

async function getJson<T>(path: string): Promise<T> {
  const { status, body } = await get(path);
  if (status !== 200) throw new Error(`GET ${path} -> ${status}: ${body.slice(0, 200)}`);
  return JSON.parse(body) as T;
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

async function load(operation: string, paths: string[], count: number): Promise<Result> {
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
}

const companies = await getJson<{ id: string; tickers: string[] }[]>("/api/v1/companies/list?limit=1000");
const documents = await getJson<{ id: string }[]>("/api/v1/documents/list?limit=1000");
if (!companies.length || !documents.length) {
  console.error("The catalog is empty: ingest some filings first (npm run ingest -- <folder>).");
  process.exit(1);
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
agent.destroy();
console.log(JSON.stringify({ bench: "api", connections, requestsPerOperation, results }));
