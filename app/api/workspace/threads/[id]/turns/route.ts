// A follow-up question in a thread: answered with what it inherits from the turn before.
import { askBody, askInThread, THREAD_ID } from "@/lib/threads/threads";
import { workspaceRoute } from "@/lib/workspace/workspace-route";

export const POST = workspaceRoute<{ id: string }>(async (request, { id }, username) => {
  if (!THREAD_ID.test(id)) return Response.json({ detail: "Thread not found." }, { status: 404 });
  const parsed = askBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ detail: "Type a question of up to 2,000 characters." }, { status: 422 });
  return askInThread(username, id, parsed.data);
});
