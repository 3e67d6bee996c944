// The stop button: ends the thread's running answer (leaving the page does not).
import { stopOwnThread, THREAD_ID } from "@/lib/threads/threads";
import { workspaceRoute } from "@/lib/workspace/workspace-route";

export const POST = workspaceRoute<{ id: string }>(async (_request, { id }, username) =>
  THREAD_ID.test(id) ? stopOwnThread(id, username) : Response.json({ detail: "Thread not found." }, { status: 404 }),
);
