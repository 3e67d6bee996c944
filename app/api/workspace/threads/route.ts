// The signed-in user's threads (the history), and a new thread begun with its first question.
import { listThreads } from "@/lib/threads/thread-store";
import { askBody, askInThread } from "@/lib/threads/threads";
import { workspaceRoute } from "@/lib/workspace/workspace-route";

export const GET = workspaceRoute(async (_request, _params, username) =>
  Response.json(listThreads(username), { headers: { "cache-control": "no-store" } }),
);

export const POST = workspaceRoute(async (request, _params, username) => {
  const parsed = askBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ detail: "Type a question of up to 2,000 characters." }, { status: 422 });
  return askInThread(username, undefined, parsed.data);
});
