"use client";
// The filing's facts: company, which date it carries (period end or report date), when it was
// signed (the filing date's best witness in the document: filings go to the SEC the day they are
// signed or soon after) and its accession number when known, and the way to it on EDGAR.
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import type { SignatureDate } from "@/lib/catalog/signature-date";
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
  const { data: signature } = useQuery({
    queryKey: ["document-signed", doc.id],
    queryFn: ({ signal }) => fetchJson<{ signed: SignatureDate | null }>(`/api/workspace/documents/${encodeURIComponent(doc.id)}/signed`, { signal }),
    staleTime: Infinity,
  });
  const signed = signature?.signed ?? null;
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
      <Row label="Signed">
        {signed ? (
          <span data-testid="signed-date" title="The date on the filing's signature page; filings reach the SEC that day or soon after">
            {signed.date}{" "}
            <a href={`#page-${signed.pageNumber}`} className="text-accent-700 hover:underline">
              p. {signed.pageNumber}
            </a>
          </span>
        ) : (
          <span className="text-slate-500">{signature ? "No dated signature page" : "…"}</span>
        )}
      </Row>
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
