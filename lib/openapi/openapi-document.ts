// The OpenAPI 3.1 description of all fourteen operations, generated from the zod schemas the
// routes validate with (so the document cannot drift from the validation) and the response
// schemas of ./response-schemas.
import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { agentRequestBody, agentRequestBodyV1, agentRequestQueryV1 } from "../answers/agent-request";
import {
  companyIdParams, companyListQuery, companySearchQuery, documentIdParams, documentListQuery,
} from "../http/catalog-params";
import { chunksQuery } from "../retrieval/relevant-chunks";
import { companyRetrievalBody } from "../retrieval/resolve-companies";
import { registerResearchOperations, RESEARCH_TAG } from "./research-operations";
import * as s from "./response-schemas";

// The company-retrieval route keeps its body schema to itself; this mirrors it until it is
// exported from lib/retrieval, where the document can import it like the others.
type Responses = RouteConfig["responses"];

const json = (schema: z.ZodType, description: string) => ({ description, content: { "application/json": { schema } } });

function errors(...statuses: (400 | 404 | 422 | 429)[]): Responses {
  const out: Responses = {
    401: json(s.errorSchema, "Missing or invalid API key"),
    500: json(s.errorSchema, "Internal server error (no internal detail is shown)"),
  };
  for (const status of statuses) {
    if (status === 404) out[404] = json(s.errorSchema, "Not found");
    if (status === 422) out[422] = json(s.validationErrorSchema, "Validation error: every problem, with its location");
    if (status === 429) out[429] = { ...json(s.errorSchema, "Rate limit exceeded"), headers: { "Retry-After": { schema: { type: "integer" }, description: "Seconds to wait" } } };
  }
  return out;
}

const common = errors(422, 429);

