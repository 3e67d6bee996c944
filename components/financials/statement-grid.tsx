"use client";
// One standardised statement: the dictionary's rows (with the filings' own labels beneath) by
// period, every figure a link to its page with the row highlighted; a restated figure shows
// each filing's figure.
import Link from "next/link";
import type { Period, Statement } from "@/lib/financials/standard-statements";
import { formatReading, readingHref, readingTitle } from "./figure-format";

export function StatementGrid({ statement, periods, scale }: { statement: Statement; periods: Period[]; scale: number }) {
  const shown = periods.filter((p) => statement.rows.some((r) => r.cells[p.key]));
  if (statement.rows.length === 0 || shown.length === 0) {
    return <p className="text-sm text-slate-600">No figures of this statement were found in the filings for these periods.</p>;
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-sm" data-testid={`statement-${statement.kind}`}>
        <caption className="sr-only">{statement.name}</caption>
        <thead className="bg-slate-50 text-xs text-slate-600">
          <tr>
            <th scope="col" className="sticky left-0 bg-slate-50 px-3 py-2 text-left font-medium">Line item</th>
            {shown.map((p) => (
              <th key={p.key} scope="col" className="px-3 py-2 text-right font-medium whitespace-nowrap">{p.key}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {statement.rows.map((row) => (
            <tr key={row.item} className="border-t border-slate-100 align-top">
              <th scope="row" className="sticky left-0 bg-white px-3 py-1.5 text-left font-normal">
                <span className="block text-slate-900">{row.name}</span>
                <span className="block text-2xs text-slate-500" title="As the filings label it">{row.labels.slice(0, 2).join(" · ")}</span>
              </th>
              {shown.map((p) => {
                const cell = row.cells[p.key];
                if (!cell) return <td key={p.key} className="px-3 py-1.5 text-right text-slate-400">—</td>;
                return (
                  <td key={p.key} className="px-3 py-1.5 text-right whitespace-nowrap">
                    <Link
                      href={readingHref(cell.value)}
                      className="num text-slate-900 underline decoration-slate-300 underline-offset-2 hover:text-accent-700"
                      title={readingTitle(cell.value)}
                      data-testid="figure-link"
                    >
                      {formatReading(cell.value, scale)}
                    </Link>
                    {cell.restated && (
                      <details className="relative inline-block text-left">
                        <summary className="ml-1 cursor-pointer list-none rounded bg-amber-100 px-1 text-2xs font-medium text-amber-900" title="Restated: filings state different figures">
                          restated
                        </summary>
                        <ul className="absolute right-0 z-10 mt-1 w-80 space-y-1 rounded-md border border-slate-200 bg-white p-2 text-xs shadow-lg">
                          {cell.readings.map((r, i) => (
                            <li key={`${r.documentId}-${i}`}>
                              <Link href={readingHref(r)} className="text-accent-700 hover:underline">
                                <span className="num font-medium">{formatReading(r, scale)}</span> — {r.documentTitle}, page {r.pageNumber}
                              </Link>
                              {i === 0 && <span className="text-slate-500"> (shown: the newest filing)</span>}
                            </li>
                          ))}
                        </ul>
                      </details>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
