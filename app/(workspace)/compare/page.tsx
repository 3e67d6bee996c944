import type { Metadata } from "next";
import { Suspense } from "react";
import { CompareView } from "@/components/financials/compare-view";

export const metadata: Metadata = { title: "Compare companies" };

export default function ComparePage() {
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-6 py-5">
      <h1 className="text-lg font-semibold">Compare companies</h1>
      <Suspense>
        <CompareView />
      </Suspense>
    </div>
  );
}
