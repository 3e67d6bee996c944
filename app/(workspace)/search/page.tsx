import type { Metadata } from "next";
import { Suspense } from "react";
import { SearchView } from "@/components/fulltext/search-view";

export const metadata: Metadata = { title: "Search filings" };

export default function SearchPage() {
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-6 py-5">
      <h1 className="text-lg font-semibold">Search filings</h1>
      <Suspense>
        <SearchView />
      </Suspense>
    </div>
  );
}
