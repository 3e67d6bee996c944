// Full-text search across the catalog's filings: pages, marked snippets and facet counts.
// Malformed search syntax is a 400 whose detail says what to fix.
import { db } from "@/lib/db/connection";
import { searchFilings } from "@/lib/fulltext/search-filings";
import { readSearchParams } from "@/lib/fulltext/search-request";
import { SearchSyntaxError } from "@/lib/fulltext/search-syntax";
import { workspaceRoute } from "@/lib/workspace/workspace-route";

export const GET = workspaceRoute(async (request) => {
  const read = readSearchParams(new URL(request.url).searchParams);
  if ("problem" in read) return Response.json({ detail: read.problem }, { status: 422 });
  try {
    return Response.json(searchFilings(db(), read.request), { headers: { "cache-control": "no-store" } });
  } catch (error) {
    if (error instanceof SearchSyntaxError) return Response.json({ detail: error.message, position: error.position }, { status: 400 });
    throw error;
  }
});
