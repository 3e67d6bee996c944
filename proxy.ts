// Runs before routing. Every /api request passes the request gate (lib/http/request-gate.ts):
// a URL that does not decode, an oversize URL or body, or a body that is not JSON gets the
// interface's JSON error here, before the router's own decoding could fail on it. Workspace pages
// send anyone without a live session to the sign-in page, remembering where they were going;
// pages and workspace routes check the session again themselves.
import { NextResponse, type NextRequest } from "next/server";
import { gateApiRequest } from "./lib/http/request-gate";
import { signInPath } from "./lib/workspace/next-path";
import { sessionUser } from "./lib/workspace/session-records";
import { SESSION_COOKIE, unsealSession } from "./lib/workspace/session-options";

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname === "/api" || pathname.startsWith("/api/")) {
    const refusal = gateApiRequest(request.method, request.url, request.headers);
    if (refusal) return NextResponse.json(refusal.body, { status: refusal.status, headers: { "Cache-Control": "no-store", ...refusal.headers } });
    return NextResponse.next();
  }
  const data = await unsealSession(request.cookies.get(SESSION_COOKIE)?.value);
  if (sessionUser(data.sessionId, data.username)) return NextResponse.next();
  return NextResponse.redirect(new URL(signInPath(`${pathname}${search}`), request.url));
}

export const config = {
  // The API (every path under /api) and the workspace pages; the file host and static assets
  // have their own rules.
  matcher: ["/api/:path*", "/", "/companies/:path*", "/documents/:path*", "/ask/:path*"],
};
