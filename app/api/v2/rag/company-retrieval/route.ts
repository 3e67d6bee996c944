// Endpoint 14: the companies a free-text description names, best first; [] when none.
import { companyShape } from "@/lib/catalog/company-shape";
import { apiRoute } from "@/lib/http/api-route";
import { companyRetrievalBody, resolveCompanies } from "@/lib/retrieval/resolve-companies";

export const dynamic = "force-dynamic";

export const POST = apiRoute({
  body: companyRetrievalBody,
  handle: ({ body }) => resolveCompanies(body.query).map(companyShape),
});
