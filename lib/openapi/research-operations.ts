// The research operations the workspace serves over lib/ (full-text search, financial
// statements, comps and their exports), described under their own tag. They live outside the
// /api/v1 and /api/v2 paths of the specification and are authorised by the workspace session
// cookie, not the API key.
import type { OpenAPIRegistry, RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { compareExportQuerySchema, compareQuerySchema, companyIdParams, exportQuerySchema } from "../financials/research-request";
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

const reading = z
  .object({
    amount: z.number().describe("In currency units (per-share figures as printed); costs and outflows positive"),
    printed: z.number().describe("As printed, in the filing's unit"),
    scale: z.number().describe("What the printed figure is multiplied by (1000 for 'in thousands')"),
    currency: z.string(), perShare: z.boolean(),
    documentId: z.string(), documentTitle: z.string(), documentDate: z.string().nullable(), formType: z.string().nullable(),
    pageNumber: z.number().int(), label: z.string().describe("The filing's own row label"),
    line: z.string().describe("The row as it stands on the page, for the viewer's ?highlight="), column: z.string(),
    statementProper: z.boolean().describe("Read from the filing's statements proper; otherwise from another statement-like page, used only where no statement states the figure"),
  })
  .meta({ id: "StatementReading" });
const cell = z.object({
  value: reading.describe("The newest filing's reading"),
  readings: z.array(reading).describe("Every filing's reading, newest first"),
  restated: z.boolean().describe("Filings state different figures"),
});
const period = z.object({ key: z.string().describe("FY2022 or FY2023 Q2"), fiscalYear: z.number().int(), quarter: z.number().int().nullable() });
export const financialsSchema = z
  .object({
    company: z.object({ id: z.string(), name: z.string(), tickers: z.array(z.string()) }),
    periods: z.array(period).describe("Newest first"),
    statements: z.array(z.object({
      kind: z.string(), name: z.string(),
      rows: z.array(z.object({ item: z.string(), name: z.string(), labels: z.array(z.string()), cells: z.record(z.string(), cell) })),
    })),
    reportingScale: z.number(), currency: z.string(),
    periodFilings: z.record(z.string(), z.array(z.string())),
    documents: z.array(z.object({
      id: z.string(), title: z.string(), date: z.string().nullable(), formType: z.string().nullable(),
      fiscalYear: z.number().int().nullable(), fiscalQuarter: z.number().int().nullable(),
    })),
    chart: z.array(z.object({ period: z.string(), values: z.record(z.string(), z.number().nullable()) })),
  })
  .meta({ id: "Financials" });
const metricSchema = z.object({
  id: z.string(), name: z.string(), unit: z.string(),
  formula: z.string().nullable().describe("The formula in words, for computed metrics"), note: z.string().nullable(),
});
export const compareSchema = z
  .object({
    companies: z.array(z.object({ id: z.string(), name: z.string(), tickers: z.array(z.string()) })),
    table: z.object({
      metrics: z.array(metricSchema), periods: z.array(z.string()),
      cells: z.record(z.string(), z.object({
        value: z.number().nullable(),
        inputs: z.array(z.object({ item: z.string(), name: z.string(), period: z.string(), reading: reading.nullable(), missing: z.string().nullable() })),
        missing: z.array(z.string()).describe("Which filing lacks each missing input"),
        restated: z.boolean(),
      })).describe("Keyed metricId|companyIndex|period"),
    }),
    available: z.object({ metrics: z.array(metricSchema), periods: z.array(z.string()) }),
  })
  .meta({ id: "Comparison" });

const files = {
  description: "The table with each value's source: a companion column (CSV) or a cell note (XLSX)",
  content: {
    "text/csv": { schema: z.string() },
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": { schema: z.string().describe("binary") },
  },
};

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
  op({
    operationId: "companyFinancials", method: "get", path: "/api/workspace/financials/{id}", summary: "A company's standardised financial statements",
    description: "Income statement, balance sheet and cash flow over every period the catalog's filings state, rows standardised to the line-item dictionary with the filings' labels kept; every figure with its filing, page and row; restated figures with every filing's reading.",
    request: { params: companyIdParams },
    responses: { 200: json(financialsSchema, "The statements"), 404: json(detail, "No such company") },
  });
  op({
    operationId: "exportFinancials", method: "get", path: "/api/workspace/financials/{id}/export", summary: "A company's statements as CSV or XLSX",
    request: { params: companyIdParams, query: exportQuerySchema },
    responses: { 200: files, 404: json(detail, "No such company"), 422: json(detail, "Invalid parameter") },
  });
  op({
    operationId: "compareCompanies", method: "get", path: "/api/workspace/compare", summary: "Comps: metrics × companies × periods",
    description: "Stated line items and metrics computed by the answers' expression engine, each with its formula and inputs; a missing input names the filing that lacks it.",
    request: { query: compareQuerySchema },
    responses: { 200: json(compareSchema, "The comparison"), 404: json(detail, "No such company"), 422: json(detail, "Invalid parameter") },
  });
  op({
    operationId: "exportComparison", method: "get", path: "/api/workspace/compare/export", summary: "A comps table as CSV or XLSX",
    request: { query: compareExportQuerySchema },
    responses: { 200: files, 404: json(detail, "No such company"), 422: json(detail, "Invalid parameter") },
  });
}
