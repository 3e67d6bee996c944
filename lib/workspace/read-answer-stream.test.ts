import { describe, expect, it } from "vitest";
import type { StreamedEvent } from "./streamed-events";
import { applyAnswerEvent, endAnswer, startAnswer } from "./answer-state";
import { readAnswerStream } from "./read-answer-stream";

/** A body that delivers the given chunks one by one, like a network stream. */
function streamOf(chunks: string[]): { body: ReadableStream<Uint8Array>; cancelled: () => boolean } {
  const encoder = new TextEncoder();
  let cancelled = false;
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i < chunks.length) controller.enqueue(encoder.encode(chunks[i++]));
      else controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return { body, cancelled: () => cancelled };
}

async function collect(body: ReadableStream<Uint8Array>): Promise<StreamedEvent[]> {
  const events: StreamedEvent[] = [];
  for await (const event of readAnswerStream(body)) events.push(event);
  return events;
}

const doc = { id: "d1", title: "Acme 10-K", date: "2022-12-31", companyName: "Acme" };

describe("readAnswerStream", () => {
  it("reads frames split anywhere, including inside a multi-byte character, and skips heartbeats", async () => {
    const frames =
      `data: {"type":"thinking","role":"assistant","content":"Searching","stage":"search"}\n\n` +
      `: keep-alive\n\n` +
      `data: {"type":"message","role":"assistant","content":"Net income rose 8 % — "}\n\n` +
      `data: {"type":"message","role":"assistant","content":"to €5bn [#a1b2c3d4]"}\n\n` +
      `data: {"type":"done"}\n\n`;
    const bytes = new TextEncoder().encode(frames);
    // Cut every 7 bytes, which splits "—" and "€" across chunks.
    const parts: Uint8Array[] = [];
    for (let i = 0; i < bytes.length; i += 7) parts.push(bytes.slice(i, i + 7));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(part);
        controller.close();
      },
    });
    const events = await collect(body);
    expect(events.map((e) => e.type)).toEqual(["thinking", "message", "message", "done"]);
    const text = events.flatMap((e) => (e.type === "message" ? [e.content] : [])).join("");
    expect(text).toBe("Net income rose 8 % — to €5bn [#a1b2c3d4]");
    expect(events[0]).toEqual({ type: "thinking", content: "Searching", stage: "search" });
  });

  it("accepts CRLF line endings and multi-line data", async () => {
    const { body } = streamOf([`data: {"type":"message",\r\ndata: "content":"Hi"}\r\n\r\n`, `data: {"type":"done"}\r\n\r\n`]);
    expect(await collect(body)).toEqual([{ type: "message", content: "Hi" }, { type: "done" }]);
  });

  it("skips frames that are not JSON or of an unknown type", async () => {
    const { body } = streamOf([`data: not json\n\n`, `data: {"type":"usage","tokens":3}\n\n`, `data: {"type":"warning","message":"No documents found"}\n\n`]);
    expect(await collect(body)).toEqual([{ type: "warning", message: "No documents found" }]);
  });

  it("stops at done and releases the connection", async () => {
    const stream = streamOf([`data: {"type":"done"}\n\ndata: {"type":"message","content":"late"}\n\n`, `data: {"type":"message","content":"later"}\n\n`]);
    expect(await collect(stream.body)).toEqual([{ type: "done" }]);
    expect(stream.cancelled()).toBe(true);
  });

  it("keeps the sources of a frame and drops entries without a document", async () => {
    const sources = {
      type: "sources",
      content: {
        "#a1b2c3d4": { pageNumber: 3, excerpt: null, content: "page text", documentMetadata: doc },
        "#deadbeef": { pageNumber: 1, excerpt: "x" },
      },
    };
    const { body } = streamOf([`data: ${JSON.stringify(sources)}\n\n`]);
    const [event] = await collect(body);
    expect(event?.type).toBe("sources");
    if (event?.type !== "sources") return;
    expect(Object.keys(event.content)).toEqual(["#a1b2c3d4"]);
    expect(event.content["#a1b2c3d4"]?.excerpt).toBeNull();
  });
});

describe("answer state", () => {
  it("fills early sources with later excerpts and never loses a known excerpt", () => {
    let state = startAnswer("What was net income?");
    const early = { pageNumber: 3, excerpt: null, documentMetadata: doc };
    state = applyAnswerEvent(state, { type: "sources", content: { "#a1b2c3d4": early } });
    expect(state.sources["#a1b2c3d4"]!.excerpt).toBeNull();
    state = applyAnswerEvent(state, { type: "message", content: "Net income [#a1b2c3d4]" });
    state = applyAnswerEvent(state, { type: "sources", content: { "#a1b2c3d4": { ...early, excerpt: "Net income 5,363" } } });
    expect(state.sources["#a1b2c3d4"]!.excerpt).toBe("Net income 5,363");
    state = applyAnswerEvent(state, { type: "sources", content: { "#a1b2c3d4": early } });
    expect(state.sources["#a1b2c3d4"]!.excerpt).toBe("Net income 5,363");
    state = applyAnswerEvent(state, { type: "done" });
    expect(state.status).toBe("done");
    expect(endAnswer(state).status).toBe("done");
  });

  it("calls a stream that ends without done incomplete", () => {
    const state = applyAnswerEvent(startAnswer("q"), { type: "message", content: "Half" });
    expect(endAnswer(state)).toMatchObject({ status: "failed", content: "Half" });
  });
});
