// Endpoint 7: list companies (v2).
import { listCompanies } from "@/lib/catalog/company-queries";
import { companyShape } from "@/lib/catalog/company-shape";
import { apiRoute } from "@/lib/http/api-route";
import { cachedJson } from "@/lib/http/cached-json";
import { companyListQuery } from "@/lib/http/catalog-params";

export const GET = apiRoute({
  query: companyListQuery,
  handle: ({ query }) => cachedJson(`v2 companies ${JSON.stringify(query)}`, () => listCompanies(query).map(companyShape)),
});
