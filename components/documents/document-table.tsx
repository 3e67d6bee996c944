"use client";
// A list of documents. Dates and figures in tabular numerals; the title links to the viewer, and
// the whole row is a click target for the mouse. Given `onSort`, the column headers sort the list.
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { BrowseSort } from "@/lib/catalog/document-browse-types";
import type { DocumentListItem } from "@/lib/workspace/api-types";
import { dateKind } from "@/lib/workspace/document-dates";
import { categoryLabel, periodLabel } from "@/lib/workspace/document-labels";

function pageCount(doc: DocumentListItem): number | null {
  const count = doc.metadata?.pageCount;
  return typeof count === "number" ? count : null;
}

export interface TableSort {
  sort: BrowseSort;
  order: "asc" | "desc";
}

export interface DocumentTableProps {
  documents: DocumentListItem[];
  showCompany: boolean;
  sort?: TableSort;
  onSort?: (sort: BrowseSort) => void;
}

function Header({ column, label, className, sort, onSort, note }: {
  column: BrowseSort;
  label: string;
  className: string;
  sort?: TableSort;
  onSort?: (sort: BrowseSort) => void;
  note?: string;
}) {
  const active = sort?.sort === column;
  const ariaSort = active ? (sort.order === "asc" ? "ascending" : "descending") : onSort ? "none" : undefined;
  return (
    <th scope="col" className={`px-3 py-2 font-medium ${className}`} aria-sort={ariaSort}>
      {onSort ? (
        <button type="button" onClick={() => onSort(column)} className="inline-flex items-center gap-1 hover:text-slate-900">
          {label}
          <span aria-hidden className={active ? "text-slate-700" : "text-slate-300"}>
            {active && sort.order === "asc" ? "▲" : "▼"}
          </span>
        </button>
      ) : (
        label
      )}
      {note && <span className="block text-2xs font-normal text-slate-500">{note}</span>}
    </th>
  );
}

export function DocumentTable({ documents, showCompany, sort, onSort }: DocumentTableProps) {
  const router = useRouter();
  const header = { sort, onSort };
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="num w-full border-collapse text-[13px]" data-testid="document-table">
        <thead className="bg-slate-50 text-left text-xs text-slate-600">
          <tr>
            <Header column="date" label="Date" note="period end or report date" className="w-32" {...header} />
            {showCompany && <Header column="company" label="Company" className="" {...header} />}
            <Header column="title" label="Document" className="" {...header} />
            <Header column="form" label="Form" className="w-20" {...header} />
            <Header column="category" label="Category" className="" {...header} />
            <Header column="period" label="Period" className="w-24" {...header} />
            <Header column="pages" label="Pages" className="w-16 text-right" {...header} />
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
              <td className="whitespace-nowrap px-3 py-1.5 text-slate-700" title={doc.date ? dateKind(doc.documentCategory) : undefined}>
                {doc.date ?? "—"}
              </td>
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
