// The research operations the workspace serves over lib/ (full-text search, financial
// statements, comps and their exports), described under their own tag. They live outside the
// /api/v1 and /api/v2 paths of the specification and are authorised by the workspace session
// cookie, not the API key.
import type { OpenAPIRegistry, RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { searchQuerySchema } from "../fulltext/search-request";
import { SESSION_COOKIE } from "../workspace/session-options";

export const RESEARCH_TAG = "Research (workspace)";

const json = (schema: z.ZodType, description: string) => ({ description, content: { "application/json": { schema } } });
const detail = z.object({ detail: z.string() }).meta({ id: "WorkspaceError" });

const snippetPart = z.object({ text: z.string(), hit: z.boolean().describe("A matched word or phrase") });
const facetCount = z.object({ value: z.string(), label: z.string(), count: z.number().int().describe("Matching pages") });
export const searchResultSchema = z
  .object({
    query: z.string(),
    terms: z.array(z.string()).describe("Words and phrases searched for, as read"),
    total: z.number().int().describe("Matching pages under all filters"),
    documents: z.number().int().describe("Filings with a matching page"),
    hits: z.array(z.object({
      documentId: z.string(), pageNumber: z.number().int(), title: z.string(), companyId: z.string(), companyName: z.string(),
      formType: z.string().nullable(), category: z.string(), fiscalYear: z.number().int().nullable(),
      fiscalQuarter: z.number().int().nullable(), date: z.string().nullable(),
      snippet: z.array(snippetPart), highlight: z.string().describe("Page text around the first hit, for the viewer's ?highlight="),
    })),
    facets: z.object({ company: z.array(facetCount), form: z.array(facetCount), category: z.array(facetCount), period: z.array(facetCount) })
      .describe("Matching pages per value; each facet counted under the other facets' filters"),
  })
  .meta({ id: "SearchResult" });

export function registerResearchOperations(registry: OpenAPIRegistry): void {
  registry.registerComponent("securitySchemes", "WorkspaceSession", { type: "apiKey", in: "cookie", name: SESSION_COOKIE });
  const op = (config: RouteConfig) =>
    registry.registerPath({
      security: [{ WorkspaceSession: [] }],
      tags: [RESEARCH_TAG],
      ...config,
      responses: { ...config.responses, 401: json(detail, "Not signed in") },
    });

  op({
    operationId: "searchFilings", method: "get", path: "/api/workspace/search", summary: "Full-text search across filings",
    description: "Pages matching a search, best first (BM25), with marked snippets, page numbers and counts per company, form, category and fiscal year.",
    request: { query: searchQuerySchema },
    responses: {
      200: json(searchResultSchema, "Matching pages and facet counts"),
      400: json(detail, "Malformed search syntax: what is wrong and where"),
      422: json(detail, "Invalid parameter"),
    },
  });
}
