// Opening a document's files: each time, a fresh detail from the API gives fresh signed links
// (they expire). The links point at the file host, which is not the API: the key is never sent
// there.
import { ApiUnreachableError, callApi, type ApiConfig, apiConfig } from "./forward-to-api";
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
  const response = await callApi({ method: "GET", path: `/api/v2/documents/${encodeURIComponent(id)}`, signal }, config);
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

/** Fetches a file from the file host; a host that cannot be reached is reported as the API's would be. */
export async function fetchFile(url: string, signal: AbortSignal | undefined): Promise<Response> {
  try {
    return await fetch(url, { signal, cache: "no-store" });
  } catch (error) {
    if (error instanceof Error && error.name === "AbortError") throw error;
    throw new ApiUnreachableError("The file host could not be reached.", { cause: error });
  }
}
