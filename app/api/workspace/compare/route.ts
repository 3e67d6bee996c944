// A comps table: metrics × companies × periods, computed metrics with their formulas and inputs.
import { db } from "@/lib/db/connection";
import { compareQuerySchema } from "@/lib/financials/research-request";
import { answer, parseQuery } from "@/lib/financials/research-responses";
import { compareView } from "@/lib/financials/research-views";
import { workspaceRoute } from "@/lib/workspace/workspace-route";

export const GET = workspaceRoute(async (request) => {
  const query = parseQuery(compareQuerySchema, request);
  if ("response" in query) return query.response;
  return answer(() => compareView(db(), query.data));
});
