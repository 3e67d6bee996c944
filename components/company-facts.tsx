"use client";
// A company's key facts at a glance, and the way to ask about it.
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import type { CompanyFacts, ReportLink } from "@/lib/workspace/company-facts";
import { categoryLabel, periodLabel } from "@/lib/workspace/document-labels";
import { useAsk } from "@/components/ask/ask-context";
import { fetchJson } from "@/components/shell/fetch-json";

function Report({ label, report }: { label: string; report: ReportLink | null }) {
  return (
    <div>
      <dt className="label">{label}</dt>
      <dd className="text-sm">
        {report ? (
          <Link href={`/documents/${report.id}`} className="text-accent-700 hover:underline">
            {periodLabel(report.fiscalYear, report.fiscalQuarter)}
            {report.date && <span className="num text-slate-500"> · {report.date}</span>}
          </Link>
        ) : (
          <span className="text-slate-500">None cataloged</span>
        )}
      </dd>
    </div>
  );
}

export function CompanyFactsPanel({ companyId }: { companyId: string }) {
  const { setDockOpen } = useAsk();
  const { data } = useQuery({
    queryKey: ["company-facts", companyId],
    queryFn: ({ signal }) => fetchJson<CompanyFacts>(`/api/workspace/companies/${encodeURIComponent(companyId)}/facts`, { signal }),
  });
  if (!data) return <div className="h-20 animate-pulse rounded-lg bg-slate-50" aria-hidden />;
  return (
    <section aria-label="Key facts" className="flex flex-wrap items-start gap-x-8 gap-y-3 rounded-lg border border-slate-200 p-4" data-testid="company-facts">
      <dl className="grid flex-1 grid-cols-2 gap-x-8 gap-y-3 sm:grid-cols-4">
        <div>
          <dt className="label">Fiscal year ends</dt>
          <dd className="text-sm">{data.fiscalYearEnd ?? <span className="text-slate-500">Not known</span>}</dd>
        </div>
        <Report label="Latest annual report" report={data.latestAnnual} />
        <Report label="Latest quarterly report" report={data.latestQuarterly} />
        <div>
          <dt className="label">Filings by kind</dt>
          <dd>
            <ul className="text-sm" data-testid="filings-by-kind">
              {data.byCategory.map((c) => (
                <li key={c.value}>
                  <span className="num font-medium">{c.count}</span> {categoryLabel(c.value).toLowerCase()}
                </li>
              ))}
              {data.byCategory.length === 0 && <li className="text-slate-500">None cataloged</li>}
            </ul>
          </dd>
        </div>
      </dl>
      <button type="button" className="btn btn-primary" onClick={() => setDockOpen(true)}>
        Ask about this company
      </button>
    </section>
  );
}
