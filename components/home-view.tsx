"use client";
// The start page: find a company, or pick up one of the latest filings.
import Link from "next/link";
import { useEffect, useState } from "react";
import { CompanySearch } from "@/components/search/company-search";
import { DocumentTable } from "@/components/documents/document-table";
import { useDocuments } from "@/components/documents/use-documents";
import { isApplePlatform } from "@/components/shell/shortcuts";

const LATEST = 12;

export function HomeView() {
  const { data, isPending, isError } = useDocuments({}, LATEST);
  const [mod, setMod] = useState("Ctrl");
  useEffect(() => setMod(isApplePlatform() ? "⌘" : "Ctrl"), []);
  return (
    <div className="mx-auto max-w-5xl space-y-10 px-6 py-10">
      <section className="mx-auto max-w-2xl space-y-2">
        <h1 className="text-xl font-semibold tracking-tight">Find a company</h1>
        <div className="relative">
          <CompanySearch variant="inline" autoFocus />
        </div>
        <p className="text-xs text-slate-500">
          Search by name or ticker. <kbd className="kbd">{mod} K</kbd> opens this search on any page;{" "}
          <kbd className="kbd">{mod} J</kbd> opens the ask pane.
        </p>
      </section>
      <section className="space-y-2">
        <div className="flex items-baseline justify-between">
          <h2 className="text-sm font-semibold">Latest documents</h2>
          <Link href="/documents" className="text-xs text-accent-700 hover:underline">
            All documents →
          </Link>
        </div>
        {isPending ? (
          <div className="h-40 animate-pulse rounded-lg bg-slate-50" />
        ) : isError ? (
          <p className="text-sm text-slate-600">The latest documents could not be loaded.</p>
        ) : data.items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
            No documents have been cataloged yet.
          </p>
        ) : (
          <DocumentTable documents={data.items} showCompany />
        )}
      </section>
    </div>
  );
}
