// The state of a documents view: its filters, sort column and page. It lives in the page URL
// (short names, so a view can be shared and Back returns to the one before) and is translated
// here, and only here, into a catalog browse request.
import { BROWSE_SORTS, type BrowseRequest, type BrowseSort } from "../catalog/document-browse-types";
import { DOCUMENT_CATEGORIES, SEC_FORM_TYPES } from "../catalog/codes";

export interface DocumentFilters {
  category?: string;
  form?: string;
  year?: number;
  quarter?: number;
  from?: string;
  to?: string;
  company?: string;
  /** Keywords in the title, description or company name. */
  q?: string;
  sort?: BrowseSort;
  order?: "asc" | "desc";
  /** 1-based. */
  page?: number;
}

/** The keys that narrow the list (sorting and paging only arrange it). */
const FILTER_KEYS = ["company", "q", "category", "form", "year", "quarter", "from", "to"] as const;
const VIEW_KEYS = [...FILTER_KEYS, "sort", "order", "page"] as const;

export const PAGE_SIZE = 50;
const MAX_PAGE = 10_000;
const MAX_KEYWORDS_LENGTH = 200;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[A-Za-z0-9-]{1,64}$/;

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= "1900-01-01";
}

/** Reads a view from a URL, dropping values that are not valid (a hand-edited link still works). */
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
  const q = params.get("q")?.trim().slice(0, MAX_KEYWORDS_LENGTH);
  if (q) filters.q = q;
  const sort = params.get("sort");
  if (sort && (BROWSE_SORTS as readonly string[]).includes(sort)) filters.sort = sort as BrowseSort;
  const order = params.get("order");
  if (order === "asc" || order === "desc") filters.order = order;
  const page = Number(params.get("page"));
  if (Number.isInteger(page) && page > 1 && page <= MAX_PAGE) filters.page = page;
  return filters;
}

/** The URL query for a view, in a fixed key order so equal views share one URL. */
export function documentFiltersQuery(filters: DocumentFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of VIEW_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return params;
}

export function hasFilters(filters: DocumentFilters, ignore: (keyof DocumentFilters)[] = []): boolean {
  return FILTER_KEYS.some((key) => !ignore.includes(key) && filters[key] !== undefined);
}

/** The same view with a filter changed: back to the first page, since the list is another. */
export function withFilter<K extends keyof DocumentFilters>(filters: DocumentFilters, key: K, value: DocumentFilters[K] | undefined): DocumentFilters {
  return { ...filters, [key]: value === "" ? undefined : value, page: undefined };
}

/** Newest first unless the view says otherwise; text columns read best A to Z. */
export function sortOf(filters: DocumentFilters): { sort: BrowseSort; order: "asc" | "desc" } {
  const sort = filters.sort ?? "date";
  return { sort, order: filters.order ?? defaultOrder(sort) };
}

export function defaultOrder(sort: BrowseSort): "asc" | "desc" {
  return sort === "company" || sort === "title" || sort === "form" || sort === "category" ? "asc" : "desc";
}

/** The catalog request for a view. */
export function browseRequest(filters: DocumentFilters, pageSize = PAGE_SIZE): BrowseRequest {
  const { sort, order } = sortOf(filters);
  return {
    company: filters.company,
    category: filters.category,
    form: filters.form,
    year: filters.year,
    quarter: filters.quarter,
    from: filters.from,
    to: filters.to,
    keyword: filters.q,
    sort,
    order,
    offset: ((filters.page ?? 1) - 1) * pageSize,
    limit: pageSize,
  };
}
