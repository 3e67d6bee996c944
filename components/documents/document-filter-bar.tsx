"use client";
// The filters of a documents view. Each change rewrites the URL, which is the view's state, so
// the address bar always holds a link to exactly this view.
import { useState } from "react";
import { DOCUMENT_CATEGORIES, SEC_FORM_TYPES } from "@/lib/catalog/codes";
import type { DocumentFilters } from "@/lib/workspace/document-filters";
import { categoryLabel } from "@/lib/workspace/document-labels";

const FIRST_YEAR = 1993; // the first electronic filings on EDGAR

export interface DocumentFilterBarProps {
  filters: DocumentFilters;
  onChange: (filters: DocumentFilters) => void;
  clearable: boolean;
}

export function DocumentFilterBar({ filters, onChange, clearable }: DocumentFilterBarProps) {
  const [copied, setCopied] = useState(false);
  const years: number[] = [];
  for (let y = new Date().getFullYear() + 1; y >= FIRST_YEAR; y--) years.push(y);
  const set = <K extends keyof DocumentFilters>(key: K, value: DocumentFilters[K] | undefined) =>
    onChange({ ...filters, [key]: value === "" ? undefined : value });
  const copyLink = async () => {
    await navigator.clipboard.writeText(window.location.href).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  return (
    <div role="search" aria-label="Filter documents" className="flex flex-wrap items-end gap-3">
      <FilterSelect id="filter-category" label="Category" width="w-56" any="All categories" value={filters.category}
        options={DOCUMENT_CATEGORIES.map((code) => [code, categoryLabel(code)])} onChange={(v) => set("category", v)} />
      <FilterSelect id="filter-form" label="SEC form" width="w-28" any="Any form" value={filters.form}
        options={SEC_FORM_TYPES.map((form) => [form, form])} onChange={(v) => set("form", v)} />
      <FilterSelect id="filter-year" label="Fiscal year" width="w-28" any="Any year" value={filters.year} numeric
        options={years.map((y) => [String(y), String(y)])} onChange={(v) => set("year", v ? Number(v) : undefined)} />
      <FilterSelect id="filter-quarter" label="Fiscal quarter" width="w-32" any="Any quarter" value={filters.quarter}
        options={[1, 2, 3, 4].map((q) => [String(q), `Q${q}`])} onChange={(v) => set("quarter", v ? Number(v) : undefined)} />
      <div>
        <label htmlFor="filter-from" className="label">
          From
        </label>
        <input id="filter-from" type="date" className="field num" value={filters.from ?? ""} max={filters.to} onChange={(e) => set("from", e.target.value)} />
      </div>
      <div>
        <label htmlFor="filter-to" className="label">
          To
        </label>
        <input id="filter-to" type="date" className="field num" value={filters.to ?? ""} min={filters.from} onChange={(e) => set("to", e.target.value)} />
      </div>
      <div className="flex gap-1 pb-px">
        {clearable && (
          <button type="button" className="btn btn-quiet" onClick={() => onChange({ company: filters.company })}>
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
