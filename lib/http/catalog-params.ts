// Query and path parameters of the catalog operations (endpoints 1–4 and 7–10). Their outputs
// are the catalog's filter types, so a route passes them straight through.
import { z } from "zod";
import { categoryFromV1, DOCUMENT_CATEGORIES, SEC_FORM_TYPES, type SecFormType } from "../catalog/codes";
import type { CompanyFilter } from "../catalog/company-queries";
import type { DocumentFilter } from "../catalog/document-queries";
import { boolParam, codeListParam, dateParam, intParam, limitParam, listParam, textParam, uuidParam } from "./query-params";

export const companyListQuery = z.object({
  tickers: listParam().optional(),
  countries: listParam().optional(),
  filesWithSec: boolParam().optional(),
  ids: listParam().optional(),
  ciks: listParam().optional(),
  permids: listParam().optional(),
  limit: limitParam(1000, 100),
}) satisfies z.ZodType<CompanyFilter, Record<string, string>>;

export const companySearchQuery = z.object({
  query: textParam(1),
  limit: limitParam(50, 10),
});

function formTypeOf(value: string): SecFormType | undefined {
  const wanted = value.toUpperCase().replace(/\s+/g, " ");
  return SEC_FORM_TYPES.find((form) => form === wanted);
}

/** v1 lists accept the current category codes and the older ones v1 shows. */
export const documentListQuery = z.object({
  documentCategories: codeListParam((v) => categoryFromV1(v.toLowerCase()), [
    ...DOCUMENT_CATEGORIES,
    "annual-report",
    "interim-report",
  ]).optional(),
  secFormTypes: codeListParam(formTypeOf, SEC_FORM_TYPES).optional(),
  companyTickers: listParam().optional(),
  companyIds: listParam().optional(),
  fiscalQuarter: intParam({ min: 1, max: 4 }).optional(),
  fiscalYear: intParam().optional(),
  startDate: dateParam().optional(),
  endDate: dateParam().optional(),
  limit: limitParam(1000, 100),
}) satisfies z.ZodType<DocumentFilter, Record<string, string>>;

export const companyIdParams = z.object({ id: z.string() });

export const documentIdParams = z.object({ id: uuidParam() });
