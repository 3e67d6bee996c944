// A company's standardised statements over every period its filings state, each figure with
// its source, and the chart series.
import { db } from "@/lib/db/connection";
import { companyIdParams } from "@/lib/financials/research-request";
import { answer } from "@/lib/financials/research-responses";
import { financialsView } from "@/lib/financials/research-views";
import { workspaceRoute } from "@/lib/workspace/workspace-route";

export const GET = workspaceRoute<{ id: string }>(async (_request, params) => {
  const parsed = companyIdParams.safeParse(params);
  if (!parsed.success) return Response.json({ detail: "Company not found." }, { status: 404 });
  return answer(() => financialsView(db(), parsed.data.id));
});
