"use client";
// A company's financial statements as the catalog's filings state them, standardised to the
// dictionary's rows: annual or quarterly periods (kept in the URL), charts, the three
// statements, and exports with every value's source.
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import type { FinancialsView as Financials } from "@/lib/financials/research-views";
import { fetchJson, WorkspaceError } from "@/components/shell/fetch-json";
import { FinancialCharts } from "./financial-charts";
import { SCALE_NAMES } from "./figure-format";
import { StatementGrid } from "./statement-grid";

export function FinancialsView({ id }: { id: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const quarterly = params.get("periods") === "quarterly";
  const { data, error, isPending } = useQuery({
    queryKey: ["financials", id],
    queryFn: ({ signal }) => fetchJson<Financials>(`/api/workspace/financials/${encodeURIComponent(id)}`, { signal }),
  });
  useEffect(() => {
    if (data) document.title = `${data.company.name} financials · Footnote`;
  }, [data]);

  if (error) {
    const missing = error instanceof WorkspaceError && error.status === 404;
    return <p role="alert" className="text-sm text-slate-700">{missing ? "There is no company with this id." : `The financials could not be loaded: ${error.message}`}</p>;
  }
  if (isPending) return <p className="text-sm text-slate-600">Reading the statements of the filings…</p>;

  const periods = data.periods.filter((p) => (p.quarter !== null) === quarterly);
  const unit = SCALE_NAMES[data.reportingScale] ? `${data.currency} ${SCALE_NAMES[data.reportingScale]}` : data.currency;
  const exportHref = (format: string) => `/api/workspace/financials/${encodeURIComponent(id)}/export?format=${format}`;
  const setMode = (mode: "annual" | "quarterly") => {
    const next = new URLSearchParams(params.toString());
    if (mode === "quarterly") next.set("periods", "quarterly");
    else next.delete("periods");
    router.replace(next.size ? `${pathname}?${next}` : pathname, { scroll: false });
  };

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-xs text-slate-600">
            <Link href={`/companies/${encodeURIComponent(id)}`} className="hover:underline">{data.company.name}</Link>
          </p>
          <h1 className="text-lg font-semibold">{data.company.name} — financial statements</h1>
          <p className="text-xs text-slate-600">
            In {unit} except per-share figures; costs and outflows as positive amounts. Every figure links to the page it was read from.
          </p>
        </div>
        <div role="group" aria-label="Periods" className="flex rounded-md border border-slate-300 text-sm">
          {(["annual", "quarterly"] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              aria-pressed={quarterly === (mode === "quarterly")}
              className={`px-3 py-1 ${quarterly === (mode === "quarterly") ? "bg-slate-100 font-medium" : "text-slate-600"}`}
              onClick={() => setMode(mode)}
            >
              {mode === "annual" ? "Annual" : "Quarterly"}
            </button>
          ))}
        </div>
        <a className="btn" href={exportHref("xlsx")} download>Download XLSX</a>
        <a className="btn" href={exportHref("csv")} download>Download CSV</a>
      </header>
      {data.periods.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-sm text-slate-600">
          None of this company&apos;s filings in the catalog holds statements that could be read into periods (annual reports and quarterly filings are).
        </p>
      ) : (
        <>
          {!quarterly && <FinancialCharts points={data.chart} scale={data.reportingScale} currency={data.currency} />}
          {periods.length === 0 && <p className="text-sm text-slate-600">No {quarterly ? "quarterly" : "annual"} periods in the catalog for this company.</p>}
          {periods.length > 0 &&
            data.statements.map((statement) => (
              <section key={statement.kind} aria-labelledby={`h-${statement.kind}`} className="space-y-2">
                <h2 id={`h-${statement.kind}`} className="text-base font-semibold">{statement.name}</h2>
                <StatementGrid statement={statement} periods={periods} scale={data.reportingScale} />
              </section>
            ))}
          <p className="text-2xs text-slate-500">
            Read from {data.documents.length} {data.documents.length === 1 ? "filing" : "filings"}: {data.documents.map((d) => d.title).join("; ")}.
          </p>
        </>
      )}
    </div>
  );
}
