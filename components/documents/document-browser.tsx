"use client";
// A documents view: the filter bar (with the catalog's own values and their counts), the
// sortable table, pagination, and honest empty, error and loading states. The view's state is
// its URL: every change is a new history entry, so Back restores the view before. A company
// page fixes the company.
import type { BrowseSort } from "@/lib/catalog/document-browse-types";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useMemo } from "react";
import { useAskScope } from "@/components/ask/ask-context";
import { defaultOrder, documentFiltersQuery, hasFilters, parseDocumentFilters, sortOf, type DocumentFilters } from "@/lib/workspace/document-filters";
import { DocumentFilterBar } from "./document-filter-bar";
import { DocumentTable } from "./document-table";
import { Pagination } from "./pagination";
import { useDocuments } from "./use-documents";

export interface DocumentBrowserProps {
  /** Fixed by a company page; otherwise the URL may name one. */
  companyId?: string;
  /** Names the ask scope, e.g. the company's name. */
  scopeName?: string;
}

export function DocumentBrowser({ companyId, scopeName }: DocumentBrowserProps) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const filters = useMemo(() => {
    const parsed = parseDocumentFilters(new URLSearchParams(params.toString()));
    return companyId ? { ...parsed, company: companyId } : parsed;
  }, [params, companyId]);
  const { data, isPending, isError, error, refetch, isFetching } = useDocuments(filters);

  const change = (next: DocumentFilters) => {
    const query = documentFiltersQuery(companyId ? { ...next, company: undefined } : next).toString();
    router.push(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };
  const sort = sortOf(filters);
  const onSort = (column: BrowseSort) =>
    change({ ...filters, sort: column, order: sort.sort === column ? (sort.order === "asc" ? "desc" : "asc") : defaultOrder(column), page: undefined });

  const filtered = hasFilters(filters, ["company"]);
  const scoped = Boolean(filters.company) || filtered;
  const total = data?.total ?? 0;
  const documents = data?.items ?? [];
  useAskScope(
    scoped && data && data.ids.length > 0
      ? {
          label: `${scopeName ? `${scopeName}: ` : ""}${data.ids.length} ${data.ids.length === 1 ? "document" : "documents"} in view`,
          documentIds: data.ids,
        }
      : null,
  );

  return (
    <div className="space-y-3">
      <DocumentFilterBar filters={filters} facets={data?.facets} onChange={change} clearable={filtered} showCompany={!companyId} />
      <div className="flex items-center gap-2 text-xs text-slate-600" aria-live="polite">
        {isPending ? (
          <span>Loading documents…</span>
        ) : isError ? null : (
          <span data-testid="document-count">
            <span className="num">{total.toLocaleString("en-US")}</span> {total === 1 ? "document" : "documents"}
          </span>
        )}
        {isFetching && !isPending && <span className="text-slate-400">Updating…</span>}
        {data && <div className="ml-auto"><Pagination page={data.page} pageSize={data.pageSize} total={total} onPage={(page) => change({ ...filters, page })} /></div>}
      </div>
      {isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p>The documents could not be loaded: {error.message}</p>
          <button type="button" className="btn mt-2" onClick={() => refetch()}>
            Try again
          </button>
        </div>
      ) : isPending ? (
        <div className="space-y-1.5" aria-hidden>
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="h-7 animate-pulse rounded bg-slate-100" />
          ))}
        </div>
      ) : documents.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
          {filtered ? (
            <>
              <p>No documents match these filters.</p>
              <button type="button" className="btn mt-3" onClick={() => change({ company: filters.company })}>
                Clear filters
              </button>
            </>
          ) : (
            <p>No documents have been cataloged{companyId ? " for this company" : ""} yet.</p>
          )}
        </div>
      ) : (
        <DocumentTable documents={documents} showCompany={!companyId} sort={sort} onSort={onSort} />
      )}
    </div>
  );
}
