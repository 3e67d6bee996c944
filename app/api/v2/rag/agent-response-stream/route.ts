// Endpoint 13: the same answer as server-sent events — progress, sources, message fragments, done.
import { agentRequestBody } from "@/lib/answers/agent-request";
import { answerInPool } from "@/lib/answers/pool/answer-pool";
import { documentMetadataV2 } from "@/lib/catalog/document-shapes";
import { apiRoute } from "@/lib/http/api-route";
import { abortOnDisconnect, sseResponse } from "@/lib/http/sse";

export const dynamic = "force-dynamic";

export const POST = apiRoute({
  body: agentRequestBody,
  handle: ({ body, request }) => {
    // Work stops when the client goes away (the request aborts or the stream is cancelled) or
    // when the answer's deadline passes.
    const abort = abortOnDisconnect(request);
    const events = answerInPool({ query: body.query, documentIds: body.documentIds, signal: abort.signal });
    return sseResponse(events, { documentMetadata: documentMetadataV2, abort });
  },
});
