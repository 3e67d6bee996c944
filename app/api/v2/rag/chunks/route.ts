// Endpoint 11: the pages most relevant to a query, with v2 document metadata (current category
// codes). Unknown ids in `document_ids` answer 404 as on v1: a client that names a document that
// does not exist is told so rather than given results from the others.
import { documentMetadataV2 } from "@/lib/catalog/document-shapes";
import { apiRoute } from "@/lib/http/api-route";
import { chunksQuery, relevantChunks } from "@/lib/retrieval/relevant-chunks";

export const dynamic = "force-dynamic";

export const GET = apiRoute({
  query: chunksQuery,
  handle: ({ query }) => relevantChunks(query, documentMetadataV2),
});
