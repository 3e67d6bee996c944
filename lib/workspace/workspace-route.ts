// Every workspace server route starts here: a signed-in user, a same-site request for writes,
// then the handler. Handlers receive the route's params already awaited; what they throw (the
// API unreachable or refusing the key, a missing setting) is answered here, in one place.
import "server-only";
import { failureResponse } from "./forward-to-api";
import { currentUser } from "./session";

export type RouteContext<P> = { params: Promise<P> };

/** A write whose Origin is another site (cookies ride along with such requests). */
export function isCrossSite(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? new URL(request.url).host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

export function workspaceRoute<P = Record<string, never>>(
  handler: (request: Request, params: P, username: string) => Promise<Response>,
) {
  return async (request: Request, context: RouteContext<P>): Promise<Response> => {
    if (isCrossSite(request)) return Response.json({ detail: "Cross-site request refused." }, { status: 403 });
    const username = await currentUser();
    if (!username) return Response.json({ detail: "Sign in to continue." }, { status: 401 });
    try {
      return await handler(request, await context.params, username);
    } catch (error) {
      return failureResponse(error);
    }
  };
}
