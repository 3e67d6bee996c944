// The query parameters of the financials and compare routes, validated once here for the routes
// and described from the same schemas in the OpenAPI document.
import { z } from "zod";
import type { CompareRequest } from "./research-views";

const list = (description: string, max: number) =>
  z.string().max(4000).optional().describe(description)
    .transform((v) => (v ? [...new Set(v.split(",").map((x) => x.trim()).filter(Boolean))] : []))
    .refine((v) => v.length <= max, `at most ${max} values`);

export const companyIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/).describe("Company id") });

export const exportQuerySchema = z.object({ format: z.enum(["csv", "xlsx"]).default("xlsx").describe("File format") });

export const compareQuerySchema = z.object({
  companies: list("Company ids, comma-separated, in column order", 12),
  metrics: list("Metric ids (line items such as revenue, or computed metrics such as grossMargin), comma-separated, in row order", 60),
  periods: list("Periods (FY2022, FY2023 Q2), comma-separated", 24)
    .refine((v) => v.every((p) => /^FY\d{4}(?: Q[1-4])?$/.test(p)), "periods are written FY2022 or FY2023 Q2"),
});

export const compareExportQuerySchema = compareQuerySchema.extend(exportQuerySchema.shape);

/** The first problem of a parse, as one sentence. */
export function problemOf(error: z.ZodError): string {
  const issue = error.issues[0]!;
  return `Invalid ${issue.path.join(".") || "request"}: ${issue.message}`;
}

export function paramsObject(params: URLSearchParams): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const key of new Set(params.keys())) raw[key] = params.getAll(key).join(",");
  return raw;
}

export type { CompareRequest };
