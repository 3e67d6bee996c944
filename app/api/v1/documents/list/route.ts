// Endpoint 3: list documents (v1 shape, older category codes shown).
import { listDocuments } from "@/lib/catalog/document-queries";
import { documentListItemV1 } from "@/lib/catalog/document-shapes";
import { apiRoute } from "@/lib/http/api-route";
import { cachedJson } from "@/lib/http/cached-json";
import { documentListQuery } from "@/lib/http/catalog-params";

export const GET = apiRoute({
  query: documentListQuery,
  handle: ({ query }) => cachedJson(`v1 documents ${JSON.stringify(query)}`, () => listDocuments(query).map(documentListItemV1)),
});
