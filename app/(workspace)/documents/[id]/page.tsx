import type { Metadata } from "next";
import { Suspense } from "react";
import { DocumentView } from "@/components/viewer/document-view";

export const metadata: Metadata = { title: "Document" };

export default async function DocumentPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <Suspense>
      <DocumentView id={id} />
    </Suspense>
  );
}
