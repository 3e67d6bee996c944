// A page of a documents view: the filters, sort and page come from the view's URL.
import { documentPage } from "@/lib/workspace/document-page";
import { PAGE_SIZE, parseDocumentFilters } from "@/lib/workspace/document-filters";
import { workspaceRoute } from "@/lib/workspace/workspace-route";

const MAX_PAGE_SIZE = 500;

export const GET = workspaceRoute(async (request) => {
  const params = new URL(request.url).searchParams;
  const asked = Number(params.get("pageSize"));
  const pageSize = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, MAX_PAGE_SIZE) : PAGE_SIZE;
  return Response.json(documentPage(parseDocumentFilters(params), pageSize), { headers: { "cache-control": "no-store" } });
});
