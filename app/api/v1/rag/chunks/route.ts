// Endpoint 5: the pages most relevant to a query, with v1 document metadata. Unknown ids in
// `document_ids` answer 404, as the interface's error table lists for this operation.
import { documentMetadataV1 } from "@/lib/catalog/document-shapes";
import { apiRoute } from "@/lib/http/api-route";
import { chunksQuery, relevantChunks } from "@/lib/retrieval/relevant-chunks";

export const dynamic = "force-dynamic";

export const GET = apiRoute({
  query: chunksQuery,
  handle: ({ query }) => relevantChunks(query, documentMetadataV1),
});
