"use client";
// A company: who it is (name, tickers, country, CIK), its key facts, and its documents.
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Company } from "@/lib/workspace/api-types";
import { CompanyFactsPanel } from "@/components/company-facts";
import { DocumentBrowser } from "@/components/documents/document-browser";
import { fetchJson, WorkspaceError } from "@/components/shell/fetch-json";

export function CompanyView({ id }: { id: string }) {
  const { data: company, isPending, error } = useQuery({
    queryKey: ["company", id],
    queryFn: ({ signal }) => fetchJson<Company>(`/api/workspace/companies/${encodeURIComponent(id)}`, { signal }),
  });
  useEffect(() => {
    if (company) document.title = `${company.name} · Footnote`;
  }, [company]);

  if (error) {
    const missing = error instanceof WorkspaceError && error.status === 404;
    return (
      <div className="mx-auto max-w-7xl px-6 py-8">
        <p role="alert" className="text-sm text-slate-700">
          {missing ? "There is no company with this id." : `The company could not be loaded: ${error.message}`}
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-6 py-5">
      <header className="space-y-1">
        {isPending ? (
          <div className="h-7 w-64 animate-pulse rounded bg-slate-100" />
        ) : (
          <h1 className="text-lg font-semibold">{company.name}</h1>
        )}
        {company && (
          <dl className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-slate-600">
            <div className="flex gap-1.5">
              <dt>Tickers</dt>
              <dd className="flex gap-1">
                {company.tickers.length
                  ? company.tickers.map((t) => (
                      <span key={t} className="rounded bg-slate-100 px-1.5 font-mono text-2xs text-slate-800">
                        {t}
                      </span>
                    ))
                  : "—"}
              </dd>
            </div>
            <div className="flex gap-1.5">
              <dt>Country</dt>
              <dd className="text-slate-800">{company.countries.join(", ") || "—"}</dd>
            </div>
            {company.cik && (
              <div className="flex gap-1.5">
                <dt>CIK</dt>
                <dd className="num text-slate-800">{company.cik}</dd>
              </div>
            )}
            {company.filesWithSec !== undefined && (
              <div className="flex gap-1.5">
                <dt>SEC filer</dt>
                <dd className="text-slate-800">{company.filesWithSec ? "Yes" : "No"}</dd>
              </div>
            )}
          </dl>
        )}
      </header>
      {company && <CompanyFactsPanel companyId={company.id} />}
      <DocumentBrowser companyId={id} scopeName={company?.name} />
    </div>
  );
}
