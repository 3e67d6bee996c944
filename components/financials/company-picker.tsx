"use client";
// Adds a company to a comparison: type-ahead over the catalog's companies.
import { useState } from "react";
import { useCompanySearch } from "@/components/search/use-company-search";

export function CompanyPicker({ onPick, exclude }: { onPick: (id: string) => void; exclude: string[] }) {
  const [text, setText] = useState("");
  const { data } = useCompanySearch(text, 8);
  const options = (text.trim() ? (data ?? []) : []).filter((c) => !exclude.includes(c.id));
  return (
    <div className="relative w-72">
      <label htmlFor="comps-company" className="label">Add a company</label>
      <input id="comps-company" className="field" value={text} onChange={(e) => setText(e.target.value)} placeholder="Name or ticker" autoComplete="off" />
      {options.length > 0 && (
        <ul role="listbox" aria-label="Companies" className="absolute z-20 mt-1 w-full rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg">
          {options.map((c) => (
            <li key={c.id} role="option" aria-selected={false}>
              <button
                type="button"
                className="block w-full px-2 py-1 text-left hover:bg-slate-100"
                onClick={() => {
                  onPick(c.id);
                  setText("");
                }}
              >
                {c.name} <span className="text-xs text-slate-500">{c.tickers.join(", ")}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
