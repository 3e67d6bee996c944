// Measures the streaming answer operation of a running service: time to the first event and to
// `done` for each question in turn, then many streams at once.
//
//   API_KEY=... [BASE_URL=http://localhost:3000] npm run bench:answers -- [--questions FILE] [--limit N] [--concurrency 50]
//
// Prints one JSON summary line last.
import { readFileSync } from "node:fs";
import path from "node:path";
import { sharedDir } from "../lib/testing/shared-corpus";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const BASE = (process.env.BASE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const KEY = process.env.API_KEY;
if (!KEY) {
  console.error("usage: API_KEY=... [BASE_URL=...] npm run bench:answers -- [--questions FILE] [--limit N] [--concurrency 50]");
  process.exit(2);
}
const file = option("questions", path.join(sharedDir(), "eval", "financebench-dev.jsonl"));
const limit = Number(option("limit", "1000"));
const concurrency = Number(option("concurrency", "50"));
const questions = readFileSync(file, "utf8")
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

/** One streamed answer, timed from the request to the first data frame and to `done`. */
async function stream(query: string): Promise<Run> {
  const t0 = performance.now();
  let firstEventMs = NaN;
  let events = 0;
  let done = false;
  try {
    const res = await fetch(`${BASE}/api/v2/rag/agent-response-stream`, {
      method: "POST",
      headers: { "X-API-Key": KEY!, "Content-Type": "application/json" },
      body: JSON.stringify({ query }),
    });
    if (res.status !== 200 || !res.body) return { ok: false, firstEventMs, doneMs: NaN, events, error: `status ${res.status}` };
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      buffer += value;
      let cut: number;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const frame = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (!frame.startsWith("data: ")) continue;
        if (events++ === 0) firstEventMs = performance.now() - t0;
        const event = JSON.parse(frame.slice(6)) as { type: string };
        if (done) return { ok: false, firstEventMs, doneMs: NaN, events, error: "event after done" };
        if (event.type === "done") done = true;
      }
    }
    const doneMs = performance.now() - t0;
    return done ? { ok: true, firstEventMs, doneMs, events } : { ok: false, firstEventMs, doneMs, events, error: "no done" };
  } catch (error) {
    return { ok: false, firstEventMs, doneMs: NaN, events, error: String(error) };
  }
}

const quantile = (xs: number[], q: number) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.floor(q * s.length))]) : NaN;
};

const sequential: Run[] = [];
for (const q of questions) sequential.push(await stream(q));

const started = performance.now();
const parallel = await Promise.all(Array.from({ length: concurrency }, (_, i) => stream(questions[i % questions.length])));
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
    "concurrent.errors": parallel.filter((r) => !r.ok).length,
    "concurrent.first_event.p95.ms": quantile(parallel.map((r) => r.firstEventMs), 0.95),
    "concurrent.done.p95.ms": quantile(parallel.map((r) => r.doneMs), 0.95),
    "concurrent.wall.ms": wallMs,
  }),
);
