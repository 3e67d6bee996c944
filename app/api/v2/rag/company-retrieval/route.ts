// Endpoint 14: the companies a free-text description names, best first; [] when none.
import { z } from "zod";
import { companyShape } from "@/lib/catalog/company-shape";
import { apiRoute } from "@/lib/http/api-route";
import { resolveCompanies } from "@/lib/retrieval/resolve-companies";

export const dynamic = "force-dynamic";

const body = z.object({
  query: z.string().trim().min(1).describe("Free-text reference to companies by name, ticker or informal wording."),
});

export const POST = apiRoute({
  body,
  handle: ({ body }) => resolveCompanies(body.query).map(companyShape),
});
