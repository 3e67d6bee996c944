// Every workspace server route starts here: a signed-in user, a same-site request for writes,
// then the handler. Handlers receive the route's params already awaited; what they throw (the
// API unreachable or refusing the key, a missing setting) is answered here, in one place.
import "server-only";
import { failureResponse } from "./forward-to-api";
import { currentUser } from "./session";

export type RouteContext<P> = { params: Promise<P> };

/** A write whose Origin is another site (cookies ride along with such requests). */
function isCrossSite(request: Request): boolean {
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

/**
 * A workspace route open before signing in (signing in and out): the same-site check for writes
 * and the one mapping of failures, without a session.
 */
export function openWorkspaceRoute(handler: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    if (isCrossSite(request)) return Response.json({ detail: "Cross-site request refused." }, { status: 403 });
    try {
      return await handler(request);
    } catch (error) {
      return failureResponse(error);
    }
  };
}

export function workspaceRoute<P = Record<string, never>>(
  handler: (request: Request, params: P, username: string) => Promise<Response>,
) {
  return async (request: Request, context: RouteContext<P>): Promise<Response> => {
    const signedIn = openWorkspaceRoute(async () => {
      const username = await currentUser();
      if (!username) return Response.json({ detail: "Sign in to continue." }, { status: 401 });
      return handler(request, await context.params, username);
    });
    return signedIn(request);
  };
}
