import type { Metadata } from "next";
import { Suspense } from "react";
import { DocumentBrowser } from "@/components/documents/document-browser";

export const metadata: Metadata = { title: "Documents" };

export default function DocumentsPage() {
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-6 py-5">
      <h1 className="text-lg font-semibold">Documents</h1>
      <Suspense>
        <DocumentBrowser />
      </Suspense>
    </div>
  );
}
