// The workspace's only way to the API: a call to API_BASE_URL with the key added here, on the
// server. Responses go back with a short list of headers and their body stream untouched, so
// server-sent events flow through as they are written; the caller's abort signal cancels the
// upstream request when the browser goes away.
import "server-only";
import { env } from "../env";

export interface ApiCall {
  method: "GET" | "POST";
  /** Path on the API, beginning with /api/. */
  path: string;
  search?: URLSearchParams;
  body?: unknown;
  signal?: AbortSignal;
}

export interface ApiConfig {
  baseUrl: string;
  apiKey: string | undefined;
  fetch?: typeof fetch;
}

// Headers that describe the body or tell the browser to slow down; nothing else crosses.
const PASSED_HEADERS = ["content-type", "retry-after", "content-disposition"];

export function apiConfig(): ApiConfig {
  const config = env();
  return { baseUrl: config.apiBaseUrl, apiKey: config.workspaceApiKey };
}

function detail(status: number, message: string): Response {
  return Response.json({ detail: message }, { status, headers: { "cache-control": "no-store" } });
}

export class WorkspaceConfigError extends Error {}
/** The API could not be reached (network, DNS, refused connection). */
export class ApiUnreachableError extends Error {}
/** The API refused the workspace's key: the deployment's fault, not the user's session. */
export class ApiRefusedKeyError extends Error {}

/**
 * Calls the API and returns its raw response (for handlers that read it on the server). A
 * failed call and a refused key are thrown, for the workspace route wrapper to answer.
 */
export async function callApi(call: ApiCall, config: ApiConfig = apiConfig()): Promise<Response> {
  if (!config.apiKey) throw new WorkspaceConfigError("WORKSPACE_API_KEY is not set, so the workspace cannot call the API.");
  const url = new URL(call.path, `${config.baseUrl}/`);
  if (call.search) url.search = call.search.toString();
  const headers: Record<string, string> = { "x-api-key": config.apiKey, accept: "application/json, text/event-stream" };
  if (call.body !== undefined) headers["content-type"] = "application/json";
  let upstream: Response;
  try {
    upstream = await (config.fetch ?? fetch)(url, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: call.signal,
      cache: "no-store",
      redirect: "manual",
    });
  } catch (error) {
    if (error instanceof Error && error.name === "AbortError") throw error;
    // The error's text may name hosts and addresses: it stays in the cause, never in a response.
    throw new ApiUnreachableError("The API could not be reached.", { cause: error });
  }
  // A 401 passed on would send the browser to the sign-in page in a loop.
  if (upstream.status === 401 || upstream.status === 403) {
    await upstream.body?.cancel();
    throw new ApiRefusedKeyError("The API refused the workspace's key.");
  }
  return upstream;
}

/** The response to send for an error thrown by a workspace handler (the wrapper's one mapping). */
export function failureResponse(error: unknown): Response {
  if (error instanceof WorkspaceConfigError) return detail(503, error.message);
  if (error instanceof Error && error.name === "AbortError") return detail(499, "Request cancelled.");
  if (error instanceof ApiUnreachableError || error instanceof ApiRefusedKeyError) return detail(502, error.message);
  console.error("workspace route failed", error);
  return detail(500, "The workspace could not complete this request.");
}

/** The API's response as the browser may see it: a short list of headers, the body untouched. */
export function relayApiResponse(upstream: Response): Response {
  const headers = new Headers({ "cache-control": "no-store" });
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (headers.get("content-type")?.startsWith("text/event-stream")) {
    headers.set("cache-control", "no-cache, no-transform");
    headers.set("x-accel-buffering", "no");
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}

/** Calls the API and relays its answer to the browser; failures are thrown as by `callApi`. */
export async function forwardToApi(call: ApiCall, config: ApiConfig = apiConfig()): Promise<Response> {
  return relayApiResponse(await callApi(call, config));
}
