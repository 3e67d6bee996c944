// A comps table as CSV or XLSX, every value with its source or its formula and inputs.
import { db } from "@/lib/db/connection";
import { compareExportQuerySchema } from "@/lib/financials/research-request";
import { answer, fileResponse, parseQuery } from "@/lib/financials/research-responses";
import { exportComparison } from "@/lib/financials/research-views";
import { workspaceRoute } from "@/lib/workspace/workspace-route";

export const GET = workspaceRoute(async (request) => {
  const query = parseQuery(compareExportQuerySchema, request);
  if ("response" in query) return query.response;
  const { format, ...comparison } = query.data;
  const origin = new URL(request.url).origin;
  return answer(async () => fileResponse(await exportComparison(db(), comparison, format, origin)));
});
