import type { Metadata } from "next";
import { Suspense } from "react";
import { FinancialsView } from "@/components/financials/financials-view";

export const metadata: Metadata = { title: "Financials" };

export default async function FinancialsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <div className="mx-auto max-w-7xl px-6 py-5">
      <Suspense>
        <FinancialsView id={id} />
      </Suspense>
    </div>
  );
}
