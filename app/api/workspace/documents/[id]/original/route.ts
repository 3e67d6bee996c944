// Opens the original file: asks the API for a fresh temporary link at the moment of the click
// and redirects the browser to it, so no page ever holds a link that may have expired.
import { freshFileLinks } from "@/lib/workspace/document-files";
import { workspaceRoute } from "@/lib/workspace/workspace-route";

export const GET = workspaceRoute<{ id: string }>(async (request, { id }) => {
  const links = await freshFileLinks(id, request.signal);
  if (links instanceof Response) return links;
  return new Response(null, {
    status: 303,
    headers: { location: links.originalFileUrl, "cache-control": "no-store", "referrer-policy": "no-referrer" },
  });
});
