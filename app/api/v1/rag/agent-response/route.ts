// Endpoint 6: the v1 answer. The question may come in the query string (`?query=`) or the body;
// sources carry the v1 document metadata.
import { agentRequestBodyV1, agentRequestQueryV1 } from "@/lib/answers/agent-request";
import { answerInPool } from "@/lib/answers/pool/answer-pool";
import { documentMetadataV1 } from "@/lib/catalog/document-shapes";
import { apiRoute } from "@/lib/http/api-route";
import { abortOnDisconnect, collectAnswer } from "@/lib/http/sse";
import { ValidationError } from "@/lib/http/validation";

export const dynamic = "force-dynamic";

export const POST = apiRoute({
  query: agentRequestQueryV1,
  body: agentRequestBodyV1,
  handle: ({ query, body, request }) => {
    const question = body?.query ?? query.query;
    if (!question) throw new ValidationError([{ loc: ["query", "query"], msg: "Field required", type: "missing" }]);
    const documentIds = body?.documentIds ?? query.documentIds;
    const abort = abortOnDisconnect(request);
    return collectAnswer(answerInPool({ query: question, documentIds, signal: abort.signal }), documentMetadataV1, { abort });
  },
});
