// The file host: a document's original file or its Markdown form, behind a signed, expiring link.
import { serveDocumentFile } from "@/lib/files/serve-file";

export async function GET(request: Request, context: { params: Promise<{ documentId: string; kind: string }> }) {
  const { documentId, kind } = await context.params;
  try {
    return await serveDocumentFile(documentId, kind, new URL(request.url));
  } catch (error) {
    console.error(`file ${documentId}/${kind} could not be served`, error);
    return Response.json({ detail: "Internal server error" }, { status: 500 });
  }
}
