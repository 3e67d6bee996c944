"use client";
// One facet of the search: its values with their counts of matching pages, as checkboxes.
import type { FacetCount } from "@/lib/fulltext/search-filings";

const SHOWN = 12;

export function FacetList(props: { name: string; counts: FacetCount[]; selected: Set<string>; onToggle: (value: string) => void }) {
  const { name, counts, selected, onToggle } = props;
  if (counts.length === 0) return null;
  // Chosen values stay visible even when they fall outside the first few.
  const shown = counts.filter((c, i) => i < SHOWN || selected.has(c.value));
  return (
    <fieldset>
      <legend className="label">{name}</legend>
      <ul className="space-y-0.5">
        {shown.map((c) => (
          <li key={c.value}>
            <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" checked={selected.has(c.value)} onChange={() => onToggle(c.value)} />
              <span className="min-w-0 flex-1 truncate" title={c.label}>
                {c.label}
              </span>
              <span className="num text-xs text-slate-500">{c.count.toLocaleString("en-US")}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
