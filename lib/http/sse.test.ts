import { describe, expect, it } from "vitest";
import type { CatalogDocument } from "../catalog/types";
import type { AnswerEvent } from "../answers/answer-events";
import { collectAnswer, sseFrame, sseResponse } from "./sse";

const doc = { id: "abcd1234-0000-0000-0000-000000000000", title: "10-K 2018" } as CatalogDocument;
const meta = (d: CatalogDocument) => ({ id: d.id, title: d.title });
const source = (ref: string, excerpt: string | null) => ({ ref, document: doc, pageNumber: 3, content: "page text", excerpt });

async function* script(events: AnswerEvent[], pauseMs = 0): AsyncGenerator<AnswerEvent> {
  for (const e of events) {
    if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
    yield e;
  }
}

describe("sseResponse", () => {
  it("sends data-only frames with headers that stop buffering", async () => {
    const res = sseResponse(
      script([
        { type: "thinking", role: "assistant", content: "Searching", stage: "search" },
        { type: "sources", sources: [source("#abcd0002", null)] },
        { type: "message", role: "assistant", content: "Hi [#abcd0002]" },
        { type: "done" },
      ]),
      { documentMetadata: meta },
    );
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("cache-control")).toContain("no-cache");
    expect(res.headers.get("x-accel-buffering")).toBe("no");
    const text = await res.text();
    const frames = text.split("\n\n").filter(Boolean);
    expect(frames.every((f) => f.startsWith("data: ") && !f.includes("\n"))).toBe(true);
    const data = frames.map((f) => JSON.parse(f.slice(6)));
    expect(data.map((d) => d.type)).toEqual(["thinking", "sources", "message", "done"]);
    expect(data[1].content["#abcd0002"]).toEqual({ pageNumber: 3, excerpt: null, content: "page text", documentMetadata: { id: doc.id, title: doc.title } });
    expect(sseFrame({ type: "done" })).toBe('data: {"type":"done"}\n\n');
  });

  it("sends a comment as heartbeat during a long pause", async () => {
    const res = sseResponse(script([{ type: "done" }], 250), { documentMetadata: meta, heartbeatMs: 60 });
    const text = await res.text();
    expect(text).toMatch(/^: keep-alive\n\n/);
    expect(text.endsWith('data: {"type":"done"}\n\n')).toBe(true);
  });

  it("stops the producer and aborts its work when the client goes away", async () => {
    let finished = false;
    let produced = 0;
    async function* endless(): AsyncGenerator<AnswerEvent> {
      try {
        for (;;) {
          await new Promise((r) => setTimeout(r, 5));
          produced++;
          yield { type: "message", role: "assistant", content: "x" };
        }
      } finally {
        finished = true;
      }
    }
    const abort = new AbortController();
    const res = sseResponse(endless(), { documentMetadata: meta, abort });
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel();
    await new Promise((r) => setTimeout(r, 30));
    const after = produced;
    await new Promise((r) => setTimeout(r, 30));
    expect(abort.signal.aborted).toBe(true);
    expect(finished).toBe(true);
    expect(produced).toBe(after);
  });
});

describe("collectAnswer", () => {
  it("joins the message fragments and keeps the cited sources of the last sources event", async () => {
    const answer = await collectAnswer(
      script([
        { type: "sources", sources: [source("#abcd0002", null), source("#abcd0003", null)] },
        { type: "message", role: "assistant", content: "Revenue was $5 " },
        { type: "message", role: "assistant", content: "million [#abcd0002]." },
        { type: "sources", sources: [source("#abcd0002", "page text"), source("#abcd0003", "page")] },
        { type: "done" },
      ]),
      meta,
    );
    expect(answer.content).toBe("Revenue was $5 million [#abcd0002].");
    expect(Object.keys(answer.sourceMap)).toEqual(["#abcd0002"]);
    expect(answer.sourceMap["#abcd0002"]?.excerpt).toBe("page text");
  });
});

describe("the answer deadline", () => {
  const slow = (abort: AbortController) =>
    (async function* (): AsyncGenerator<AnswerEvent> {
      yield { type: "thinking", role: "assistant", content: "Searching", stage: "search" };
      yield { type: "message", role: "assistant", content: "Partial" };
      // Work that never ends on its own, only when aborted.
      await new Promise((resolve) => abort.signal.addEventListener("abort", resolve, { once: true }));
      yield { type: "done" };
    })();

  it("ends a stream that runs past it with a warning and done, and stops the work", async () => {
    const abort = new AbortController();
    const res = sseResponse(slow(abort), { documentMetadata: meta, abort, deadlineMs: 50 });
    const data = (await res.text()).split("\n\n").filter((f) => f.startsWith("data: ")).map((f) => JSON.parse(f.slice(6)));
    expect(data.map((d) => d.type)).toEqual(["thinking", "message", "warning", "done"]);
    expect(abort.signal.aborted).toBe(true);
  });

  it("returns what was written by then, says it was stopped, and stops the work", async () => {
    const abort = new AbortController();
    const answer = await collectAnswer(slow(abort), meta, { abort, deadlineMs: 50 });
    expect(answer.content).toBe("Partial\n\nThe answer took too long and was stopped.");
    expect(abort.signal.aborted).toBe(true);
  });
});
