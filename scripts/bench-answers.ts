// Measures the streaming answer operation of a running service: time to the first event and to
// `done` for each question in turn, then many streams at once while the catalog's list
// operations are timed alongside them (they must keep answering under the load).
//
//   API_KEY=... [BASE_URL=http://localhost:3000] npm run bench:answers -- [--questions FILE] [--limit N]
//     [--concurrency 200] [--ramp-ms 1000] [--list-every-ms 20]
//
// The concurrent streams are opened over `--ramp-ms` (evenly), as users' requests arrive, and all
// stay open together (each lasts longer than the ramp); `--ramp-ms 0` opens them in one burst,
// which also measures how fast one server process accepts two hundred requests at once.
// While they run, a list operation is started every `--list-every-ms` (a probe of whether the
// catalog still answers, as a user browsing would ask it); `--list-every-ms 0` sends them back to
// back instead, one after another as fast as they are answered, which adds a load that grows
// with the server's speed (hundreds of 100 KB lists a second). Start the server with
// RATE_LIMIT_PER_MINUTE above the load. Prints one JSON summary line last.
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { EventSourceParserStream } from "eventsource-parser/stream";
import { sharedDir } from "../lib/testing/shared-corpus";

const USAGE = "usage: API_KEY=... [BASE_URL=...] npm run bench:answers -- [--questions FILE] [--limit N] [--concurrency 200] [--ramp-ms 1000] [--list-every-ms 20]";
const { values } = parseArgs({
  options: {
    questions: { type: "string", default: path.join(sharedDir(), "eval", "financebench-dev.jsonl") },
    limit: { type: "string", default: "1000" },
    concurrency: { type: "string", default: "200" },
    "ramp-ms": { type: "string", default: "1000" },
    "list-every-ms": { type: "string", default: "20" },
  },
});
const BASE = (process.env.BASE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const KEY = process.env.API_KEY;
const limit = Number(values.limit);
const concurrency = Number(values.concurrency);
const rampMs = Number(values["ramp-ms"]);
const listEveryMs = Number(values["list-every-ms"]);
if (!KEY || !(limit > 0) || !(concurrency > 0) || !(rampMs >= 0) || !(listEveryMs >= 0)) {
  console.error(USAGE);
  process.exit(2);
}
const questions = readFileSync(values.questions, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => (JSON.parse(line) as { question: string }).question)
  .slice(0, limit);

interface Run {
  ok: boolean;
  firstEventMs: number;
  doneMs: number;
  events: number;
  error?: string;
}

/** One streamed answer, timed from the request to the first event and to `done`. */
async function stream(query: string): Promise<Run> {
  const t0 = performance.now();
  let firstEventMs = NaN;
  let events = 0;
  let done = false;
  const fail = (error: string): Run => ({ ok: false, firstEventMs, doneMs: NaN, events, error });
  try {
    const res = await fetch(`${BASE}/api/v2/rag/agent-response-stream`, {
      method: "POST",
      headers: { "X-API-Key": KEY!, "Content-Type": "application/json" },
      body: JSON.stringify({ query }),
    });
    if (res.status !== 200 || !res.body) return fail(`status ${res.status}`);
    const frames = res.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
    const reader = frames.getReader();
    for (;;) {
      const { value: frame, done: ended } = await reader.read();
      if (ended) break;
      if (events++ === 0) firstEventMs = performance.now() - t0;
      if (done) return fail("event after done");
      // The type leads every event; reading only it keeps this client's own work small under load.
      if (/^\{"type":"(\w+)"/.exec(frame.data)?.[1] === "done") done = true;
    }
    const doneMs = performance.now() - t0;
    return done ? { ok: true, firstEventMs, doneMs, events } : fail("no done");
  } catch (error) {
    return fail(String(error));
  }
}

/** One list operation, timed; false when it failed. */
async function timedList(path: string, times: number[]): Promise<boolean> {
  const t0 = performance.now();
  try {
    const res = await fetch(BASE + path, { headers: { "X-API-Key": KEY! } });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  } finally {
    times.push(performance.now() - t0);
  }
}

/** The list operations until `until` settles, each timed: one every `everyMs`, or back to back. */
async function listOperationsDuring(until: Promise<unknown>, everyMs: number): Promise<{ times: number[]; errors: number }> {
  const paths = ["/api/v1/documents/list", "/api/v2/companies/list", "/api/v1/companies/list"];
  let settled = false;
  void until.finally(() => (settled = true));
  const times: number[] = [];
  const outcomes: Promise<boolean>[] = [];
  for (let i = 0; !settled; i++) {
    const outcome = timedList(paths[i % paths.length]!, times);
    outcomes.push(outcome);
    if (everyMs > 0) await new Promise((resolve) => setTimeout(resolve, everyMs));
    else await outcome;
  }
  const errors = (await Promise.all(outcomes)).filter((ok) => !ok).length;
  return { times, errors };
}

const quantile = (xs: number[], q: number) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.floor(q * s.length))]!) : NaN;
};

const sequential: Run[] = [];
for (const q of questions) sequential.push(await stream(q));

const started = performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = Promise.all(Array.from({ length: concurrency }, async (_, i) => {
  await sleep((rampMs * i) / concurrency);
  return stream(questions[i % questions.length]!);
}));
const [parallel, lists] = await Promise.all([load, listOperationsDuring(load, listEveryMs)]);
const wallMs = Math.round(performance.now() - started);

for (const r of [...sequential, ...parallel]) if (!r.ok) console.log(`error: ${r.error}`);
console.log(
  JSON.stringify({
    mode: "bench-answers",
    questions: sequential.length,
    "first_event.p50.ms": quantile(sequential.map((r) => r.firstEventMs), 0.5),
    "first_event.p95.ms": quantile(sequential.map((r) => r.firstEventMs), 0.95),
    "done.p50.ms": quantile(sequential.map((r) => r.doneMs), 0.5),
    "done.p95.ms": quantile(sequential.map((r) => r.doneMs), 0.95),
    errors: sequential.filter((r) => !r.ok).length,
    concurrent: concurrency,
    "concurrent.ramp.ms": rampMs,
    "concurrent.errors": parallel.filter((r) => !r.ok).length,
    "concurrent.first_event.p50.ms": quantile(parallel.map((r) => r.firstEventMs), 0.5),
    "concurrent.first_event.p95.ms": quantile(parallel.map((r) => r.firstEventMs), 0.95),
    "concurrent.done.p50.ms": quantile(parallel.map((r) => r.doneMs), 0.5),
    "concurrent.done.p95.ms": quantile(parallel.map((r) => r.doneMs), 0.95),
    "concurrent.wall.ms": wallMs,
    "during_load.list_every.ms": listEveryMs,
    "during_load.list_requests": lists.times.length,
    "during_load.list_errors": lists.errors,
    "during_load.list.p50.ms": quantile(lists.times, 0.5),
    "during_load.list.p95.ms": quantile(lists.times, 0.95),
    // The machine's load average at the end: on a shared machine every figure above moves with it.
    load: Math.round(loadavg()[0]! * 10) / 10,
  }),
);
