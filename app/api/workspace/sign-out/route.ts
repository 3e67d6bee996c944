// Signing out: a plain form post, so it works before any script has loaded. The session ends
// server-side, not only in this browser.
import { signOut } from "@/lib/workspace/session";
import { isCrossSite } from "@/lib/workspace/workspace-route";

export async function POST(request: Request): Promise<Response> {
  if (isCrossSite(request)) return Response.json({ detail: "Cross-site request refused." }, { status: 403 });
  await signOut();
  return new Response(null, { status: 303, headers: { location: "/sign-in" } });
}
