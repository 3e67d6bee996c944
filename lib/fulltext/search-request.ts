// The search operation's query parameters, validated once here for the route and described from
// the same schema in the OpenAPI document. Facet filters may repeat or hold comma lists.
import { z } from "zod";
import { FACETS, MAX_LIMIT, MAX_OFFSET, type SearchRequest } from "./search-filings";
import { MAX_QUERY_LENGTH } from "./search-syntax";

const list = (description: string) =>
  z.string().max(2000).optional().describe(description)
    .transform((v) => (v ? v.split(",").map((x) => x.trim()).filter(Boolean) : undefined));

export const searchQuerySchema = z.object({
  q: z.string().max(MAX_QUERY_LENGTH).describe('The search: words, "phrases", prefix*, AND/OR/NOT or -word, ( ), NEAR(a b, 10) or a NEAR/10 b'),
  company: list("Company ids, comma-separated"),
  form: list("Form types (10-K, 10-Q, 8-K …), comma-separated"),
  category: list("Document category codes, comma-separated"),
  period: list("Fiscal years (2022 or FY2022), comma-separated"),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(20).describe("Hits per page"),
  offset: z.coerce.number().int().min(0).max(MAX_OFFSET).default(0).describe("Hits to skip"),
});

/** The request a URL's parameters make, or the reason they make none. */
export function readSearchParams(params: URLSearchParams): { request: SearchRequest } | { problem: string } {
  const raw: Record<string, string> = {};
  for (const key of new Set(params.keys())) raw[key] = params.getAll(key).join(",");
  const parsed = searchQuerySchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join(".") || "query";
    return { problem: field === "q" && raw.q === undefined ? "Give the search as ?q=." : `Invalid ${field}: ${issue.message}` };
  }
  const { q, limit, offset, ...facets } = parsed.data;
  const filters = Object.fromEntries(FACETS.filter((f) => facets[f]?.length).map((f) => [f, facets[f]!]));
  return { request: { query: q, filters, limit, offset } };
}
