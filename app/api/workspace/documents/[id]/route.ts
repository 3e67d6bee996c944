// One document (operation 10), without its temporary file links: the viewer asks for a fresh
// link each time it opens a file.
import { isDocumentId } from "@/lib/workspace/document-files";
import { callApi } from "@/lib/workspace/forward-to-api";
import { workspaceRoute } from "@/lib/workspace/workspace-route";

export const GET = workspaceRoute<{ id: string }>(async (request, { id }) => {
  if (!isDocumentId(id)) return Response.json({ detail: "Document not found." }, { status: 404 });
  const response = await callApi({ method: "GET", path: `/api/v2/documents/${encodeURIComponent(id)}`, signal: request.signal });
  const body = await response.json();
  if (response.ok) {
    delete body.originalFileUrl;
    delete body.markdownFileUrl;
  }
  return Response.json(body, { status: response.status, headers: { "cache-control": "no-store" } });
});
