// Type-ahead company search (operation 8).
import { forwardToApi } from "@/lib/workspace/forward-to-api";
import { workspaceRoute } from "@/lib/workspace/workspace-route";

export const GET = workspaceRoute(async (request) => {
  const url = new URL(request.url);
  const query = (url.searchParams.get("query") ?? "").trim().slice(0, 200);
  if (!query) return Response.json([]);
  const limit = Math.min(50, Math.max(1, Number(url.searchParams.get("limit")) || 10));
  const search = new URLSearchParams({ query, limit: String(limit) });
  return forwardToApi({ method: "GET", path: "/api/v2/companies/search", search, signal: request.signal });
});
