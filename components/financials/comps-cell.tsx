"use client";
// One cell of a comps table: the value (its formula and inputs on hover, and listed with links
// to their pages on opening), or what is missing and which filing lacks it.
import Link from "next/link";
import type { CompsCell as Cell, CompsColumnMetric } from "@/lib/financials/comps-table";
import { formatMetric, readingHref } from "./figure-format";

function inputText(cell: Cell): string {
  return cell.inputs
    .map((i) => (i.reading ? `${i.name} ${i.period}: ${i.reading.amount.toLocaleString("en-US")} (${i.reading.documentTitle}, p. ${i.reading.pageNumber})` : `${i.name} ${i.period}: ${i.missing}`))
    .join("\n");
}

export function CompsCell({ cell, metric }: { cell: Cell | undefined; metric: CompsColumnMetric }) {
  if (!cell) return <td className="px-3 py-1.5 text-right text-slate-400">—</td>;
  if (cell.value === null) {
    return (
      <td className="px-3 py-1.5 text-right align-top" data-testid="comps-missing">
        <details className="text-left">
          <summary className="cursor-pointer text-right text-xs text-slate-500">not stated</summary>
          <ul className="mt-1 max-w-xs space-y-0.5 text-2xs text-slate-600">
            {cell.missing.map((m, i) => <li key={i}>{m}</li>)}
          </ul>
        </details>
      </td>
    );
  }
  const text = formatMetric(cell.value, metric.unit);
  if (!metric.formula) {
    const reading = cell.inputs[0]!.reading!;
    return (
      <td className="px-3 py-1.5 text-right align-top whitespace-nowrap">
        <Link href={readingHref(reading)} className="num underline decoration-slate-300 underline-offset-2 hover:text-accent-700" title={inputText(cell)} data-testid="comps-value">
          {text}
        </Link>
        {cell.restated && <span className="ml-1 rounded bg-amber-100 px-1 text-2xs text-amber-900" title="Filings state different figures for this period">restated</span>}
      </td>
    );
  }
  return (
    <td className="px-3 py-1.5 text-right align-top">
      <details className="text-left">
        <summary className="num cursor-pointer text-right underline decoration-dotted underline-offset-2" title={`${metric.formula}\n${inputText(cell)}`} data-testid="comps-value">
          {text}
        </summary>
        <div className="mt-1 max-w-xs space-y-1 text-2xs text-slate-600">
          <p className="font-medium text-slate-700">{metric.formula}</p>
          <ul className="space-y-0.5">
            {cell.inputs.map((i, k) => (
              <li key={k}>
                {i.reading ? (
                  <Link href={readingHref(i.reading)} className="text-accent-700 hover:underline">
                    {i.name} {i.period}: <span className="num">{i.reading.amount.toLocaleString("en-US")}</span> — {i.reading.documentTitle}, p. {i.reading.pageNumber}
                  </Link>
                ) : (
                  <span>{i.name} {i.period}: {i.missing}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      </details>
    </td>
  );
}
