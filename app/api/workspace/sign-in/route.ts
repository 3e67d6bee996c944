// Signing in: checks the credentials (attempts limited per user name and per address), starts a
// server-side session and seals its id into the cookie.
import { z } from "zod";
import { signIn } from "@/lib/workspace/session";
import { recordFailedSignIn, recordSignIn, signInWait } from "@/lib/workspace/sign-in-limiter";
import { normaliseUsername, verifyCredentials } from "@/lib/workspace/users";
import { openWorkspaceRoute } from "@/lib/workspace/workspace-route";

const body = z.object({ username: z.string().min(1).max(64), password: z.string().min(1).max(1024) });

function clientAddress(request: Request): string {
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || request.headers.get("x-real-ip") || "local";
}

export const POST = openWorkspaceRoute(async (request) => {
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ detail: "Enter a user name and a password." }, { status: 422 });
  const username = normaliseUsername(parsed.data.username);
  const address = clientAddress(request);
  const wait = await signInWait(username, address);
  if (wait > 0) {
    return Response.json(
      { detail: `Too many failed attempts. Try again in ${Math.ceil(wait / 60)} minutes.` },
      { status: 429, headers: { "retry-after": String(wait) } },
    );
  }
  const user = await verifyCredentials(username, parsed.data.password);
  if (!user) {
    await recordFailedSignIn(username, address);
    return Response.json({ detail: "That user name and password do not match." }, { status: 401 });
  }
  await recordSignIn(username);
  await signIn(user);
  return Response.json({ username: user }, { headers: { "cache-control": "no-store" } });
});
