// When the filing was signed, from its signature page (null when none states a date).
import { signatureDate } from "@/lib/catalog/signature-date";
import { isDocumentId } from "@/lib/workspace/document-files";
import { workspaceRoute } from "@/lib/workspace/workspace-route";

export const GET = workspaceRoute<{ id: string }>(async (_request, { id }) => {
  if (!isDocumentId(id)) return Response.json({ detail: "Document not found." }, { status: 404 });
  return Response.json({ signed: signatureDate(id) }, { headers: { "cache-control": "private, max-age=3600" } });
});
