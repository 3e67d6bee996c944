// Endpoint 13 over HTTP, on a catalog made by the ingest command from three real filings: the
// answer as server-sent events — data-only frames typed by their JSON `type`, sources before the
// answer text, exactly one `done`, last — and the same answer as endpoint 12 gives in one piece.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { answerEventSchema } from "@/lib/openapi/response-schemas";
import { expectCitedAnswer, expectFigureCited, markersIn, readEventStream, type Answer } from "./answer-checks";
import { startSliceServer, v2Metadata, type SliceCatalog } from "./rag-slice";

let slice: SliceCatalog;
beforeAll(async () => {
  slice = await startSliceServer();
});
afterAll(() => slice?.server.stop());

const PATH = "/api/v2/rag/agent-response-stream";

type StreamEvent = z.infer<typeof answerEventSchema>;

function post(path: string, body: string, key?: string | null) {
  return slice.server.fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body, key });
}

/** The stream's events, after checking what every frame promises. */
async function stream(query: string, documentIds?: string): Promise<StreamEvent[]> {
  const response = await post(PATH, JSON.stringify({ query, ...(documentIds === undefined ? {} : { documentIds }) }));
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const { frames } = await readEventStream(response);
  const events = frames.map((frame) => {
    expect(frame.event, "data-only frames").toBeUndefined();
    expect(frame.id).toBeUndefined();
    return JSON.parse(frame.data) as StreamEvent;
  });
  for (const event of events) {
    switch (event.type) {
      case "thinking":
        expect(Object.keys(event).sort()).toEqual(["content", "role", "stage", "type"]);
        expect(event.role).toBe("assistant");
        expect(["search", "document_inspection"]).toContain(event.stage);
        expect(typeof event.content).toBe("string");
        break;
      case "message":
        expect(Object.keys(event).sort()).toEqual(["content", "role", "type"]);
        expect(event.role).toBe("assistant");
        expect(typeof event.content).toBe("string");
        break;
      case "sources":
        expect(Object.keys(event).sort()).toEqual(["content", "type"]);
        for (const [ref, source] of Object.entries(event.content)) {
          expect(ref).toMatch(/^#[0-9a-f]{8}$/);
          expect(Object.keys(source).sort()).toEqual(["content", "documentMetadata", "excerpt", "pageNumber"]);
        }
        break;
      case "warning":
        expect(Object.keys(event).sort()).toEqual(["message", "type"]);
        expect(typeof event.message).toBe("string");
        break;
      case "done":
        expect(Object.keys(event)).toEqual(["type"]);
        break;
      default:
        throw new Error(`unknown event ${JSON.stringify(event)}`);
    }
  }
  expect(events.filter((e) => e.type === "done")).toHaveLength(1);
  expect(events.at(-1)).toEqual({ type: "done" });
  return events;
}

const text = (events: StreamEvent[]) => events.flatMap((e) => (e.type === "message" ? [e.content] : [])).join("");
const sourcesEvents = (events: StreamEvent[]) => events.flatMap((e) => (e.type === "sources" ? [e.content] : []));

async function answerInOnePiece(query: string, documentIds?: string): Promise<Answer> {
  const response = await post("/api/v2/rag/agent-response", JSON.stringify({ query, ...(documentIds ? { documentIds } : {}) }));
  expect(response.status).toBe(200);
  return response.json();
}

describe(`POST ${PATH}`, () => {
  const question = "What was McDonald's net income in the first quarter of 2023?";

  it("sends progress, then the sources without excerpts, before the first fragment of the answer", async () => {
    const events = await stream(question);
    expect(events[0]?.type).toBe("thinking");
    const firstMessage = events.findIndex((e) => e.type === "message");
    const firstSources = events.findIndex((e) => e.type === "sources");
    expect(firstMessage).toBeGreaterThan(0);
    expect(firstSources).toBeGreaterThanOrEqual(0);
    expect(firstSources).toBeLessThan(firstMessage);
    const early = events[firstSources] as Extract<StreamEvent, { type: "sources" }>;
    expect(Object.keys(early.content).length).toBeGreaterThan(0);
    for (const source of Object.values(early.content)) {
      expect(source.excerpt).toBeNull();
      expect(source.documentMetadata).toEqual(v2Metadata(slice.documents.mcdonaldsRelease));
      expect(source.content.trim()).toBe(await slice.pageText(source.documentMetadata.id, source.pageNumber));
    }
  });

  it("streams the answer that endpoint 12 gives, its citations resolved by the sources events", async () => {
    const [events, whole] = await Promise.all([stream(question), answerInOnePiece(question)]);
    expect(events.filter((e) => e.type === "message").length).toBeGreaterThan(1);
    expect(text(events)).toBe(whole.content);
    const sources = sourcesEvents(events);
    for (const ref of markersIn(text(events))) expect(sources.some((s) => ref in s), `${ref} is in a sources event`).toBe(true);
    // The last sources event carries the cited pages with their excerpts: the answer's sourceMap.
    const last = sources.at(-1)!;
    expect(last).toEqual(whole.sourceMap);
    await expectCitedAnswer({ content: text(events), sourceMap: last }, slice, v2Metadata);
    expectFigureCited({ content: text(events), sourceMap: last }, { written: "1,802.3", amount: 1_802.3e6 }, slice.documents.mcdonaldsRelease.id);
  });

  it("warns, cites nothing and still explains when nothing relevant is found", async () => {
    const events = await stream("What was Apple's revenue in 2022?");
    expect(events.filter((e) => e.type === "warning")).toHaveLength(1);
    for (const sources of sourcesEvents(events)) expect(sources).toEqual({});
    expect(text(events).trim()).not.toBe("");
    expect(markersIn(text(events))).toEqual([]);
  });

  it("uses only the documents in documentIds", async () => {
    const { ultaRelease } = slice.documents;
    // A question naming another company is still answered from the given documents only.
    const events = await stream("What were Amcor's net sales?", ultaRelease.id);
    const sources = sourcesEvents(events).flatMap((s) => Object.values(s));
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source.documentMetadata.id).toBe(ultaRelease.id);
  });

  it.each([
    ["malformed JSON", '{"query": ', ["body"], "json_invalid"],
    ["no body", "", ["body"], "missing"],
    ["no query", '{"documentIds": ""}', ["body", "query"], "missing"],
    ["an empty query", '{"query": ""}', ["body", "query"], "string_too_short"],
  ])("answers 422 in JSON for %s", async (_, body, loc, type) => {
    const response = await post(PATH, body);
    expect(response.status).toBe(422);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ detail: [{ loc, msg: expect.any(String), type }] });
  });

  it("answers 401 without a valid key", async () => {
    expect((await post(PATH, '{"query": "net income"}', null)).status).toBe(401);
    expect((await post(PATH, '{"query": "net income"}', "fn_not-a-key")).status).toBe(401);
  });
});
