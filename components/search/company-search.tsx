"use client";
// Company search as a cmdk list: type a name or ticker, move with the arrow keys, Enter opens
// the company. The same list serves the ⌘K palette and the home page.
import { Command } from "cmdk";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useCompanySearch } from "./use-company-search";

export interface CompanySearchProps {
  autoFocus?: boolean;
  onNavigate?: () => void;
  /** The list floats under the box (home page) or fills a dialog (palette). */
  variant: "palette" | "inline";
}

/** The input and result list; they live inside a cmdk root (a plain one or the palette dialog). */
export function CompanySearchFields({ autoFocus, onNavigate, variant }: CompanySearchProps) {
  const router = useRouter();
  const [text, setText] = useState("");
  const { data, isFetching, isError, error, query, settled } = useCompanySearch(text);
  const companies = query ? (data ?? []) : [];
  const open = (id: string) => {
    onNavigate?.();
    router.push(`/companies/${encodeURIComponent(id)}`);
  };
  const showEmpty = query.length > 0 && settled && !isFetching && !isError && companies.length === 0;
  return (
    <>
      <div className={`flex items-center gap-2 ${variant === "palette" ? "border-b border-slate-200 px-3" : "rounded-md border border-slate-300 bg-white px-3 shadow-sm focus-within:ring-2 focus-within:ring-accent-500"}`}>
        <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4 shrink-0 text-slate-500" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="9" cy="9" r="6" />
          <path d="m14 14 4 4" />
        </svg>
        <Command.Input
          autoFocus={autoFocus}
          value={text}
          onValueChange={setText}
          placeholder="Company name or ticker…"
          aria-label="Company name or ticker"
          className="h-10 w-full bg-transparent text-[15px] text-slate-900 outline-none placeholder:text-slate-500 focus-visible:ring-0 focus-visible:ring-offset-0"
        />
        {isFetching && <span className="text-2xs text-slate-500" aria-live="polite">Searching…</span>}
      </div>
      <Command.List
        className={`${variant === "palette" ? "max-h-[min(60vh,24rem)]" : query ? "absolute inset-x-0 top-full z-10 mt-1 max-h-80 rounded-md border border-slate-200 bg-white shadow-panel" : "hidden"} overflow-y-auto p-1`}
      >
        {isError && <div className="px-3 py-2 text-sm text-red-700">Search failed: {(error as Error).message}</div>}
        {showEmpty && <Command.Empty className="px-3 py-2 text-sm text-slate-600">No company matches “{query}”.</Command.Empty>}
        {!query && variant === "palette" && (
          <div className="px-3 py-2 text-sm text-slate-500">Type a company name or ticker.</div>
        )}
        {companies.map((company) => (
          <Command.Item
            key={company.id}
            value={company.id}
            onSelect={() => open(company.id)}
            className="flex cursor-pointer items-center gap-3 rounded px-3 py-1.5 text-sm data-[selected=true]:bg-accent-50 data-[selected=true]:text-accent-700"
          >
            <span className="min-w-0 flex-1 truncate font-medium">{company.name}</span>
            <span className="flex shrink-0 gap-1">
              {company.tickers.slice(0, 3).map((ticker) => (
                <span key={ticker} className="rounded bg-slate-100 px-1.5 font-mono text-2xs text-slate-700">
                  {ticker}
                </span>
              ))}
            </span>
            <span className="w-8 shrink-0 text-right text-2xs text-slate-500" title="Country of domicile">
              {company.countries.join(", ")}
            </span>
          </Command.Item>
        ))}
      </Command.List>
    </>
  );
}

export function CompanySearch(props: CompanySearchProps) {
  return (
    <Command shouldFilter={false} loop label="Search companies" className="flex flex-col">
      <CompanySearchFields {...props} />
    </Command>
  );
}
