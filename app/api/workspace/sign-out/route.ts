// Signing out: a plain form post, so it works before any script has loaded.
import { getSession } from "@/lib/workspace/session";
import { isCrossSite } from "@/lib/workspace/workspace-route";

export async function POST(request: Request): Promise<Response> {
  if (isCrossSite(request)) return Response.json({ detail: "Cross-site request refused." }, { status: 403 });
  const session = await getSession();
  session.destroy();
  return new Response(null, { status: 303, headers: { location: "/sign-in" } });
}
