"use client";
// The comps table: companies, metrics and periods are chosen here and kept in the URL (so a
// comparison can be shared), computed by the workspace route, and exported with their sources.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { compsKey } from "@/lib/financials/comps-keys";
import type { CompareView as Comparison } from "@/lib/financials/research-views";
import { fetchJson } from "@/components/shell/fetch-json";
import { CompanyPicker } from "./company-picker";
import { CompsCell } from "./comps-cell";
import { UNIT_LABELS } from "./figure-format";

const DEFAULT_METRICS = ["revenue", "revenueGrowth", "grossMargin", "operatingMargin", "netProfitMargin", "freeCashFlow"];
const DEFAULT_PERIODS = 2;

const listOf = (params: URLSearchParams, name: string) => (params.get(name) ?? "").split(",").map((v) => v.trim()).filter(Boolean);

export function CompareView() {
  const pathname = usePathname();
  const params = useSearchParams();
  const companies = listOf(params, "companies");
  const metricsInUrl = listOf(params, "metrics");
  const metrics = metricsInUrl.length ? metricsInUrl : DEFAULT_METRICS;
  const periods = listOf(params, "periods");
  const query = new URLSearchParams({ companies: companies.join(","), metrics: metrics.join(","), periods: periods.join(",") });

  const { data, error, isFetching } = useQuery({
    queryKey: ["compare", query.toString()],
    queryFn: ({ signal }) => fetchJson<Comparison>(`/api/workspace/compare?${query}`, { signal }),
    enabled: companies.length > 0,
    placeholderData: keepPreviousData,
  });

  // The address is the comparison's state, changed in place: the page reads none of it on the
  // server, so no round trip stands between a click and the table, and the browser's address moves
  // at once. Each change is worked out from the address as it is then, so a change made while the
  // page still shows an earlier one (the default periods, say) builds on it instead of undoing it.
  const update = (name: string, change: (values: string[]) => string[]) => {
    const next = new URLSearchParams(window.location.search);
    const values = change(listOf(next, name));
    if (values.length) next.set(name, values.join(","));
    else next.delete(name);
    window.history.replaceState(null, "", `${pathname}?${next}`);
  };
  const toggle = (value: string) => (values: string[]) => values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  const metricsOr = (chosen: string[]) => (chosen.length ? chosen : DEFAULT_METRICS);

  // With no periods chosen, the newest fiscal years of the chosen companies are shown, and put in the
  // URL; the effect runs again only when the periods on offer or the choice change.
  const available = data?.available.periods ?? [];
  useEffect(() => {
    if (periods.length === 0 && available.length > 0) {
      const years = available.filter((p) => !p.includes("Q")).slice(0, DEFAULT_PERIODS);
      update("periods", (chosen) => (chosen.length ? chosen : years.length ? years : available.slice(0, 1)));
      update("metrics", metricsOr);
    }
  }, [available.join(","), periods.length]);

  const names = new Map((data?.companies ?? []).map((c) => [c.id, c.name]));
  const exportHref = (format: string) => `/api/workspace/compare/export?${query}&format=${format}`;
  const allMetrics = data?.available.metrics ?? [];
  const table = data?.table;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <CompanyPicker exclude={companies} onPick={(id) => update("companies", (chosen) => chosen.includes(id) ? chosen : [...chosen, id])} />
        <ul aria-label="Companies compared" className="flex flex-wrap gap-1.5">
          {companies.map((id) => (
            <li key={id} className="flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-sm">
              <span>{names.get(id) ?? "…"}</span>
              <button type="button" aria-label={`Remove ${names.get(id) ?? "company"}`} className="text-slate-500 hover:text-slate-900" onClick={() => update("companies", (chosen) => chosen.filter((c) => c !== id))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      </div>
      {companies.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-sm text-slate-600">Add companies to compare their statements and computed metrics period by period.</p>
      ) : error ? (
        <p role="alert" className="text-sm text-red-800">The comparison could not be made: {error.message}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-start gap-6">
            <fieldset>
              <legend className="label">Periods</legend>
              <div className="flex max-w-xl flex-wrap gap-x-3 gap-y-1">
                {available.map((p) => (
                  <label key={p} className="flex items-center gap-1 text-sm">
                    <input type="checkbox" checked={periods.includes(p)} onChange={() => update("periods", toggle(p))} />
                    {p}
                  </label>
                ))}
              </div>
            </fieldset>
            <div>
              <label htmlFor="comps-metric" className="label">Add a metric</label>
              <select
                id="comps-metric"
                className="field w-64"
                value=""
                onChange={(e) => { const id = e.target.value; if (id) update("metrics", (chosen) => [...metricsOr(chosen).filter((m) => m !== id), id]); }}
              >
                <option value="">Choose…</option>
                <optgroup label="Computed">
                  {allMetrics.filter((m) => m.formula && !metrics.includes(m.id)).map((m) => <option key={m.id} value={m.id}>{m.name}</option>)}
                </optgroup>
                <optgroup label="As stated">
                  {allMetrics.filter((m) => !m.formula && !metrics.includes(m.id)).map((m) => <option key={m.id} value={m.id}>{m.name}</option>)}
                </optgroup>
              </select>
            </div>
            <div className="ml-auto flex gap-2 self-end">
              <a className="btn" href={exportHref("xlsx")} download>Download XLSX</a>
              <a className="btn" href={exportHref("csv")} download>Download CSV</a>
            </div>
          </div>
          {table && (
            <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
              <table className="w-full text-sm" data-testid="comps-table">
                <caption className="sr-only">Comparable companies: metrics by company and period</caption>
                <thead className="bg-slate-50 text-xs text-slate-600">
                  <tr>
                    <th scope="col" rowSpan={2} className="px-3 py-2 text-left font-medium">Metric</th>
                    {data.companies.map((c) => (
                      <th key={c.id} scope="colgroup" colSpan={table.periods.length} className="border-l border-slate-200 px-3 py-1 text-center font-medium">{c.name}</th>
                    ))}
                  </tr>
                  <tr>
                    {data.companies.flatMap((c) => table.periods.map((p) => (
                      <th key={`${c.id}-${p}`} scope="col" className="px-3 py-1 text-right font-medium whitespace-nowrap">{p}</th>
                    )))}
                  </tr>
                </thead>
                <tbody>
                  {table.metrics.map((m) => (
                    <tr key={m.id} className="border-t border-slate-100">
                      <th scope="row" className="px-3 py-1.5 text-left align-top font-normal">
                        <span className="block" title={m.formula ?? undefined}>{m.name}</span>
                        <span className="block text-2xs text-slate-500">{UNIT_LABELS[m.unit]}</span>
                        <button type="button" className="text-2xs text-slate-400 hover:text-slate-700" onClick={() => update("metrics", (chosen) => metricsOr(chosen).filter((x) => x !== m.id))}>
                          remove
                        </button>
                      </th>
                      {data.companies.flatMap((c, ci) => table.periods.map((p) => <CompsCell key={`${c.id}-${p}`} cell={table.cells[compsKey(m.id, ci, p)]} metric={m} />))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {isFetching && <p className="text-xs text-slate-400">Updating…</p>}
        </>
      )}
    </div>
  );
}
