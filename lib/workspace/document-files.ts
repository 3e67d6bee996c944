// Opening a document's files: each time, a fresh detail from the API gives fresh signed links
// (they expire). The links point at the file host, which is not the API: the key is never sent
// there.
import { callApi, failureResponse, type ApiConfig, apiConfig } from "./forward-to-api";
import type { DocumentFileLinks } from "./api-types";

const DOCUMENT_ID = /^[A-Za-z0-9-]{1,64}$/;

export function isDocumentId(id: string): boolean {
  return DOCUMENT_ID.test(id);
}

/** The document's current file links, or the response to send when they cannot be had. */
export async function freshFileLinks(
  id: string,
  signal: AbortSignal | undefined,
  config: ApiConfig = apiConfig(),
): Promise<DocumentFileLinks | Response> {
  if (!isDocumentId(id)) return Response.json({ detail: "Document not found." }, { status: 404 });
  let response: Response;
  try {
    response = await callApi({ method: "GET", path: `/api/v2/documents/${encodeURIComponent(id)}`, signal }, config);
  } catch (error) {
    return failureResponse(error);
  }
  if (response.status === 404) return Response.json({ detail: "Document not found." }, { status: 404 });
  if (!response.ok) return Response.json({ detail: `The API answered ${response.status}.` }, { status: 502 });
  const detail = (await response.json()) as Partial<DocumentFileLinks>;
  if (typeof detail.originalFileUrl !== "string" || typeof detail.markdownFileUrl !== "string") {
    return Response.json({ detail: "The API gave no file links for this document." }, { status: 502 });
  }
  // Links may be relative to the API's own host.
  return {
    originalFileUrl: new URL(detail.originalFileUrl, `${config.baseUrl}/`).toString(),
    markdownFileUrl: new URL(detail.markdownFileUrl, `${config.baseUrl}/`).toString(),
  };
}
