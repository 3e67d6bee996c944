// Signing out: a plain form post, so it works before any script has loaded. The session ends
// server-side, not only in this browser.
import { signOut } from "@/lib/workspace/session";
import { openWorkspaceRoute } from "@/lib/workspace/workspace-route";

export const POST = openWorkspaceRoute(async () => {
  await signOut();
  return new Response(null, { status: 303, headers: { location: "/sign-in" } });
});
