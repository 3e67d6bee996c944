// Sends anyone without a valid session from a workspace page to the sign-in page, remembering
// where they were going. Pages and workspace routes check the session again themselves; this is
// what gives the redirect its `next`.
import { NextResponse, type NextRequest } from "next/server";
import { signInPath } from "./lib/workspace/next-path";
import { SESSION_COOKIE, usernameFromSeal } from "./lib/workspace/session-options";

export async function proxy(request: NextRequest) {
  const username = await usernameFromSeal(request.cookies.get(SESSION_COOKIE)?.value);
  if (username) return NextResponse.next();
  const { pathname, search } = request.nextUrl;
  return NextResponse.redirect(new URL(signInPath(`${pathname}${search}`), request.url));
}

export const config = {
  // Workspace pages only: the public API, the file host and static assets have their own rules.
  matcher: ["/", "/companies/:path*", "/documents/:path*", "/ask/:path*"],
};
