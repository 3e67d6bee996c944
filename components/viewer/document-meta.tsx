"use client";
// The filing's facts: company, which date it carries (period end or report date), when it was
// filed and its accession number when the filing states them, and the way to it on EDGAR.
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import type { Company, DocumentDetail } from "@/lib/workspace/api-types";
import { dateKind, edgarCompanyFilingsUrl, edgarFilingUrl } from "@/lib/workspace/document-dates";
import { categoryLabel, periodLabel } from "@/lib/workspace/document-labels";
import { fetchJson } from "@/components/shell/fetch-json";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-800">{children}</dd>
    </>
  );
}

function text(value: unknown): string | null {
  return typeof value === "string" && value ? value : null;
}

export function DocumentMeta({ doc, pageCount }: { doc: DocumentDetail; pageCount: number | null }) {
  const meta: Record<string, unknown> = doc.metadata ?? {};
  const items = Array.isArray(meta["8kItems"]) ? (meta["8kItems"] as string[]) : [];
  const accession = text(meta.accessionNumber);
  const filed = text(meta.filingDate);
  const { data: company } = useQuery({
    queryKey: ["company", doc.companyId],
    queryFn: ({ signal }) => fetchJson<Company>(`/api/workspace/companies/${encodeURIComponent(doc.companyId)}`, { signal }),
  });
  const filing = edgarFilingUrl(company?.cik, accession);
  const filings = filing ? null : edgarCompanyFilingsUrl(company?.cik, doc.secFormType);
  return (
    <dl className="num grid grid-cols-[5.5rem_1fr] gap-x-2 gap-y-1 text-xs" data-testid="filing-facts">
      <Row label="Company">
        <Link href={`/companies/${doc.companyId}`} className="text-accent-700 hover:underline">
          {doc.companyName}
        </Link>
        {doc.companyTickers.length > 0 && <span className="ml-1 font-mono text-2xs text-slate-500">{doc.companyTickers.join(" ")}</span>}
      </Row>
      <Row label={dateKind(doc.documentCategory)}>{doc.date ?? "—"}</Row>
      <Row label="Filed">{filed ?? <span className="text-slate-500">Not recorded</span>}</Row>
      <Row label="Category">{categoryLabel(doc.documentCategory)}</Row>
      <Row label="SEC form">{doc.secFormType ?? "—"}</Row>
      <Row label="Period">{periodLabel(doc.fiscalYear, doc.fiscalQuarter)}</Row>
      {pageCount !== null && <Row label="Pages">{pageCount.toLocaleString("en-US")}</Row>}
      <Row label="Language">{doc.language?.toUpperCase() ?? "—"}</Row>
      <Row label="Accession">{accession ?? <span className="text-slate-500">Not recorded</span>}</Row>
      {items.length > 0 && <Row label="8-K items">{items.join(", ")}</Row>}
      {(filing || filings) && (
        <Row label="EDGAR">
          <a href={(filing ?? filings)!} target="_blank" rel="noopener noreferrer" className="text-accent-700 hover:underline" data-testid="edgar-link">
            {filing ? "This filing on EDGAR" : `${company?.name ?? "The company"}'s ${doc.secFormType ?? ""} filings`.replace("  ", " ")}
            <span aria-hidden> ↗</span>
          </a>
        </Row>
      )}
    </dl>
  );
}
