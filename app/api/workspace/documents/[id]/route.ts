// One document (operation 10), without its temporary file links: the viewer asks for a fresh
// link each time it opens a file.
import { isDocumentId } from "@/lib/workspace/document-files";
import { callApi, failureResponse } from "@/lib/workspace/forward-to-api";
import { workspaceRoute } from "@/lib/workspace/workspace-route";

export const GET = workspaceRoute<{ id: string }>(async (request, { id }) => {
  if (!isDocumentId(id)) return Response.json({ detail: "Document not found." }, { status: 404 });
  try {
    const response = await callApi({ method: "GET", path: `/api/v2/documents/${encodeURIComponent(id)}`, signal: request.signal });
    if (response.status === 401 || response.status === 403) {
      return Response.json({ detail: "The API refused the workspace's key." }, { status: 502 });
    }
    const body = await response.json();
    if (response.ok) {
      delete body.originalFileUrl;
      delete body.markdownFileUrl;
    }
    return Response.json(body, { status: response.status, headers: { "cache-control": "no-store" } });
  } catch (error) {
    return failureResponse(error);
  }
});
