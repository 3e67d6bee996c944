// Endpoint 13: the same answer as server-sent events — progress, sources, message fragments, done.
import { agentRequestBody } from "@/lib/answers/agent-request";
import { answerFramesInPool } from "@/lib/answers/pool/answer-pool";
import { apiRoute } from "@/lib/http/api-route";
import { abortOnDisconnect, sseFramesResponse } from "@/lib/http/sse";

export const dynamic = "force-dynamic";

export const POST = apiRoute({
  body: agentRequestBody,
  handle: ({ body, request }) => {
    // Work stops when the client goes away (the request aborts or the stream is cancelled) or
    // when the answer's deadline passes. The worker writes the frames (v2 document metadata);
    // this thread only passes them on.
    const abort = abortOnDisconnect(request);
    const frames = answerFramesInPool({ query: body.query, documentIds: body.documentIds, signal: abort.signal }, "v2");
    return sseFramesResponse(frames, { abort });
  },
});
