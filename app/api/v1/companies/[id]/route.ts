// Endpoint 2: get a company (v1).
import { getCompany } from "@/lib/catalog/company-queries";
import { companyShape } from "@/lib/catalog/company-shape";
import { apiRoute } from "@/lib/http/api-route";
import { companyIdParams } from "@/lib/http/catalog-params";

export const GET = apiRoute({
  params: companyIdParams,
  genericValidationDetail: true,
  handle: ({ params }) => companyShape(getCompany(params.id)),
});
