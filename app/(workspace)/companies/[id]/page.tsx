import type { Metadata } from "next";
import { Suspense } from "react";
import { CompanyView } from "@/components/company-view";

export const metadata: Metadata = { title: "Company" };

export default async function CompanyPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <Suspense>
      <CompanyView id={id} />
    </Suspense>
  );
}
