// Endpoint 4: get a document (v1 shape) with temporary links to its files.
import { getDocument } from "@/lib/catalog/document-queries";
import { documentDetailV1 } from "@/lib/catalog/document-shapes";
import { fileLinks } from "@/lib/files/signed-links";
import { apiRoute } from "@/lib/http/api-route";
import { documentIdParams } from "@/lib/http/catalog-params";

export const GET = apiRoute({
  params: documentIdParams,
  genericValidationDetail: true,
  handle: ({ params }) => {
    const document = getDocument(params.id);
    return documentDetailV1(document, fileLinks(document.id));
  },
});