function register(registry: OpenAPIRegistry): void {
  const op = (config: RouteConfig) => registry.registerPath({ security: [{ APIKeyHeader: [] }], ...config });
  const body = (schema: z.ZodType) => ({ body: { required: true, content: { "application/json": { schema } } } });

  // v1
  op({ operationId: "listCompaniesV1", method: "get", path: "/api/v1/companies/list", tags: ["Companies"], summary: "List companies",
    description: "Values inside one comma list are OR-ed; different parameters are AND-ed. Ordered by name, then id.",
    request: { query: companyListQuery }, responses: { 200: json(z.array(s.companySchema), "Companies"), ...common } });
  op({ operationId: "getCompanyV1", method: "get", path: "/api/v1/companies/{id}", tags: ["Companies"], summary: "Get a company",
    request: { params: companyIdParams }, responses: { 200: json(s.companySchema, "The company"), ...errors(404, 422, 429) } });
  op({ operationId: "listDocumentsV1", method: "get", path: "/api/v1/documents/list", tags: ["Documents"], summary: "List documents",
    description: "Newest first by date, then by id. Accepts current and older category codes.",
    request: { query: documentListQuery }, responses: { 200: json(z.array(s.documentListItemV1Schema), "Documents"), ...common } });
  op({ operationId: "getDocumentV1", method: "get", path: "/api/v1/documents/{id}", tags: ["Documents"], summary: "Get a document (v1)",
    request: { params: documentIdParams }, responses: { 200: json(s.documentDetailV1Schema, "The document with temporary file links"), ...errors(404, 422, 429) } });
  op({ operationId: "chunksV1", method: "get", path: "/api/v1/rag/chunks", tags: ["Retrieval"], summary: "Relevant pages for a question (v1)",
    request: { query: chunksQuery }, responses: { 200: json(s.chunksV1Schema, "Pages ranked by relevance"), ...errors(404, 422, 429) } });
  op({ operationId: "agentResponseV1", method: "post", path: "/api/v1/rag/agent-response", tags: ["Answers"], summary: "Cited answer (v1)",
    description: "The question may be given as `?query=` or in the body. Nothing relevant found: 200 with an explanation and an empty sourceMap.",
    request: { query: agentRequestQueryV1, body: { required: false, content: { "application/json": { schema: agentRequestBodyV1 } } } },
    responses: { 200: json(s.agentAnswerV1Schema, "The answer and its sources"), ...common } });

  // v2
  op({ operationId: "listCompaniesV2", method: "get", path: "/api/v2/companies/list", tags: ["Companies"], summary: "List companies",
    request: { query: companyListQuery }, responses: { 200: json(z.array(s.companySchema), "Companies"), ...common } });
  op({ operationId: "searchCompanies", method: "get", path: "/api/v2/companies/search", tags: ["Companies"], summary: "Type-ahead company search",
    description: "Ranks exact ticker, then name prefix, then substring.",
    request: { query: companySearchQuery }, responses: { 200: json(z.array(s.companySchema), "Matching companies"), ...common } });
  op({ operationId: "getCompanyV2", method: "get", path: "/api/v2/companies/{id}", tags: ["Companies"], summary: "Get a company",
    request: { params: companyIdParams }, responses: { 200: json(s.companySchema, "The company"), ...errors(404, 422, 429) } });
  op({ operationId: "getDocumentV2", method: "get", path: "/api/v2/documents/{id}", tags: ["Documents"], summary: "Get a document (v2)",
    request: { params: documentIdParams }, responses: { 200: json(s.documentDetailV2Schema, "The document with temporary file links"), ...errors(404, 422, 429) } });
  op({ operationId: "chunksV2", method: "get", path: "/api/v2/rag/chunks", tags: ["Retrieval"], summary: "Relevant pages for a question",
    request: { query: chunksQuery }, responses: { 200: json(s.chunksV2Schema, "Pages ranked by relevance"), ...errors(404, 422, 429) } });
  op({ operationId: "agentResponseV2", method: "post", path: "/api/v2/rag/agent-response", tags: ["Answers"], summary: "Cited answer",
    description: "A Markdown answer grounded only in the disclosures; every `[#ref]` marker is a key of `sourceMap` and every excerpt is verbatim text of its page. Nothing relevant found: 200 with an explanation and an empty sourceMap.",
    request: body(agentRequestBody), responses: { 200: json(s.agentAnswerV2Schema, "The answer and its sources"), ...common } });
  op({ operationId: "agentResponseStream", method: "post", path: "/api/v2/rag/agent-response-stream", tags: ["Answers"], summary: "Cited answer as server-sent events",
    description: "Data-only frames (`data: {json}` and a blank line), typed by `type`: thinking, sources (early, excerpts null), message fragments, sources with excerpts, done (exactly one, last). Concatenated message fragments give the Markdown answer.",
    request: body(agentRequestBody),
    responses: { 200: { description: "Event stream", content: { "text/event-stream": { schema: s.answerEventSchema } } }, ...common } });
  op({ operationId: "companyRetrieval", method: "post", path: "/api/v2/rag/company-retrieval", tags: ["Companies"], summary: "Companies named in free text",
    request: body(companyRetrievalBody), responses: { 200: json(z.array(s.companySchema), "Companies referred to"), ...common } });
}

let cached: ReturnType<OpenApiGeneratorV31["generateDocument"]> | undefined;

export function openApiDocument(serverUrl?: string) {
  if (!cached) {
    const registry = new OpenAPIRegistry();
    registry.registerComponent("securitySchemes", "APIKeyHeader", { type: "apiKey", in: "header", name: "X-API-Key" });
    register(registry);
    registerResearchOperations(registry);
    cached = new OpenApiGeneratorV31(registry.definitions).generateDocument({
      openapi: "3.1.0",
      info: {
        title: "Footnote API",
        version: "2.0.0",
        description:
          "Company disclosures: catalog, retrieval and cited answers. Every operation needs an API key in the `X-API-Key` header. Errors are `{ \"detail\": ... }`.",
      },
      tags: [
        { name: "Companies" }, { name: "Documents" }, { name: "Retrieval" }, { name: "Answers" },
        { name: RESEARCH_TAG, description: "Served to the signed-in workspace (session cookie), outside the versioned API." },
      ],
    });
  }
  return serverUrl ? { ...cached, servers: [{ url: serverUrl }] } : cached;
}
