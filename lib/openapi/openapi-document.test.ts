import { describe, expect, it } from "vitest";
import type { CatalogDocument } from "../catalog/types";
import { companyShape } from "../catalog/company-shape";
import {
  documentDetailV1, documentDetailV2, documentListItemV1, documentListItemV2, documentMetadataV1, documentMetadataV2,
} from "../catalog/document-shapes";
import { toWireEvent, type AnswerEvent } from "../answers/answer-events";
import { ExtractiveEngine } from "../answers/engines/extractive-engine";
import { answerWith } from "../answers/run-answer";
import { doc, pages } from "../answers/sample-filing.fixture";
import { collectAnswer } from "../http/sse";
import { readQuestion } from "../retrieval/read-question";
import { openApiDocument } from "./openapi-document";
import { referenceModel } from "./reference-model";
import { RESEARCH_TAG } from "./research-operations";
import * as s from "./response-schemas";

const document: CatalogDocument = {
  ...doc,
  companyId: "c0ffee00-0000-4000-8000-000000000000",
  description: "Annual report",
  fiscalPeriod: "year",
  language: "en",
  metadata: { sha256: "ab".repeat(32), sourceFileName: "x.pdf", pageCount: 120, accessionNumber: "0000-1" },
  pageCount: 120,
  originalPath: "o",
  markdownPath: "m",
  companyTickers: ["ACME"],
};
const links = { originalFileUrl: "https://files.example/o", markdownFileUrl: "https://files.example/m" };
const retrieve = ({ query }: { query: string }) => ({ reading: readQuestion(query), searched: [], documents: [document], pages: pages.map(({ ref: _r, ...p }) => ({ ...p, document })) });

describe("OpenAPI document", () => {
  const spec = openApiDocument("https://api.example");

  it("describes all fourteen operations, each behind the API key", () => {
    const operations = Object.entries(spec.paths ?? {}).filter(([path]) => /^\/api\/v[12]\//.test(path)).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { security?: unknown[] }>).map(([method, op]) => ({ path, method, op })),
    );
    expect(operations).toHaveLength(14);
    expect(spec.openapi).toBe("3.1.0");
    expect(spec.servers).toEqual([{ url: "https://api.example" }]);
    expect(spec.components?.securitySchemes?.APIKeyHeader).toMatchObject({ type: "apiKey", in: "header", name: "X-API-Key" });
    for (const { op } of operations) expect(op.security).toEqual([{ APIKeyHeader: [] }]);
    expect(operations.map((o) => `${o.method.toUpperCase()} ${o.path}`)).toContain("POST /api/v2/rag/agent-response-stream");
  });

  it("describes the workspace's research operations under their own tag, behind the session", () => {
    const research = Object.entries(spec.paths ?? {}).filter(([path]) => !/^\/api\/v[12]\//.test(path));
    expect(research.length).toBeGreaterThan(0);
    for (const [path, item] of research) {
      expect(path).toMatch(/^\/api\/workspace\//);
      for (const op of Object.values(item as Record<string, { tags?: string[]; security?: unknown[] }>)) {
        expect(op.tags).toEqual([RESEARCH_TAG]);
        expect(op.security).toEqual([{ WorkspaceSession: [] }]);
      }
    }
  });

  it("documents the parameters the routes validate", () => {
    const chunks = spec.paths?.["/api/v2/rag/chunks"]?.get;
    expect(chunks?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "query", in: "query", required: true }), expect.objectContaining({ name: "document_ids", in: "query" })]),
    );
    const body = spec.paths?.["/api/v2/rag/agent-response"]?.post?.requestBody as { content: Record<string, { schema: { required: string[] } }> };
    expect(body.content["application/json"]?.schema.required).toEqual(["query"]);
    const v1 = spec.paths?.["/api/v1/rag/agent-response"]?.post;
    expect(v1?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: "query", in: "query", required: false })]));
  });

  it("its response schemas accept what the serializers and the answer pipeline produce", async () => {
    expect(() => s.companySchema.parse(companyShape({ id: document.companyId, name: "Acme", tickers: ["ACME"], countries: ["US"], filesWithSec: true, cik: "1", permid: null, aliases: [], listed: true }))).not.toThrow();
    s.documentListItemV1Schema.parse(documentListItemV1(document));
    s.documentListItemV2Schema.parse(documentListItemV2(document));
    s.documentDetailV1Schema.parse(documentDetailV1(document, links));
    s.documentDetailV2Schema.parse(documentDetailV2(document, links));
    s.documentMetadataV1Schema.parse(documentMetadataV1(document));

    const events: AnswerEvent[] = [];
    for await (const e of answerWith({ query: "What is Acme's FY2019 working capital ratio?" }, { retrieve, engine: new ExtractiveEngine() })) events.push(e);
    for (const e of events) s.answerEventSchema.parse(toWireEvent(e, documentMetadataV2));
    async function* replay() {
      yield* events;
    }
    s.agentAnswerV2Schema.parse(await collectAnswer(replay(), documentMetadataV2));
    s.agentAnswerV1Schema.parse(await collectAnswer(replay(), documentMetadataV1));
  });

  it("renders into a reference model with every operation and schema", () => {
    const model = referenceModel(spec as unknown as Record<string, unknown>);
    expect(model.groups.flatMap((g) => g.operations).filter((o) => /^\/api\/v[12]\//.test(o.path))).toHaveLength(14);
    expect(model.schemas.find((x) => x.name === "AnswerEvent")?.variants).toHaveLength(5);
    const stream = model.groups.flatMap((g) => g.operations).find((o) => o.path === "/api/v2/rag/agent-response-stream")!;
    expect(stream.body?.fields.map((f) => f.name)).toEqual(["query", "documentIds"]);
    expect(stream.responses.find((r) => r.status === "200")?.type).toBe("AnswerEvent (text/event-stream)");
  });
});
