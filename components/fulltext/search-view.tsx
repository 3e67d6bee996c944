"use client";
// Full-text search across filings. The search and its filters live in the URL, so a search can
// be shared and the back button works; results open the viewer at the page, the hit highlighted.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import type { Facet, SearchHit, SearchResult } from "@/lib/fulltext/search-filings";
import { fetchJson } from "@/components/shell/fetch-json";
import { FacetList } from "./facet-list";
import { SearchHelp } from "./search-help";

const PAGE = 20;
const FACET_NAMES: Record<Facet, string> = { company: "Company", form: "Form", category: "Category", period: "Fiscal year" };

export function hitHref(hit: SearchHit): string {
  const params = new URLSearchParams();
  if (hit.highlight) params.set("highlight", hit.highlight);
  return `/documents/${encodeURIComponent(hit.documentId)}${params.size ? `?${params}` : ""}#page-${hit.pageNumber}`;
}

export function SearchView() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const q = params.get("q") ?? "";
  const offset = Number(params.get("offset") ?? 0) || 0;
  const [draft, setDraft] = useState(q);
  useEffect(() => setDraft(q), [q]);

  const apiQuery = new URLSearchParams(params.toString());
  apiQuery.set("limit", String(PAGE));
  const { data, error, isFetching, isPending } = useQuery({
    queryKey: ["search", apiQuery.toString()],
    queryFn: ({ signal }) => fetchJson<SearchResult>(`/api/workspace/search?${apiQuery}`, { signal }),
    enabled: q.trim() !== "",
    placeholderData: keepPreviousData,
    retry: false,
  });

  const navigate = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params.toString());
    change(next);
    router.replace(`${pathname}?${next}`, { scroll: false });
  };
  const toggle = (facet: Facet, value: string) =>
    navigate((next) => {
      const values = new Set((next.get(facet) ?? "").split(",").filter(Boolean));
      if (values.has(value)) values.delete(value);
      else values.add(value);
      if (values.size) next.set(facet, [...values].join(","));
      else next.delete(facet);
      next.delete("offset");
    });
  const selected = (facet: Facet) => new Set((params.get(facet) ?? "").split(",").filter(Boolean));

  return (
    <div className="space-y-4">
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          navigate((next) => {
            next.set("q", draft);
            next.delete("offset");
          });
        }}
      >
        <label htmlFor="fulltext-query" className="sr-only">
          Search the filings
        </label>
        <input
          id="fulltext-query"
          className="field h-9 flex-1 text-[15px]"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder='e.g. "supply chain" NEAR/5 risk, goodwill -impairment, revenu*'
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className="btn btn-primary h-9">
          Search
        </button>
      </form>
      <SearchHelp />
      {error ? (
        <div role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="search-error">
          {error.message}
        </div>
      ) : null}
      {q.trim() === "" ? null : isPending ? (
        <p className="text-sm text-slate-600">Searching…</p>
      ) : data ? (
        <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
          <aside aria-label="Filters" className="space-y-4">
            {(Object.keys(FACET_NAMES) as Facet[]).map((facet) => (
              <FacetList
                key={facet}
                name={FACET_NAMES[facet]}
                counts={data.facets[facet]}
                selected={selected(facet)}
                onToggle={(value) => toggle(facet, value)}
              />
            ))}
          </aside>
          <section aria-label="Results" className="min-w-0 space-y-3">
            <p className="text-xs text-slate-600" aria-live="polite" data-testid="search-count">
              <span className="num">{data.total.toLocaleString("en-US")}</span> matching {data.total === 1 ? "page" : "pages"} in{" "}
              <span className="num">{data.documents.toLocaleString("en-US")}</span> {data.documents === 1 ? "filing" : "filings"}
              {isFetching && <span className="ml-2 text-slate-400">Updating…</span>}
            </p>
            <ol className="space-y-3">
              {data.hits.map((hit) => (
                <li key={`${hit.documentId}-${hit.pageNumber}`} className="rounded-lg border border-slate-200 bg-white p-3">
                  <Link href={hitHref(hit)} className="block" data-testid="search-hit">
                    <span className="text-sm font-medium text-accent-700 hover:underline">
                      {hit.companyName} · {hit.title}
                    </span>
                    <span className="ml-2 text-xs text-slate-600">
                      page <span className="num">{hit.pageNumber}</span>
                      {hit.formType ? ` · ${hit.formType}` : ""}
                      {hit.fiscalYear ? ` · FY${hit.fiscalYear}${hit.fiscalQuarter ? ` Q${hit.fiscalQuarter}` : ""}` : ""}
                    </span>
                  </Link>
                  <p className="mt-1 text-sm leading-relaxed text-slate-700">
                    {hit.snippet.map((part, i) =>
                      part.hit ? (
                        <mark key={i} className="rounded bg-yellow-100 px-0.5 text-slate-900">
                          {part.text}
                        </mark>
                      ) : (
                        <span key={i}>{part.text}</span>
                      ),
                    )}
                  </p>
                </li>
              ))}
            </ol>
            {data.total === 0 && <p className="text-sm text-slate-600">No page matches. Try fewer words, a prefix (revenu*) or OR.</p>}
            <nav aria-label="Result pages" className="flex items-center gap-2">
              <button type="button" className="btn" disabled={offset === 0} onClick={() => navigate((n) => n.set("offset", String(Math.max(0, offset - PAGE))))}>
                Previous
              </button>
              <button
                type="button"
                className="btn"
                disabled={offset + PAGE >= data.total}
                onClick={() => navigate((n) => n.set("offset", String(offset + PAGE)))}
              >
                Next
              </button>
              <span className="text-xs text-slate-600">
                {data.total > 0 && `${offset + 1}–${Math.min(offset + PAGE, data.total)} of ${data.total}`}
              </span>
            </nav>
          </section>
        </div>
      ) : null}
    </div>
  );
}
