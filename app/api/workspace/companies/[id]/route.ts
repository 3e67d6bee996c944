// One company (operation 9).
import { isDocumentId } from "@/lib/workspace/document-files";
import { forwardToApi } from "@/lib/workspace/forward-to-api";
import { workspaceRoute } from "@/lib/workspace/workspace-route";

export const GET = workspaceRoute<{ id: string }>(async (request, { id }) => {
  if (!isDocumentId(id)) return Response.json({ detail: "Company not found." }, { status: 404 });
  return forwardToApi({ method: "GET", path: `/api/v2/companies/${encodeURIComponent(id)}`, signal: request.signal });
});
