// Search inside a document: the pages that hold the words, with snippets, in page order.
import { searchDocument } from "@/lib/catalog/document-search";
import { isDocumentId } from "@/lib/workspace/document-files";
import { workspaceRoute } from "@/lib/workspace/workspace-route";

export const GET = workspaceRoute<{ id: string }>(async (request, { id }) => {
  if (!isDocumentId(id)) return Response.json({ detail: "Document not found." }, { status: 404 });
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  return Response.json(searchDocument(id, query), { headers: { "cache-control": "private, max-age=60" } });
});
