// Endpoint 12: a cited Markdown answer to a question, returned whole.
import { agentRequestBody } from "@/lib/answers/agent-request";
import { answerInPool } from "@/lib/answers/pool/answer-pool";
import { documentMetadataV2 } from "@/lib/catalog/document-shapes";
import { apiRoute } from "@/lib/http/api-route";
import { abortOnDisconnect, collectAnswer } from "@/lib/http/sse";

export const dynamic = "force-dynamic";

export const POST = apiRoute({
  body: agentRequestBody,
  handle: ({ body, request }) => {
    const abort = abortOnDisconnect(request);
    return collectAnswer(answerInPool({ query: body.query, documentIds: body.documentIds, signal: abort.signal }), documentMetadataV2, { abort });
  },
});
