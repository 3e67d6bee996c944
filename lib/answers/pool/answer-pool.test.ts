import { mkdtempSync, rmSync } from "node:fs";
import { MessageChannel } from "node:worker_threads";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, openDb } from "../../db/connection";
import { env, resetEnvForTests } from "../../env";
import { seedRetrievalCatalog } from "../../retrieval/catalog.fixture";
import type { AnswerEvent } from "../answer-events";
import { runAnswer } from "../run-answer";
import { documentMetadataV2 } from "../../catalog/document-shapes";
import { eventFrame } from "../../http/sse";
import { answerFramesInPool, answerInPool, closeAnswerPool } from "./answer-pool";
import answerTask, { type TaskMessage } from "./answer-task";

// The workers read the catalog of DATA_DIR, as the server's would: a small one on disk.
const dir = mkdtempSync(path.join(tmpdir(), "footnote-answer-pool-"));
const saved = { DATA_DIR: process.env.DATA_DIR, ANSWER_WORKERS: process.env.ANSWER_WORKERS };

beforeAll(() => {
  process.env.DATA_DIR = dir;
  process.env.ANSWER_WORKERS = "1";
  resetEnvForTests();
  closeDb();
  const database = openDb(env().databasePath);
  seedRetrievalCatalog(database);
  database.close();
});

afterAll(async () => {
  await closeAnswerPool();
  closeDb();
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests();
  rmSync(dir, { recursive: true, force: true });
});

async function all(events: AsyncIterable<AnswerEvent>): Promise<AnswerEvent[]> {
  const out: AnswerEvent[] = [];
  for await (const event of events) out.push(event);
  return out;
}

describe("answers composed on worker threads", () => {
  it("yields the events the request thread would have made, in order", { timeout: 60_000 }, async () => {
    const query = "What were Acme's capital expenditures in 2019?";
    const pooled = await all(answerInPool({ query }));
    const local = await all(runAnswer({ query }));
    expect(pooled.map((e) => e.type)).toContain("message");
    expect(JSON.parse(JSON.stringify(pooled))).toEqual(JSON.parse(JSON.stringify(local)));
  });

  it("writes a stream's frames on the worker, the same bytes the request thread would have written", { timeout: 60_000 }, async () => {
    const query = "What were Acme's capital expenditures in 2019?";
    const decoder = new TextDecoder();
    const chunks: string[] = [];
    for await (const chunk of answerFramesInPool({ query }, "v2")) chunks.push(typeof chunk === "string" ? chunk : decoder.decode(chunk));
    const local = await all(runAnswer({ query }));
    expect(chunks.join("")).toBe(local.map((e) => eventFrame(e, documentMetadataV2)).join(""));
    // The notice comes alone and first; the rest in fewer chunks than events (batched by the worker).
    expect(chunks[0]).toBe(eventFrame(local[0]!, documentMetadataV2));
    expect(chunks.length).toBeLessThan(local.length);
  });

  it("stops an answer whose client has gone, and keeps serving the others", { timeout: 60_000 }, async () => {
    const abort = new AbortController();
    const gone: AnswerEvent[] = [];
    // Cancelled once the worker has begun it (its first event of its own has arrived).
    const first = all(answerInPool({ query: "What were Acme's net sales in 2019?" }));
    const second = (async () => {
      for await (const event of answerInPool({ query: "What restructuring did Acme record?", signal: abort.signal })) {
        gone.push(event);
        if (gone.length === 2) abort.abort();
      }
    })();
    const [answered] = await Promise.all([first, second]);
    expect(gone.length).toBeGreaterThanOrEqual(2);
    expect(gone.map((e) => e.type)).not.toContain("done");
    expect(answered.at(-1)?.type).toBe("done");
    const after = await all(answerInPool({ query: "What restructuring did Acme record?" }));
    expect(after.at(-1)?.type).toBe("done");
  });

  it("does no work for a task whose client went away while it waited for a worker", { timeout: 60_000 }, async () => {
    const run = async (cancelled: boolean) => {
      const { port1, port2 } = new MessageChannel();
      const received: TaskMessage[] = [];
      port1.on("message", (m: TaskMessage) => received.push(m));
      const cancel = new SharedArrayBuffer(4);
      if (cancelled) Atomics.store(new Int32Array(cancel), 0, 1);
      await answerTask({ query: "What were Acme's net sales in 2019?", port: port2, cancel });
      await new Promise((resolve) => setTimeout(resolve, 50));
      port1.close();
      return received;
    };
    expect(await run(true)).toEqual([{ end: true }]);
    const answered = await run(false);
    expect(answered.flatMap((m) => ("events" in m ? m.events : [])).at(-1)?.type).toBe("done");
  });
});
