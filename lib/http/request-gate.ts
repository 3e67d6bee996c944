// What every /api request must be before it is routed: a URL of bounded length whose path decodes
// (a malformed percent-escape such as `%FF`, `%C0%AE` or a lone `%` would otherwise fail inside
// the router's own parameter decoding, answered with a plain-text 500), a declared body of bounded
// size, and for the public operations a body that is JSON. A request that is not gets the
// interface's JSON error body here; one that is goes on to its route. Framework-free: the proxy
// calls it with the request's method, raw URL and headers.
import { validationBody } from "./validation";

/** Longest URL accepted (path and query); real ones are far shorter. */
export const MAX_URL_LENGTH = 8_192;
/** Largest request body accepted; the API's JSON bodies are a question and a list of ids. */
export const MAX_BODY_BYTES = 1_000_000;

export interface GateRefusal {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A path whose every segment decodes as UTF-8 percent-encoding. */
export function pathDecodes(pathname: string): boolean {
  for (const segment of pathname.split("/")) {
    try {
      decodeURIComponent(segment);
    } catch {
      return false;
    }
  }
  return true;
}

// The method each public operation answers (paths as in the interface, `*` one path segment). A
// route handler answers any other method with a bodiless 405; the gate answers it with JSON.
const OPERATION_METHODS: [RegExp, string][] = ([
  ["/api/v[12]/companies/list", "GET"], ["/api/v[12]/companies/*", "GET"], ["/api/v1/documents/list", "GET"],
  ["/api/v[12]/documents/*", "GET"], ["/api/v[12]/rag/chunks", "GET"], ["/api/v2/companies/search", "GET"],
  ["/api/v[12]/rag/agent-response", "POST"], ["/api/v2/rag/agent-response-stream", "POST"], ["/api/v2/rag/company-retrieval", "POST"],
] as [string, string][]).map(([path, method]) => [new RegExp(`^${path.replace("*", "[^/]+")}/?$`), method] as [RegExp, string]);

/** The method the operation at a path answers, or null for a path that is no operation. */
function operationMethod(pathname: string): string | null {
  return OPERATION_METHODS.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}

/** "application/json", "application/problem+json", with or without parameters. */
function isJsonType(contentType: string): boolean {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  return type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type);
}

function hasBody(headers: Headers): boolean {
  const length = headers.get("content-length");
  if (length !== null) return Number(length) > 0;
  return headers.has("transfer-encoding");
}

/**
 * The refusal a request gets before routing, or null when it may be routed. `rawUrl` is the URL as
 * received, its percent-escapes undecoded.
 */
export function gateApiRequest(method: string, rawUrl: string, headers: Headers): GateRefusal | null {
  if (rawUrl.length > MAX_URL_LENGTH) {
    return { status: 414, body: { detail: `Request URL longer than ${MAX_URL_LENGTH} characters` } };
  }
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { status: 400, body: { detail: "Invalid request URL" } };
  }
  if (!pathDecodes(url.pathname)) {
    return { status: 400, body: { detail: "Invalid request path: malformed percent-encoding" } };
  }
  // The catch-all route answers every other unknown path under /api; /api itself is no route of it.
  if (url.pathname === "/api") return { status: 404, body: { detail: "Not Found" } };
  const allowed = operationMethod(url.pathname);
  if (allowed && method !== allowed && !(allowed === "GET" && method === "HEAD") && method !== "OPTIONS") {
    return { status: 405, body: { detail: "Method Not Allowed" }, headers: { Allow: allowed } };
  }
  const declared = headers.get("content-length");
  if (declared !== null && !/^\d+$/.test(declared.trim())) {
    return { status: 400, body: { detail: "Invalid Content-Length header" } };
  }
  if (declared !== null && Number(declared) > MAX_BODY_BYTES) {
    return { status: 413, body: { detail: `Request body larger than ${MAX_BODY_BYTES} bytes` } };
  }
  // The public operations read JSON bodies only. A body sent as a form or a file is refused as
  // the interface refuses any body it cannot read: a validation error naming the body. A missing
  // type and text/plain (what fetch sends for a string body) are read as JSON.
  const isPublicOperation = /^\/api\/v[12]\//.test(url.pathname);
  const contentType = headers.get("content-type");
  if (isPublicOperation && method === "POST" && hasBody(headers) && contentType && !isJsonType(contentType) && !/^text\/plain\b/i.test(contentType.trim())) {
    return {
      status: 422,
      body: validationBody([{ loc: ["body"], msg: "Content-Type must be application/json", type: "content_type" }], "list"),
    };
  }
  return null;
}
