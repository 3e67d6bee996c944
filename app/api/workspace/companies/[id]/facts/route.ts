// A company's key facts at a glance (fiscal year end, latest reports, filings by kind).
import { companyFacts } from "@/lib/workspace/company-facts";
import { isDocumentId } from "@/lib/workspace/document-files";
import { workspaceRoute } from "@/lib/workspace/workspace-route";

export const GET = workspaceRoute<{ id: string }>(async (_request, { id }) => {
  if (!isDocumentId(id)) return Response.json({ detail: "Company not found." }, { status: 404 });
  return Response.json(companyFacts(id.toLowerCase()), { headers: { "cache-control": "no-store" } });
});
