"use client";
// A filtered documents view: the filter bar, the table, and honest empty, error and loading
// states. The filters come from the URL; a company page fixes the company.
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useMemo } from "react";
import { useAskScope } from "@/components/ask/ask-context";
import { DOCUMENT_LIST_LIMIT, documentFiltersQuery, hasFilters, parseDocumentFilters, type DocumentFilters } from "@/lib/workspace/document-filters";
import { DocumentFilterBar } from "./document-filter-bar";
import { DocumentTable } from "./document-table";
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
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };

  const filtered = hasFilters(filters, ["company"]);
  const scoped = Boolean(filters.company) || filtered;
  const documents = data ?? [];
  useAskScope(
    scoped && documents.length > 0
      ? {
          label: `${scopeName ? `${scopeName}: ` : ""}${documents.length} ${documents.length === 1 ? "document" : "documents"} in view`,
          documentIds: documents.map((d) => d.id),
        }
      : null,
  );

  return (
    <div className="space-y-3">
      <DocumentFilterBar filters={filters} onChange={change} clearable={filtered} />
      <div className="flex items-center gap-2 text-xs text-slate-600" aria-live="polite">
        {isPending ? (
          <span>Loading documents…</span>
        ) : isError ? null : (
          <span data-testid="document-count">
            <span className="num">{documents.length.toLocaleString("en-US")}</span> {documents.length === 1 ? "document" : "documents"}, newest first
            {documents.length >= DOCUMENT_LIST_LIMIT && ` (the newest ${DOCUMENT_LIST_LIMIT}; narrow the filters to see older ones)`}
          </span>
        )}
        {isFetching && !isPending && <span className="text-slate-400">Updating…</span>}
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
            <p>No documents have been catalogued{companyId ? " for this company" : ""} yet.</p>
          )}
        </div>
      ) : (
        <DocumentTable documents={documents} showCompany={!companyId} />
      )}
    </div>
  );
}
