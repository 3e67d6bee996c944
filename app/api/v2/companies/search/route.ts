// Endpoint 8: type-ahead company search.
import { searchCompanies } from "@/lib/catalog/company-queries";
import { companyShape } from "@/lib/catalog/company-shape";
import { apiRoute } from "@/lib/http/api-route";
import { cachedJson } from "@/lib/http/cached-json";
import { companySearchQuery } from "@/lib/http/catalog-params";

export const GET = apiRoute({
  query: companySearchQuery,
  handle: ({ query }) => cachedJson(`v2 search ${JSON.stringify(query)}`, () => searchCompanies(query.query, query.limit).map(companyShape)),
});
