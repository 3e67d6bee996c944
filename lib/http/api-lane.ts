// The server's direct lane for the public API. The production server hands each request for a
// public operation straight to that operation's route handler (the same module the app router
// would load), after the same request gate the proxy applies, and everything else to Next.js.
// Why: Next.js's own routing, proxy step and route runtime cost the request thread several
// milliseconds a request, and at two hundred answer streams a second that alone saturates it, so
// streams waited a second for their first event. Through this lane a request costs a fraction
// of a millisecond before its handler runs. Handlers, validation and error bodies are unchanged:
// the app router still serves the same routes under `next dev` and on hosts that run `next start`.
import type { IncomingMessage, ServerResponse } from "node:http";
import { gateApiRequest, MAX_BODY_BYTES } from "./request-gate";
import { sendWebResponse, webHeaders, webRequest } from "./node-exchange";
import { allowedMethods, handlerFor, matchRoute, orderRoutes, type TableRoute } from "./route-table";

export type ApiLane = (request: IncomingMessage, response: ServerResponse) => boolean;

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(text),
    "Cache-Control": "no-store",
    ...headers,
  });
  response.end(text);
}

interface Routed {
  route: TableRoute;
  params: Record<string, string | string[]>;
  headers: Headers;
}

async function serve({ route, params, headers }: Routed, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const method = request.method ?? "GET";
  const handler = handlerFor(route.module, method);
  if (!handler) {
    // As the app router answers: OPTIONS lists the methods; any other is not allowed.
    const allow = allowedMethods(route.module).join(", ");
    request.resume();
    response.writeHead(method === "OPTIONS" ? 204 : 405, { Allow: allow });
    response.end();
    return;
  }
  const routed = await webRequest(request, headers, response, MAX_BODY_BYTES);
  const answer = await handler(routed, { params: Promise.resolve(params) });
  await sendWebResponse(response, answer, { omitBody: method === "HEAD" });
}

/**
 * A lane over `routes` (the public API's route modules). It answers a request whose path one of
 * them serves and returns true; for any other it does nothing and returns false.
 */
export function createApiLane(routes: TableRoute[]): ApiLane {
  const ordered = orderRoutes(routes);
  return (request, response) => {
    const target = request.url ?? "/";
    const query = target.indexOf("?");
    const pathname = query < 0 ? target : target.slice(0, query);
    // A trailing slash is the app router's to redirect; a path no route serves is its to answer.
    if (pathname.length > 1 && pathname.endsWith("/")) return false;
    const match = matchRoute(ordered, pathname);
    if (!match) return false;

    let headers: Headers;
    try {
      headers = webHeaders(request);
    } catch {
      request.resume();
      sendJson(response, 400, { detail: "Invalid request headers" });
      return true;
    }
    const refusal = gateApiRequest(request.method ?? "GET", `http://localhost${target}`, headers);
    if (refusal) {
      request.resume();
      sendJson(response, refusal.status, refusal.body, refusal.headers);
      return true;
    }
    serve({ ...match, headers }, request, response).catch((error: unknown) => {
      console.error(`${request.method} ${pathname} failed`, error);
      if (!response.headersSent) sendJson(response, 500, { detail: "Internal server error" });
      else response.destroy();
    });
    return true;
  };
}
