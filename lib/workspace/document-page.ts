// A page of a documents view for the browser: the documents (in the list shape of the API),
// the total, the facets with their counts, and the ids of every matching document when there
// are few enough to ask a question about them all.
import { browseDocuments, matchingDocumentIds } from "../catalog/document-browse";
import { documentListItemV1 } from "../catalog/document-shapes";
import type { DocumentPage } from "./api-types";
import { browseRequest, type DocumentFilters } from "./document-filters";

/** As many documents as a question may be limited to. */
export const MAX_SCOPED_DOCUMENTS = 500;

export function documentPage(filters: DocumentFilters, pageSize: number): DocumentPage {
  const request = browseRequest(filters, pageSize);
  const result = browseDocuments(request);
  return {
    total: result.total,
    page: filters.page ?? 1,
    pageSize,
    items: result.items.map(documentListItemV1) as DocumentPage["items"],
    facets: result.facets,
    ids: result.total <= MAX_SCOPED_DOCUMENTS ? matchingDocumentIds(request, MAX_SCOPED_DOCUMENTS) : [],
  };
}
