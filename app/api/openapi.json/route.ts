// The machine-readable description of the API (OpenAPI 3.1). Public: it holds no data.
import { env } from "@/lib/env";
import { openApiDocument } from "@/lib/openapi/openapi-document";

export const dynamic = "force-dynamic";

export function GET(): Response {
  return Response.json(openApiDocument(env().publicBaseUrl), {
    headers: { "Cache-Control": "public, max-age=300", "Access-Control-Allow-Origin": "*" },
  });
}
