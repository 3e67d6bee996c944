"use client";
// The document's pages in reading order, with honest loading, error and empty states.
import type { UseQueryResult } from "@tanstack/react-query";
import { PageSection } from "./page-section";
import type { ViewerPage } from "./use-document";

export interface DocumentPagesProps {
  pages: UseQueryResult<ViewerPage[]>;
  observer: IntersectionObserver | null;
  /** The page asked for: it and its neighbours render at once. */
  target: number | null;
  /** The page outlined as holding the cited passage. */
  cited: number | null;
}

export function DocumentPages({ pages, observer, target, cited }: DocumentPagesProps) {
  if (pages.isPending) {
    return (
      <div className="mt-4 space-y-2" aria-hidden>
        {Array.from({ length: 10 }, (_, i) => (
          <div key={i} className="h-4 animate-pulse rounded bg-slate-100" style={{ width: `${60 + ((i * 37) % 40)}%` }} />
        ))}
      </div>
    );
  }
  if (pages.isError) {
    return (
      <p role="alert" className="mt-4 text-sm text-red-800">
        The text of this document could not be loaded: {pages.error.message}
      </p>
    );
  }
  if (pages.data.length === 0) return <p className="mt-4 text-sm text-slate-600">This document has no text.</p>;
  return (
    <>
      {pages.data.map((page) => (
        <PageSection
          key={page.pageNumber}
          page={page}
          observer={observer}
          eager={target !== null && Math.abs(page.pageNumber - target) <= 1}
          targeted={cited === page.pageNumber}
        />
      ))}
    </>
  );
}
