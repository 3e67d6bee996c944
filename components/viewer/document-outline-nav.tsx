"use client";
// The filing's outline (its Items and headings), each entry a jump to the page it begins on.
import { useMemo } from "react";
import { documentOutline } from "@/lib/workspace/document-outline";
import type { ViewerPage } from "./use-document";

export function DocumentOutlineNav({ pages, currentPage, onGo }: { pages: ViewerPage[]; currentPage: number; onGo: (page: number) => void }) {
  const outline = useMemo(() => documentOutline(pages), [pages]);
  if (outline.length === 0) return null;
  // The entry the reader is in: the last one that begins at or before the current page.
  let current = -1;
  outline.forEach((entry, i) => {
    if (entry.pageNumber <= currentPage) current = i;
  });
  return (
    <nav aria-label="Outline" className="space-y-1">
      <h2 className="label">Outline</h2>
      <ol className="max-h-72 overflow-y-auto" data-testid="outline">
        {outline.map((entry, i) => (
          <li key={`${entry.pageNumber}-${i}`}>
            <button
              type="button"
              onClick={() => onGo(entry.pageNumber)}
              aria-current={i === current ? "location" : undefined}
              className={`flex w-full items-baseline gap-2 rounded py-0.5 pr-1 text-left text-xs hover:bg-slate-50 ${
                entry.level === 1 ? "pl-1 font-medium text-slate-900" : entry.level === 2 ? "pl-3 text-slate-700" : "pl-5 text-slate-600"
              } ${i === current ? "bg-accent-50" : ""}`}
            >
              <span className="min-w-0 flex-1 truncate" title={entry.title}>
                {entry.title}
              </span>
              <span className="num shrink-0 text-slate-500">{entry.pageNumber}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
