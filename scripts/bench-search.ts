// Measures full-text search (lib/fulltext, in process, no HTTP) on the catalog of DATA_DIR:
// every search of a fixed list, once to warm the caches, then --runs times each. Prints one
// JSON line: the catalog's size and the latency percentiles in milliseconds.
//
//   DATA_DIR=data npm run bench:search -- [--queries FILE] [--runs 5]
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { db } from "../lib/db/connection";
import { searchFilings } from "../lib/fulltext/search-filings";
import { readSearchParams } from "../lib/fulltext/search-request";

const { values } = parseArgs({
  options: { queries: { type: "string" }, runs: { type: "string", default: "5" } },
});
const queriesFile = values.queries ?? path.join(import.meta.dirname, "bench-search-queries.txt");
const runs = Number(values.runs);

const requests = readFileSync(queriesFile, "utf8").split("\n").filter((l) => l.trim() && !l.startsWith("#")).map((line) => {
  const [q = "", filters = ""] = line.split("\t");
  const params = new URLSearchParams(filters);
  params.set("q", q);
  const read = readSearchParams(params);
  if ("problem" in read) throw new Error(`${line}: ${read.problem}`);
  return read.request;
});

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

const database = db();
const sizes = database.prepare(`SELECT (SELECT count(*) FROM documents) AS documents, (SELECT count(*) FROM pages) AS pages`).get() as Record<string, number>;
const started = performance.now();
for (const request of requests) searchFilings(database, request);
const warmup = performance.now() - started;
const times: number[] = [];
let hits = 0;
for (let run = 0; run < runs; run++) {
  for (const request of requests) {
    const t = performance.now();
    const result = searchFilings(database, request);
    times.push(performance.now() - t);
    if (run === 0) hits += result.total;
  }
}
times.sort((a, b) => a - b);
console.log(JSON.stringify({
  bench: "search", ...sizes, searches: requests.length, runs, matchingPages: hits,
  warmupMs: round(warmup), p50Ms: round(quantile(times, 0.5)), p95Ms: round(quantile(times, 0.95)), maxMs: round(times.at(-1) ?? 0),
}));
