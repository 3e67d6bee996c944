// Endpoints 5 and 11 over HTTP, on a catalog made by the ingest command from three real filings:
// the pages most relevant to a query, with the source document's metadata in each version's shape.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { chunkV1Schema, chunkV2Schema } from "@/lib/openapi/response-schemas";
import { startSliceServer, v1Metadata, v2Metadata, type DocumentDetail, type SliceCatalog } from "./rag-slice";

type Chunk = z.infer<typeof chunkV1Schema> | z.infer<typeof chunkV2Schema>;

let slice: SliceCatalog;
beforeAll(async () => {
  slice = await startSliceServer();
});
afterAll(() => slice?.server.stop());

const VERSIONS = [
  { version: "v1", path: "/api/v1/rag/chunks", metadata: v1Metadata },
  { version: "v2", path: "/api/v2/rag/chunks", metadata: v2Metadata },
] as const;

describe.each(VERSIONS)("GET $path", ({ version, path, metadata }) => {
  async function chunks(query: Record<string, string>) {
    const response = await slice.server.fetch(`${path}?${new URLSearchParams(query)}`);
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(["relevantChunks"]);
    return body.relevantChunks as Chunk[];
  }
  const byId = (id: string) => Object.values(slice.documents).find((d) => d.id === id) as DocumentDetail;

  it("answers a clear question with the page that holds the answer first", async () => {
    const found = await chunks({ query: "What was Ulta Beauty's net income in the fourth quarter of fiscal 2022?" });
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]?.documentMetadata.id).toBe(slice.documents.ultaRelease.id);
    // The quarter's income statement: "| Net income | 340,751 | …".
    expect(found[0]?.content).toMatch(/\|\s*Net income\s*\|\s*340,751\s*\|/);
  });

  it(`gives each chunk its page's Markdown, a null excerpt and the ${version} document metadata`, async () => {
    const found = await chunks({ query: "Amcor restructuring related to the Russia-Ukraine conflict" });
    expect(found.length).toBeGreaterThan(0);
    for (const chunk of found) {
      expect(Object.keys(chunk).sort()).toEqual(["content", "documentMetadata", "excerpt", "pageNumber"]);
      expect(chunk.excerpt).toBeNull();
      expect(chunk.documentMetadata).toEqual(metadata(byId(chunk.documentMetadata.id)));
      expect(chunk.content.trim()).toBe(await slice.pageText(chunk.documentMetadata.id, chunk.pageNumber));
    }
    const pages = found.map((c) => `${c.documentMetadata.id}|${c.pageNumber}`);
    expect(new Set(pages).size).toBe(pages.length);
  });

  it(`shows the ${version} category code of a quarterly report`, async () => {
    const [first] = await chunks({ query: "Amcor condensed consolidated balance sheet", document_ids: slice.documents.amcorTenQ.id });
    expect(slice.documents.amcorTenQ.documentCategory).toBe("interim-financial-report");
    expect(first?.documentMetadata.documentCategory).toBe(version === "v1" ? "interim-report" : "interim-financial-report");
  });

  it("searches only the documents named in document_ids, whatever the query names", async () => {
    const { amcorTenQ, ultaRelease, mcdonaldsRelease } = slice.documents;
    const scoped = await chunks({ query: "What were Amcor's net sales?", document_ids: ultaRelease.id });
    expect(scoped.length).toBeGreaterThan(0);
    for (const chunk of scoped) expect(chunk.documentMetadata.id).toBe(ultaRelease.id);

    const two = await chunks({ query: "net income for the quarter", document_ids: ` ${mcdonaldsRelease.id.toUpperCase()},${amcorTenQ.id},` });
    expect(new Set(two.map((c) => c.documentMetadata.id))).toEqual(new Set([mcdonaldsRelease.id, amcorTenQ.id]));
  });

  it("answers 404 with a detail when document_ids names an unknown document", async () => {
    const unknown = "00000000-0000-5000-8000-000000000000";
    for (const ids of [unknown, `${slice.documents.ultaRelease.id},${unknown}`, "not-a-document"]) {
      const response = await slice.server.fetch(`${path}?${new URLSearchParams({ query: "net income", document_ids: ids })}`);
      expect(response.status).toBe(404);
      const body = await response.json();
      expect(Object.keys(body)).toEqual(["detail"]);
      expect(typeof body.detail).toBe("string");
    }
  });

  it.each([
    ["without query", "", "missing"],
    ["with an empty query", "?query=", "missing"],
    ["with a blank query", "?query=%20%20", "string_too_short"],
    ["with only document_ids", "?document_ids=x", "missing"],
  ])("answers 422 %s", async (_, query, type) => {
    const response = await slice.server.fetch(path + query);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ detail: [{ loc: ["query", "query"], msg: expect.any(String), type }] });
  });

  it("answers 401 without a valid key", async () => {
    const query = "?query=net%20income";
    expect((await slice.server.fetch(path + query, { key: null })).status).toBe(401);
    const wrong = await slice.server.fetch(path + query, { key: "fn_not-a-key" });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ detail: expect.any(String) });
  });
});

describe("v1 and v2 chunks", () => {
  it("rank the same pages in the same order", async () => {
    const query = new URLSearchParams({ query: "McDonald's comparable sales growth by segment in the first quarter of 2023" });
    const [v1, v2] = (await Promise.all(
      VERSIONS.map(async ({ path }) => (await (await slice.server.fetch(`${path}?${query}`)).json()).relevantChunks as Chunk[]),
    )) as [Chunk[], Chunk[]];
    const pages = (found: Chunk[]) => found.map((c) => [c.documentMetadata.id, c.pageNumber]);
    expect(v1.length).toBeGreaterThan(0);
    expect(pages(v1)).toEqual(pages(v2));
  });
});
