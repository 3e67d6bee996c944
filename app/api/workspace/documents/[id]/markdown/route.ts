// A document's Markdown, fetched through a fresh signed link and passed on as it streams.
import { fetchFile, freshFileLinks } from "@/lib/workspace/document-files";
import { workspaceRoute } from "@/lib/workspace/workspace-route";

export const GET = workspaceRoute<{ id: string }>(async (request, { id }) => {
  const links = await freshFileLinks(id, request.signal);
  if (links instanceof Response) return links;
  const file = await fetchFile(links.markdownFileUrl, request.signal);
  if (!file.ok) return Response.json({ detail: `The file host answered ${file.status}.` }, { status: 502 });
  return new Response(file.body, {
    headers: {
      "content-type": "text/markdown; charset=utf-8",
      // A document's content never changes under its id (the id is its file's hash).
      "cache-control": "private, max-age=3600",
    },
  });
});
