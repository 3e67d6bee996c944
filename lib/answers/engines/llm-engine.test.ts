import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import type { AnswerEvent } from "../answer-events";
import { answerWith } from "../run-answer";
import type { RetrievedForAnswer } from "../answer-retrieval";
import { readQuestion } from "../../retrieval/read-question";
import type { AnswerEngine } from "./engine";
import { LlmEngine } from "./llm-engine";

// A stand-in for an OpenAI-compatible endpoint on loopback: it streams chat-completion chunks
// that cite the first source it was given, plus a marker that is no source, split mid-marker.
type Behaviour = "cite" | "fail" | "slow";
let server: Server | undefined;
const seen: { body?: { model: string; stream: boolean; messages: { role: string; content: string }[] }; auth?: string; closedEarly: boolean } = { closedEarly: false };

async function startStandIn(behaviour: Behaviour): Promise<string> {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      if (req.url !== "/v1/chat/completions" || req.method !== "POST") return void res.writeHead(404).end();
      seen.body = JSON.parse(raw);
      seen.auth = req.headers.authorization;
      if (behaviour === "fail") return void res.writeHead(503).end("overloaded");
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      const ref = /\[(#[0-9a-f]{8})\]/.exec(seen.body!.messages[1]!.content)![1];
      const text = `Capital expenditure was $1,577 million [${ref}] and revenue $32,765 million [#dead`;
      const pieces = [...text.match(/.{1,7}/gs)!, "beef]", "."];
      const chunk = (content: string) => `data: ${JSON.stringify({ id: "x", object: "chat.completion.chunk", choices: [{ index: 0, delta: { content } }] })}\n\n`;
      res.on("close", () => {
        if (!res.writableEnded) seen.closedEarly = true;
      });
      let i = 0;
      const timer = setInterval(() => {
        if (res.destroyed) return clearInterval(timer);
        if (behaviour === "slow" || i < pieces.length) {
          res.write(chunk(pieces[i++ % pieces.length]!));
          return;
        }
        clearInterval(timer);
        res.end("data: [DONE]\n\n");
      }, behaviour === "slow" ? 20 : 1);
    });
  });
  await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/v1`;
}

afterEach(async () => {
  seen.closedEarly = false;
  server?.closeAllConnections();
  await new Promise((r) => (server ? server.close(r) : r(undefined)));
  server = undefined;
});

const doc = { id: "4d2e0000-0000-4000-8000-000000000001", companyName: "3M Company", title: "3M 10-K 2018", formType: "10-K", category: "annual-financial-report", fiscalYear: 2018, fiscalQuarter: null } as unknown as CatalogDocument;
const pageText = "## Consolidated Statement of Cash Flows\n(Millions)\n| | 2018 | 2017 |\n|---|---|---|\n| Purchases of property, plant and equipment (PP&E) | (1,577) | (1,373) |";
const retrieve = ({ query }: { query: string }): RetrievedForAnswer => ({
  reading: readQuestion(query),
  searched: ["3M Company"],
  documents: [doc],
  pages: [{ document: doc, pageNumber: 60, content: pageText, kind: "cash-flow-statement", score: 1 }],
});

async function collect(events: AsyncIterable<AnswerEvent>) {
  const out: AnswerEvent[] = [];
  for await (const e of events) out.push(e);
  return out;
}

describe("LlmEngine against an OpenAI-compatible stand-in", () => {
  it("streams the model's tokens, keeps real citations and drops invented ones", async () => {
    const baseUrl = await startStandIn("cite");
    const engine = new LlmEngine({ baseUrl, apiKey: "k-123", model: "stand-in" });
    const events = await collect(answerWith({ query: "What was 3M's FY2018 capex?" }, { retrieve, engine }));

    expect(seen.body).toMatchObject({ model: "stand-in", stream: true });
    expect(seen.auth).toBe("Bearer k-123");
    expect(seen.body!.messages[1]!.content).toContain("[#4d2e003b]");
    expect(seen.body!.messages[1]!.content).toContain("Question: What was 3M's FY2018 capex?");
    // The model is given the figure the statements state, computed as the extractive engine would, to write around.
    expect(seen.body!.messages[1]!.content).toMatch(/Figures computed from the statements:\n\n.*\*\*\$1,577 million\*\* \[#4d2e003b\]/);

    const content = events.flatMap((e) => (e.type === "message" ? [e.content] : [])).join("");
    expect(content).toBe("Capital expenditure was $1,577 million [#4d2e003b] and revenue $32,765 million.");
    const last = events.filter((e) => e.type === "sources").at(-1);
    expect(last?.type === "sources" && last.sources.map((s) => [s.ref, s.excerpt])).toEqual([
      ["#4d2e003b", "| Purchases of property, plant and equipment (PP&E) | (1,577) | (1,373) |"],
    ]);
    expect(events.at(-1)).toEqual({ type: "done" });
    expect(events.filter((e) => e.type === "done")).toHaveLength(1);
  });

  it("falls back to the other engine when the endpoint fails before writing", async () => {
    const baseUrl = await startStandIn("fail");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const fallback: AnswerEngine = {
      name: "fixed",
      async *write({ pages }) {
        yield { type: "text", text: `From the filing [${pages[0]!.ref}].` };
      },
    };
    const events = await collect(answerWith({ query: "capex?" }, { retrieve, engine: new LlmEngine({ baseUrl, model: "m" }), fallback }));
    const content = events.flatMap((e) => (e.type === "message" ? [e.content] : [])).join("");
    expect(content).toBe("From the filing [#4d2e003b].");
    expect(events.at(-1)).toEqual({ type: "done" });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("answer engine llm failed"), expect.anything());
    warn.mockRestore();
  });

  it("stops the model's stream when the answer is abandoned", async () => {
    const baseUrl = await startStandIn("slow");
    const abort = new AbortController();
    const engine = new LlmEngine({ baseUrl, model: "m" });
    let messages = 0;
    for await (const e of answerWith({ query: "capex?", signal: abort.signal }, { retrieve, engine })) {
      if (e.type === "message" && ++messages === 3) abort.abort();
    }
    await new Promise((r) => setTimeout(r, 100));
    expect(seen.closedEarly).toBe(true);
  });
});
