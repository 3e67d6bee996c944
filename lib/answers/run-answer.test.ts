import { describe, expect, it } from "vitest";
import { readQuestion } from "../retrieval/read-question";
import type { AnswerEvent } from "./answer-events";
import type { AnswerRetrieval, RetrievedForAnswer } from "./answer-retrieval";
import { markersIn } from "./citation-refs";
import { ExtractiveEngine } from "./engines/extractive-engine";
import type { AnswerEngine } from "./engines/engine";
import { answerWith } from "./run-answer";
import { doc, pages } from "./sample-filing.fixture";

const found: Omit<RetrievedForAnswer, "reading"> = {
  searched: ["Acme Corporation", "FY2019"],
  documents: [doc],
  pages: pages.map(({ ref: _ref, ...page }) => page),
};

async function run(query: string, retrieve: () => Omit<RetrievedForAnswer, "reading"> = () => found, engine: AnswerEngine = new ExtractiveEngine()) {
  const events: AnswerEvent[] = [];
  // Retrieval reads the question; a stand-in retrieval reads it the same way.
  const reading: AnswerRetrieval = (request) => ({ ...retrieve(), reading: readQuestion(request.query) });
  for await (const e of answerWith({ query }, { retrieve: reading, engine })) events.push(e);
  return events;
}

function expectGrammar(events: AnswerEvent[]) {
  const types = events.map((e) => e.type);
  expect(types.filter((t) => t === "done")).toHaveLength(1);
  expect(types.at(-1)).toBe("done");
  expect(types[0]).toBe("thinking");
  const firstMessage = types.indexOf("message");
  const firstSources = types.indexOf("sources");
  if (firstMessage >= 0) expect(firstSources).toBeLessThan(firstMessage);
  const content = events.flatMap((e) => (e.type === "message" ? [e.content] : [])).join("");
  const final = events.filter((e) => e.type === "sources").at(-1);
  const sources = final?.type === "sources" ? final.sources : [];
  // Every marker is a source, every source is cited, every excerpt is verbatim text of its page.
  expect(new Set(markersIn(content))).toEqual(new Set(sources.map((s) => s.ref)));
  for (const s of sources) {
    expect(s.excerpt).not.toBeNull();
    expect(s.content.includes(s.excerpt!)).toBe(true);
  }
  return { content, sources };
}

describe("answer pipeline", () => {
  it("reads a question in shorthand with its words spelled out, and quotes the search as asked", async () => {
    const asked: string[] = [];
    const retrieve: AnswerRetrieval = (request) => {
      asked.push(request.query);
      return { ...found, reading: readQuestion(request.query) };
    };
    const events: AnswerEvent[] = [];
    for await (const e of answerWith({ query: "Acme FY2019 op income?" }, { retrieve, engine: new ExtractiveEngine() })) events.push(e);
    expect(asked).toEqual(["Acme FY2019 operating income?"]);
    expect(events[0]).toMatchObject({ type: "thinking", content: "Searching the disclosures for: Acme FY2019 op income?" });
  });

  it("reports progress, early sources, fragments, sources with excerpts, then done", async () => {
    const events = await run("What is Acme's FY2019 working capital ratio? Round your answer to two decimal places.");
    const { content, sources } = expectGrammar(events);
    expect(content).toContain("**1.64**");
    expect(sources.map((s) => s.pageNumber)).toEqual([52]);
    const early = events.find((e) => e.type === "sources");
    expect(early?.type === "sources" && early.sources.every((s) => s.excerpt === null)).toBe(true);
    expect(early?.type === "sources" && early.sources).toHaveLength(pages.length);
    expect(events.some((e) => e.type === "thinking" && e.stage === "document_inspection")).toBe(true);
    expect(events.filter((e) => e.type === "message").length).toBeGreaterThan(5);
  });

  it("keeps the grammar for narrative answers", async () => {
    const { content } = expectGrammar(await run("Is Acme's business subject to cyclicality?"));
    expect(content).toContain("cyclicality");
  });

  it("warns and explains, with no sources, when nothing is found", async () => {
    const events = await run("What is Zorblax's FY2031 revenue?", () => ({ searched: ["FY2031"], documents: [], pages: [] }));
    const { content, sources } = expectGrammar(events);
    expect(events.some((e) => e.type === "warning")).toBe(true);
    expect(sources).toEqual([]);
    expect(content).toMatch(/could not find/i);
    expect(content).toContain("FY2031");
  });

  it("drops a cited ref that is not one of the retrieved pages", async () => {
    const rogue: AnswerEngine = {
      name: "rogue",
      async *write({ pages: given }) {
        yield { type: "text", text: `Sales were $10,000 million [${given[0]!.ref}] and rising [#00000000].` };
      },
    };
    const { content } = expectGrammar(await run("Acme sales?", () => found, rogue));
    expect(content).toBe("Sales were $10,000 million [#acde0031] and rising.");
  });

  it("stops when the request is abandoned", async () => {
    const abort = new AbortController();
    let retrieved = false;
    const events: AnswerEvent[] = [];
    for await (const e of answerWith(
      { query: "Acme capex?", signal: abort.signal },
      { retrieve: ({ query }) => ((retrieved = true), abort.abort(), { ...found, reading: readQuestion(query) }), engine: new ExtractiveEngine() },
    )) events.push(e);
    expect(retrieved).toBe(true);
    expect(events.map((e) => e.type)).toEqual(["thinking"]);
  });
});
