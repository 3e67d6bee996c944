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
      <div className="w-56">
        <label htmlFor="filter-category" className="label">
          Category
        </label>
        <select id="filter-category" className="field" value={filters.category ?? ""} onChange={(e) => set("category", e.target.value)}>
          <option value="">All categories</option>
          {DOCUMENT_CATEGORIES.map((code) => (
            <option key={code} value={code}>
              {categoryLabel(code)}
            </option>
          ))}
        </select>
      </div>
      <div className="w-28">
        <label htmlFor="filter-form" className="label">
          SEC form
        </label>
        <select id="filter-form" className="field" value={filters.form ?? ""} onChange={(e) => set("form", e.target.value)}>
          <option value="">Any form</option>
          {SEC_FORM_TYPES.map((form) => (
            <option key={form} value={form}>
              {form}
            </option>
          ))}
        </select>
      </div>
      <div className="w-28">
        <label htmlFor="filter-year" className="label">
          Fiscal year
        </label>
        <select
          id="filter-year"
          className="field num"
          value={filters.year ?? ""}
          onChange={(e) => set("year", e.target.value ? Number(e.target.value) : undefined)}
        >
          <option value="">Any year</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      <div className="w-32">
        <label htmlFor="filter-quarter" className="label">
          Fiscal quarter
        </label>
        <select
          id="filter-quarter"
          className="field"
          value={filters.quarter ?? ""}
          onChange={(e) => set("quarter", e.target.value ? Number(e.target.value) : undefined)}
        >
          <option value="">Any quarter</option>
          {[1, 2, 3, 4].map((q) => (
            <option key={q} value={q}>
              Q{q}
            </option>
          ))}
        </select>
      </div>
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
