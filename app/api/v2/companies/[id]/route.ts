// Endpoint 9: get a company (v2).
import { getCompany } from "@/lib/catalog/company-queries";
import { companyShape } from "@/lib/catalog/company-shape";
import { apiRoute } from "@/lib/http/api-route";
import { companyIdParams } from "@/lib/http/catalog-params";

export const GET = apiRoute({
  params: companyIdParams,
  handle: ({ params }) => companyShape(getCompany(params.id)),
});
