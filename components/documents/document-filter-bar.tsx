"use client";
// The filters of a documents view. Each choice offers only what the catalog holds, with how many
// documents it would give under the other filters. Each change is a new URL (the view's state),
// so Back returns to the previous filter and the address bar always links to exactly this view.
import { useEffect, useState } from "react";
import type { FacetName, FacetValue } from "@/lib/catalog/document-browse-types";
import { withFilter, type DocumentFilters } from "@/lib/workspace/document-filters";
import { categoryLabel } from "@/lib/workspace/document-labels";
import { useDebounced } from "@/components/shell/use-debounced";
import { DateFilter } from "./date-filter";

export interface DocumentFilterBarProps {
  filters: DocumentFilters;
  facets: Record<FacetName, FacetValue[]> | undefined;
  onChange: (filters: DocumentFilters) => void;
  clearable: boolean;
  /** False on a company page, where the company is fixed. */
  showCompany: boolean;
}

function options(facet: FacetValue[] | undefined, selected: string | undefined, label: (v: FacetValue) => string = (v) => v.label): [string, string][] {
  const values = facet ?? [];
  const out = values.map((v): [string, string] => [v.value, `${label(v)} (${v.count.toLocaleString("en-US")})`]);
  // A chosen value the other filters leave empty is still shown, so the choice stays visible.
  if (selected && !values.some((v) => v.value === selected)) out.unshift([selected, `${selected} (0)`]);
  return out;
}

export function DocumentFilterBar({ filters, facets, onChange, clearable, showCompany }: DocumentFilterBarProps) {
  const [copied, setCopied] = useState(false);
  const set = <K extends keyof DocumentFilters>(key: K, value: DocumentFilters[K] | undefined) => onChange(withFilter(filters, key, value));
  const copyLink = async () => {
    await navigator.clipboard.writeText(window.location.href).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  return (
    <div role="search" aria-label="Filter documents" className="flex flex-wrap items-start gap-3">
      <KeywordFilter value={filters.q} onChange={(q) => set("q", q)} />
      {showCompany && (
        <FilterSelect id="filter-company" label="Company" width="w-56" any="All companies" value={filters.company}
          options={options(facets?.company, filters.company)} onChange={(v) => set("company", v)} />
      )}
      <FilterSelect id="filter-category" label="Category" width="w-56" any="All categories" value={filters.category}
        options={options(facets?.category, filters.category, (v) => categoryLabel(v.value))} onChange={(v) => set("category", v)} />
      <FilterSelect id="filter-form" label="SEC form" width="w-32" any="Any form" value={filters.form}
        options={options(facets?.form, filters.form)} onChange={(v) => set("form", v)} />
      <FilterSelect id="filter-year" label="Fiscal year" width="w-32" any="Any year" value={filters.year} numeric
        options={options(facets?.year, filters.year?.toString())} onChange={(v) => set("year", v ? Number(v) : undefined)} />
      <FilterSelect id="filter-quarter" label="Fiscal quarter" width="w-32" any="Any quarter" value={filters.quarter}
        options={options(facets?.quarter, filters.quarter?.toString())} onChange={(v) => set("quarter", v ? Number(v) : undefined)} />
      <DateFilter id="filter-from" label="From" value={filters.from} onChange={(v) => set("from", v)} />
      <DateFilter id="filter-to" label="To" value={filters.to} onChange={(v) => set("to", v)} />
      <div className="flex gap-1 pt-5">
        {clearable && (
          <button type="button" className="btn btn-quiet" onClick={() => onChange({ company: showCompany ? undefined : filters.company })}>
            Clear filters
          </button>
        )}
        <button type="button" className="btn btn-quiet" onClick={copyLink} aria-live="polite">
          {copied ? "Link copied" : "Copy link"}
        </button>
      </div>
    </div>
  );
}

/** Keywords apply once typing pauses, as one history entry, not one per letter. */
function KeywordFilter({ value, onChange }: { value: string | undefined; onChange: (value: string | undefined) => void }) {
  const [text, setText] = useState(value ?? "");
  const settled = useDebounced(text.trim(), 400);
  useEffect(() => setText(value ?? ""), [value]);
  useEffect(() => {
    if (settled !== (value ?? "")) onChange(settled || undefined);
    // Only a settled change of the text applies; a new value from the URL resets the text above.
  }, [settled]);
  return (
    <div className="w-56">
      <label htmlFor="filter-keywords" className="label">
        Keywords
      </label>
      <input id="filter-keywords" type="search" className="field" value={text} placeholder="Title, description, company…"
        onChange={(e) => setText(e.target.value)} autoComplete="off" />
    </div>
  );
}

interface FilterSelectProps {
  id: string;
  label: string;
  width: string;
  /** The label of the empty choice, which means "no filter". */
  any: string;
  value: string | number | undefined;
  /** [value, label] pairs. */
  options: [string, string][];
  numeric?: boolean;
  onChange: (value: string) => void;
}

function FilterSelect({ id, label, width, any, value, options, numeric, onChange }: FilterSelectProps) {
  return (
    <div className={width}>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select id={id} className={numeric ? "field num" : "field"} value={value ?? ""} onChange={(e) => onChange(e.target.value)}>
        <option value="">{any}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
