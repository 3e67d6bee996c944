// The filters of a documents view. They live in the page URL (short names, so a filtered view
// can be shared) and are translated here, and only here, into the API's list parameters.
import { DOCUMENT_CATEGORIES, SEC_FORM_TYPES } from "../catalog/codes";

export interface DocumentFilters {
  category?: string;
  form?: string;
  year?: number;
  quarter?: number;
  from?: string;
  to?: string;
  company?: string;
}

const FILTER_KEYS = ["category", "form", "year", "quarter", "from", "to", "company"] as const;

/** How many documents a view asks for; the newest first, so a cap cuts only the oldest. */
export const DOCUMENT_LIST_LIMIT = 500;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[A-Za-z0-9-]{1,64}$/;

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Reads filters from a URL, dropping values that are not valid (a hand-edited link still works). */
export function parseDocumentFilters(params: URLSearchParams): DocumentFilters {
  const filters: DocumentFilters = {};
  const category = params.get("category");
  if (category && (DOCUMENT_CATEGORIES as readonly string[]).includes(category)) filters.category = category;
  const form = params.get("form");
  if (form && (SEC_FORM_TYPES as readonly string[]).includes(form.toUpperCase())) filters.form = form.toUpperCase();
  const year = Number(params.get("year"));
  if (Number.isInteger(year) && year >= 1900 && year <= 2100) filters.year = year;
  const quarter = Number(params.get("quarter"));
  if (Number.isInteger(quarter) && quarter >= 1 && quarter <= 4) filters.quarter = quarter;
  const from = params.get("from");
  if (from && isRealDate(from)) filters.from = from;
  const to = params.get("to");
  if (to && isRealDate(to)) filters.to = to;
  const company = params.get("company");
  if (company && ID.test(company)) filters.company = company;
  return filters;
}

/** The URL query for a set of filters, in a fixed key order so equal views share one URL. */
export function documentFiltersQuery(filters: DocumentFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return params;
}

export function hasFilters(filters: DocumentFilters, ignore: (keyof DocumentFilters)[] = []): boolean {
  return FILTER_KEYS.some((key) => !ignore.includes(key) && filters[key] !== undefined);
}

/** Parameters of the list-documents operation (v1) for these filters. */
export function documentListApiQuery(filters: DocumentFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set("documentCategories", filters.category);
  if (filters.form) params.set("secFormTypes", filters.form);
  if (filters.year !== undefined) params.set("fiscalYear", String(filters.year));
  if (filters.quarter !== undefined) params.set("fiscalQuarter", String(filters.quarter));
  if (filters.from) params.set("startDate", filters.from);
  if (filters.to) params.set("endDate", filters.to);
  if (filters.company) params.set("companyIds", filters.company);
  params.set("limit", String(DOCUMENT_LIST_LIMIT));
  return params;
}
