"use client";
// The document viewer: at the side, the filing's facts, its actions, the page box, search inside
// the document and its outline; in the middle, its pages in reading order. `#page-N` goes to a
// page; `?highlight=` marks a cited passage on it; a search hit marks the words found.
import { useEffect, useRef, useState } from "react";
import { useAsk, useAskScope } from "@/components/ask/ask-context";
import { WorkspaceError } from "@/components/shell/fetch-json";
import { DocumentMeta } from "./document-meta";
import { DocumentOutlineNav } from "./document-outline-nav";
import { DocumentPages } from "./document-pages";
import { DocumentSearch } from "./document-search";
import { OpenOriginalButton } from "./open-original-button";
import { PageJump } from "./page-jump";
import { useCurrentPage } from "./use-current-page";
import { useDocumentDetail, useDocumentPages } from "./use-document";
import { usePageObserver } from "./use-page-observer";
import { usePageTarget } from "./use-page-target";
import { useScrollToTarget } from "./use-scroll-to-target";

export function DocumentView({ id }: { id: string }) {
  const detail = useDocumentDetail(id);
  const pages = useDocumentPages(id);
  const { target, request, goToPage, highlight } = usePageTarget();
  const { setDockOpen } = useAsk();
  const observer = usePageObserver();
  const article = useRef<HTMLDivElement>(null);
  const [terms, setTerms] = useState<string[]>([]);
  const pageList = pages.data ?? [];
  const pageCount = pageList.length || null;
  const currentPage = useCurrentPage(article, pageCount);
  const highlighted = useScrollToTarget({ pageCount, target, request, excerpt: highlight, terms });
  const goTo = (page: number, words: string[] = []) => {
    setTerms(words);
    goToPage(page);
  };

  useAskScope(detail.data ? { label: "this document", documentIds: [id] } : null);
  useEffect(() => {
    if (detail.data) document.title = `${detail.data.title} · Footnote`;
  }, [detail.data]);

  if (detail.error) {
    const missing = detail.error instanceof WorkspaceError && detail.error.status === 404;
    return (
      <div className="mx-auto max-w-6xl px-6 py-8">
        <p role="alert" className="text-sm text-slate-700">
          {missing ? "There is no document with this id." : `The document could not be loaded: ${detail.error.message}`}
        </p>
      </div>
    );
  }

  const doc = detail.data;
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-6 py-5 lg:grid-cols-[17rem_minmax(0,1fr)]">
      <aside className="space-y-4 lg:sticky lg:top-16 lg:max-h-[calc(100vh-5rem)] lg:self-start lg:overflow-y-auto lg:pr-1">
        {doc ? <DocumentMeta doc={doc} pageCount={pageCount} /> : <div className="h-40 animate-pulse rounded bg-slate-100" />}
        <div className="space-y-2">
          <OpenOriginalButton documentId={id} page={currentPage} />
          <button type="button" className="btn w-full justify-center" onClick={() => setDockOpen(true)}>
            Ask about this document
          </button>
        </div>
        {pageCount && <PageJump pageCount={pageCount} currentPage={currentPage} target={target} onGo={(page) => goTo(page)} />}
        {pageCount && <DocumentSearch documentId={id} onGo={goTo} />}
        {pageCount && <DocumentOutlineNav pages={pageList} currentPage={currentPage} onGo={(page) => goTo(page)} />}
      </aside>
      <div ref={article} className="min-w-0">
        <header className="border-b border-slate-200 pb-3">
          {doc ? (
            <>
              <h1 className="text-lg font-semibold leading-snug">{doc.title}</h1>
              {doc.description && <p className="mt-1 max-w-3xl text-xs leading-relaxed text-slate-600">{doc.description}</p>}
            </>
          ) : (
            <div className="h-7 w-96 max-w-full animate-pulse rounded bg-slate-100" />
          )}
        </header>
        {highlighted && (
          <p
            role="status"
            data-testid="highlight-status"
            className={`mt-3 rounded px-3 py-1.5 text-xs ${highlighted.found ? "bg-amber-50 text-amber-900" : "bg-slate-100 text-slate-700"}`}
          >
            {highlighted.found
              ? `The cited passage is highlighted on page ${highlighted.page}.`
              : `The cited passage could not be located in the text of page ${highlighted.page}; the page is outlined.`}
          </p>
        )}
        <DocumentPages pages={pages} observer={observer} target={target} cited={highlighted?.page ?? null} />
      </div>
    </div>
  );
}
