import Link from "next/link";
import type { DocumentDetail } from "@/lib/workspace/api-types";
import { categoryLabel, periodLabel } from "@/lib/workspace/document-labels";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-800">{children}</dd>
    </>
  );
}

export function DocumentMeta({ doc, pageCount }: { doc: DocumentDetail; pageCount: number | null }) {
  const meta = doc.metadata ?? {};
  const items = Array.isArray(meta["8kItems"]) ? (meta["8kItems"] as string[]) : [];
  return (
    <dl className="num grid grid-cols-[5.5rem_1fr] gap-x-2 gap-y-1 text-xs">
      <Row label="Company">
        <Link href={`/companies/${doc.companyId}`} className="text-accent-700 hover:underline">
          {doc.companyName}
        </Link>
        {doc.companyTickers.length > 0 && <span className="ml-1 font-mono text-2xs text-slate-500">{doc.companyTickers.join(" ")}</span>}
      </Row>
      <Row label="Date">{doc.date ?? "—"}</Row>
      <Row label="Category">{categoryLabel(doc.documentCategory)}</Row>
      <Row label="SEC form">{doc.secFormType ?? "—"}</Row>
      <Row label="Period">{periodLabel(doc.fiscalYear, doc.fiscalQuarter)}</Row>
      {pageCount !== null && <Row label="Pages">{pageCount.toLocaleString("en-US")}</Row>}
      <Row label="Language">{doc.language?.toUpperCase() ?? "—"}</Row>
      {typeof meta.accessionNumber === "string" && <Row label="Accession">{meta.accessionNumber}</Row>}
      {items.length > 0 && <Row label="8-K items">{items.join(", ")}</Row>}
    </dl>
  );
}
