// Endpoints 6 and 12 over HTTP, on a catalog made by the ingest command from three real filings:
// a cited Markdown answer in one response, `{ content, sourceMap }`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectCitedAnswer, expectFigureCited, markersIn, type Answer, type Figure } from "./answer-checks";
import { startSliceServer, v1Metadata, v2Metadata, type SliceCatalog, type SliceFiling } from "./rag-slice";

let slice: SliceCatalog;
beforeAll(async () => {
  slice = await startSliceServer();
});
afterAll(() => slice?.server.stop());

const V1 = "/api/v1/rag/agent-response";
const V2 = "/api/v2/rag/agent-response";

function post(path: string, body: string, key?: string | null) {
  return slice.server.fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body, key });
}

async function ask(path: string, query: string, documentIds?: string): Promise<Answer> {
  const response = await post(path, JSON.stringify({ query, ...(documentIds === undefined ? {} : { documentIds }) }));
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return response.json();
}

/** Questions whose answer is a figure of a primary statement, and the filing that states it. */
type FigureQuestion = [string, Figure, SliceFiling];
const FIGURES: [FigureQuestion, FigureQuestion, FigureQuestion] = [
  // Ulta reports in thousands, McDonald's and Amcor in millions.
  ["What was Ulta Beauty's net income in the fourth quarter of fiscal 2022?", { written: "340,751", amount: 340_751e3 }, "ultaRelease"],
  ["What was McDonald's net income in the first quarter of 2023?", { written: "1,802.3", amount: 1_802.3e6 }, "mcdonaldsRelease"],
  ["What were Amcor's net sales in the second quarter of fiscal 2023?", { written: "3,642", amount: 3_642e6 }, "amcorTenQ"],
];

const NOTHING_FOUND = [
  ["a company without filings in the catalog", "What was Apple's revenue in 2022?"],
  ["nothing the filings discuss", "What is the airspeed velocity of an unladen swallow?"],
];

describe.each([
  // v1 takes the question from the query string or the body, and names the query string's when neither has it.
  { path: V1, metadata: v1Metadata, missingQuery: ["query", "query"] },
  { path: V2, metadata: v2Metadata, missingQuery: ["body", "query"] },
])("POST $path", ({ path, metadata, missingQuery }) => {
  it.each(FIGURES)("states the figure from the statement: %s", async (question, figure, filing) => {
    const answer = await ask(path, question);
    await expectCitedAnswer(answer, slice, metadata);
    expectFigureCited(answer, figure, slice.documents[filing].id);
  });

  it("answers a question about the text with cited passages", async () => {
    const answer = await ask(path, "What restructuring did Amcor undertake because of the Russia-Ukraine conflict?");
    await expectCitedAnswer(answer, slice, metadata);
    expect(Object.keys(answer.sourceMap).length).toBeGreaterThan(0);
    for (const source of Object.values(answer.sourceMap)) expect(source.documentMetadata.id).toBe(slice.documents.amcorTenQ.id);
  });

  it.each(NOTHING_FOUND)("answers 200 with an explanation and no sources for %s", async (_, question) => {
    const answer = await ask(path, question);
    expect(answer.sourceMap).toEqual({});
    expect(answer.content.trim()).not.toBe("");
    expect(markersIn(answer.content)).toEqual([]);
  });

  it("answers only from the documents in documentIds", async () => {
    const { ultaRelease, mcdonaldsRelease, amcorTenQ } = slice.documents;
    const one = await ask(path, "What was net income for the quarter?", ultaRelease.id);
    await expectCitedAnswer(one, slice, metadata);
    expect(Object.keys(one.sourceMap).length).toBeGreaterThan(0);
    for (const source of Object.values(one.sourceMap)) expect(source.documentMetadata.id).toBe(ultaRelease.id);

    // A question naming another company is still answered from the given documents only.
    const two = await ask(path, "What were Amcor's net sales and net income?", `${mcdonaldsRelease.id.toUpperCase()}, ${ultaRelease.id}`);
    await expectCitedAnswer(two, slice, metadata);
    for (const source of Object.values(two.sourceMap)) {
      expect([mcdonaldsRelease.id, ultaRelease.id]).toContain(source.documentMetadata.id);
      expect(source.documentMetadata.id).not.toBe(amcorTenQ.id);
    }
  });

  it("answers 200 with no sources when documentIds names no cataloged document", async () => {
    const answer = await ask(path, "What was net income for the quarter?", "00000000-0000-5000-8000-000000000000");
    expect(answer.sourceMap).toEqual({});
    expect(markersIn(answer.content)).toEqual([]);
  });

  it("gives the same answer to the same question", async () => {
    const [[question]] = FIGURES;
    expect(await ask(path, question)).toEqual(await ask(path, question));
  });

  it.each([
    ["malformed JSON", '{"query": "net income"', ["body"], "json_invalid"],
    ["no query", "{}", missingQuery, "missing"],
    ["an empty query", '{"query": ""}', ["body", "query"], "string_too_short"],
    ["a blank query", '{"query": "   "}', ["body", "query"], "string_too_short"],
    ["a query that is not a string", '{"query": ["net income"]}', ["body", "query"], "string_type"],
    ["documentIds that are not a comma-separated string", '{"query": "net income", "documentIds": ["a"]}', ["body", "documentIds"], "string_type"],
  ])("answers 422 for %s", async (_, body, loc, type) => {
    const response = await post(path, body);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ detail: [{ loc, msg: expect.any(String), type }] });
  });

  it("answers 401 without a valid key", async () => {
    expect((await post(path, '{"query": "net income"}', null)).status).toBe(401);
    expect((await post(path, '{"query": "net income"}', "fn_not-a-key")).status).toBe(401);
  });
});

describe(`POST ${V2}`, () => {
  it("answers 422 without a body", async () => {
    const response = await post(V2, "");
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ detail: [{ loc: ["body"], msg: expect.any(String), type: "missing" }] });
  });
});

describe(`POST ${V1}`, () => {
  it("takes the question and documentIds from the query string, as from the body", async () => {
    const [, , [question, , filing]] = FIGURES;
    const documentIds = slice.documents[filing].id;
    const fromQuery = await slice.server.fetch(`${V1}?${new URLSearchParams({ query: question, documentIds })}`, { method: "POST" });
    expect(fromQuery.status).toBe(200);
    expect(await fromQuery.json()).toEqual(await ask(V1, question, documentIds));
  });

  it("answers 422 when neither the query string nor the body holds a question", async () => {
    const response = await slice.server.fetch(V1, { method: "POST" });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ detail: [{ loc: ["query", "query"], msg: expect.any(String), type: "missing" }] });
  });

  it("writes the same answer as v2, with v1 document metadata", async () => {
    const [question] = FIGURES[2];
    const [v1, v2] = await Promise.all([ask(V1, question), ask(V2, question)]);
    expect(v1.content).toBe(v2.content);
    expect(Object.keys(v1.sourceMap)).toEqual(Object.keys(v2.sourceMap));
    for (const source of Object.values(v1.sourceMap)) expect(source.documentMetadata.documentCategory).toBe("interim-report");
    for (const source of Object.values(v2.sourceMap)) expect(source.documentMetadata.documentCategory).toBe("interim-financial-report");
  });
});
