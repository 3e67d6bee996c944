// A company's statements as CSV or XLSX, every value with its filing, page and link.
import { db } from "@/lib/db/connection";
import { companyIdParams, exportQuerySchema } from "@/lib/financials/research-request";
import { answer, fileResponse, parseQuery } from "@/lib/financials/research-responses";
import { exportFinancials } from "@/lib/financials/research-views";
import { workspaceRoute } from "@/lib/workspace/workspace-route";

export const GET = workspaceRoute<{ id: string }>(async (request, params) => {
  const id = companyIdParams.safeParse(params);
  if (!id.success) return Response.json({ detail: "Company not found." }, { status: 404 });
  const query = parseQuery(exportQuerySchema, request);
  if ("response" in query) return query.response;
  const origin = new URL(request.url).origin;
  return answer(async () => fileResponse(await exportFinancials(db(), id.data.id, query.data.format, origin)));
});
