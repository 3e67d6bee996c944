"use client";
// A list of documents, newest first. Dates and figures in tabular numerals; the title links to
// the viewer, and the whole row is a click target for the mouse.
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { DocumentListItem } from "@/lib/workspace/api-types";
import { categoryLabel, periodLabel } from "@/lib/workspace/document-labels";

function pageCount(doc: DocumentListItem): number | null {
  const count = doc.metadata?.pageCount;
  return typeof count === "number" ? count : null;
}

export function DocumentTable({ documents, showCompany }: { documents: DocumentListItem[]; showCompany: boolean }) {
  const router = useRouter();
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="num w-full border-collapse text-[13px]" data-testid="document-table">
        <thead className="bg-slate-50 text-left text-xs text-slate-600">
          <tr>
            <th scope="col" className="w-24 px-3 py-2 font-medium">Date</th>
            {showCompany && <th scope="col" className="px-3 py-2 font-medium">Company</th>}
            <th scope="col" className="px-3 py-2 font-medium">Document</th>
            <th scope="col" className="w-20 px-3 py-2 font-medium">Form</th>
            <th scope="col" className="px-3 py-2 font-medium">Category</th>
            <th scope="col" className="w-24 px-3 py-2 font-medium">Period</th>
            <th scope="col" className="w-16 px-3 py-2 text-right font-medium">Pages</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((doc) => (
            <tr
              key={doc.id}
              onClick={(e) => {
                if (!(e.target as HTMLElement).closest("a")) router.push(`/documents/${doc.id}`);
              }}
              className="cursor-pointer border-t border-slate-100 hover:bg-accent-50/50"
            >
              <td className="whitespace-nowrap px-3 py-1.5 text-slate-700">{doc.date ?? "—"}</td>
              {showCompany && (
                <td className="max-w-[14rem] truncate px-3 py-1.5 text-slate-700">
                  <Link href={`/companies/${doc.companyId}`} className="hover:underline">
                    {doc.companyName}
                  </Link>
                </td>
              )}
              <td className="max-w-[28rem] px-3 py-1.5">
                <Link href={`/documents/${doc.id}`} className="line-clamp-1 font-medium text-slate-900 hover:text-accent-700 hover:underline" title={doc.description || doc.title}>
                  {doc.title}
                </Link>
              </td>
              <td className="whitespace-nowrap px-3 py-1.5 font-mono text-xs text-slate-700">{doc.formType ?? "—"}</td>
              <td className="whitespace-nowrap px-3 py-1.5 text-slate-700">{categoryLabel(doc.documentCategory)}</td>
              <td className="whitespace-nowrap px-3 py-1.5 text-slate-700">{periodLabel(doc.fiscalYear, doc.fiscalQuarter)}</td>
              <td className="px-3 py-1.5 text-right text-slate-700">{pageCount(doc)?.toLocaleString("en-US") ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
