// Asking a question: the streamed, cited answer (operation 13). The event stream is relayed
// untouched; when the browser leaves, the abort reaches the API and the answer stops.
import { z } from "zod";
import { forwardToApi } from "@/lib/workspace/forward-to-api";
import { workspaceRoute } from "@/lib/workspace/workspace-route";

const MAX_SCOPED_DOCUMENTS = 500;

const body = z.object({
  query: z.string().trim().min(1).max(2000),
  documentIds: z
    .array(z.string().regex(/^[A-Za-z0-9-]{1,64}$/))
    .max(MAX_SCOPED_DOCUMENTS)
    .optional(),
});

export const POST = workspaceRoute(async (request) => {
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ detail: "Type a question of up to 2,000 characters." }, { status: 422 });
  const { query, documentIds } = parsed.data;
  const apiBody = documentIds?.length ? { query, documentIds: documentIds.join(",") } : { query };
  return forwardToApi({ method: "POST", path: "/api/v2/rag/agent-response-stream", body: apiBody, signal: request.signal });
});
