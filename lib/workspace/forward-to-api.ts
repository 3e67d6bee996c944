// The workspace's only way to the API: a call to API_BASE_URL with the key added here, on the
// server. Responses go back with a short list of headers and their body stream untouched, so
// server-sent events flow through as they are written; the caller's abort signal cancels the
// upstream request when the browser goes away.
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

/** Calls the API and returns its raw response (for handlers that read it on the server). */
export async function callApi(call: ApiCall, config: ApiConfig = apiConfig()): Promise<Response> {
  if (!config.apiKey) throw new WorkspaceConfigError("WORKSPACE_API_KEY is not set, so the workspace cannot call the API.");
  const url = new URL(call.path, `${config.baseUrl}/`);
  if (call.search) url.search = call.search.toString();
  const headers: Record<string, string> = { "x-api-key": config.apiKey, accept: "application/json, text/event-stream" };
  if (call.body !== undefined) headers["content-type"] = "application/json";
  return (config.fetch ?? fetch)(url, {
    method: call.method,
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    signal: call.signal,
    cache: "no-store",
    redirect: "manual",
  });
}

export class WorkspaceConfigError extends Error {}

/** Turns failures of the call itself (not API error statuses) into a response for the browser. */
export function failureResponse(error: unknown): Response {
  if (error instanceof WorkspaceConfigError) return detail(503, error.message);
  if (error instanceof Error && error.name === "AbortError") return detail(499, "Request cancelled.");
  return detail(502, "The API could not be reached.");
}

/** Calls the API and relays its answer to the browser. */
export async function forwardToApi(call: ApiCall, config: ApiConfig = apiConfig()): Promise<Response> {
  let upstream: Response;
  try {
    upstream = await callApi(call, config);
  } catch (error) {
    return failureResponse(error);
  }
  // A refused key is the workspace's misconfiguration, not the user's session ending; a 401
  // here would send the browser to the sign-in page in a loop.
  if (upstream.status === 401 || upstream.status === 403) {
    await upstream.body?.cancel();
    return detail(502, "The API refused the workspace's key.");
  }
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
