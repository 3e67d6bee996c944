// Documents matching a view's filters (operation 3, v1: the v2 list is not part of the API).
import { documentListApiQuery, parseDocumentFilters } from "@/lib/workspace/document-filters";
import { forwardToApi } from "@/lib/workspace/forward-to-api";
import { workspaceRoute } from "@/lib/workspace/workspace-route";

export const GET = workspaceRoute(async (request) => {
  const filters = parseDocumentFilters(new URL(request.url).searchParams);
  return forwardToApi({ method: "GET", path: "/api/v1/documents/list", search: documentListApiQuery(filters), signal: request.signal });
});
