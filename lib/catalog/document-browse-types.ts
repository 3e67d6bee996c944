// What browsing the catalog's documents takes and gives, without the queries: the browser's
// view state is built on these names, and it must not pull the database into its bundle.

export interface BrowseFilters {
  company?: string;
  category?: string;
  form?: string;
  year?: number;
  quarter?: number;
  /** Inclusive bounds on the document's date, YYYY-MM-DD. */
  from?: string;
  to?: string;
  /** Words that must all appear in the title, description, company name or form. */
  keyword?: string;
}

export const BROWSE_SORTS = ["date", "company", "title", "form", "category", "period", "pages"] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number];

export interface BrowseRequest extends BrowseFilters {
  sort: BrowseSort;
  order: "asc" | "desc";
  offset: number;
  limit: number;
}

export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

export type FacetName = "company" | "category" | "form" | "year" | "quarter";
