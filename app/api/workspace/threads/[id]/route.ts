// One thread: read by any signed-in user (a shared link), renamed or deleted by its owner.
import { deleteOwnThread, readThread, renameBody, renameOwnThread, THREAD_ID } from "@/lib/threads/threads";
import { workspaceRoute } from "@/lib/workspace/workspace-route";

const notFound = () => Response.json({ detail: "Thread not found." }, { status: 404 });

export const GET = workspaceRoute<{ id: string }>(async (_request, { id }, username) => {
  const thread = THREAD_ID.test(id) ? readThread(id, username) : null;
  return thread ? Response.json(thread, { headers: { "cache-control": "no-store" } }) : notFound();
});

export const PATCH = workspaceRoute<{ id: string }>(async (request, { id }, username) => {
  if (!THREAD_ID.test(id)) return notFound();
  const parsed = renameBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ detail: "A title is 1 to 120 characters." }, { status: 422 });
  return renameOwnThread(id, username, parsed.data.title);
});

export const DELETE = workspaceRoute<{ id: string }>(async (_request, { id }, username) =>
  THREAD_ID.test(id) ? deleteOwnThread(id, username) : notFound(),
);
