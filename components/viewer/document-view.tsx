"use client";
// The document viewer: metadata and actions at the side, the document's pages in reading order.
// `#page-N` scrolls to a page; `?highlight=` marks a cited passage on it.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useAsk, useAskScope } from "@/components/ask/ask-context";
import { WorkspaceError } from "@/components/shell/fetch-json";
import { DocumentMeta } from "./document-meta";
import { clearExcerptHighlight, highlightExcerpt } from "./highlight-excerpt";
import { OpenOriginalButton } from "./open-original-button";
import { PageSection } from "./page-section";
import { useDocumentDetail, useDocumentPages } from "./use-document";
import { usePageTarget } from "./use-page-target";

type HighlightResult = { page: number; found: boolean } | null;

export function DocumentView({ id }: { id: string }) {
  const detail = useDocumentDetail(id);
  const pages = useDocumentPages(id);
  const { target, request, goToPage, highlight } = usePageTarget();
  const { setDockOpen } = useAsk();
  const [observer, setObserver] = useState<IntersectionObserver | null>(null);
  const [currentPage, setCurrentPage] = useState(1);
  const [highlighted, setHighlighted] = useState<HighlightResult>(null);
  const [jump, setJump] = useState("");
  const article = useRef<HTMLDivElement>(null);
  const pageList = pages.data ?? [];
  const pageCount = pageList.length || null;

  useAskScope(detail.data ? { label: "this document", documentIds: [id] } : null);

  useEffect(() => {
    if (detail.data) document.title = `${detail.data.title} · Footnote`;
  }, [detail.data]);

  // One observer tells pages when they come within a screen or two of view.
  useEffect(() => {
    const io = new IntersectionObserver(
      (entries) => entries.forEach((e) => e.isIntersecting && e.target.dispatchEvent(new Event("page-near"))),
      { rootMargin: "1500px 0px" },
    );
    setObserver(io);
    return () => io.disconnect();
  }, []);

  // The page at the top of the screen, for the "page N of M" indicator.
  useEffect(() => {
    if (!pageCount) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const sections = article.current?.querySelectorAll<HTMLElement>("section[data-page]") ?? [];
        let current = 1;
        for (const section of sections) {
          if (section.getBoundingClientRect().top > 120) break;
          current = Number(section.dataset.page);
        }
        setCurrentPage(current);
      });
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, [pageCount]);

  // Go to the asked page (rendered at once), then mark the cited passage on it.
  useEffect(() => {
    if (!pageCount || target === null) return;
    const section = document.getElementById(`page-${target}`);
    if (!section) return;
    let cancelled = false;
    // Wait a frame so the target page has rendered its text.
    const frame = requestAnimationFrame(() => {
      if (cancelled) return;
      const range = highlight ? highlightExcerpt(section, highlight) : null;
      if (highlight) setHighlighted({ page: target, found: range !== null });
      else setHighlighted(null);
      if (range) {
        const top = range.getBoundingClientRect().top + window.scrollY - window.innerHeight / 3;
        window.scrollTo({ top: Math.max(0, top) });
      } else {
        section.scrollIntoView({ block: "start" });
      }
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [pageCount, target, request, highlight]);

  useEffect(() => () => clearExcerptHighlight(), []);

  const submitJump = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(jump);
    if (pageCount && Number.isInteger(n) && n >= 1 && n <= pageCount) goToPage(n);
  };

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
    <div className="mx-auto grid max-w-7xl gap-8 px-6 py-5 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside className="space-y-4 lg:sticky lg:top-16 lg:max-h-[calc(100vh-5rem)] lg:self-start lg:overflow-y-auto">
        {doc ? <DocumentMeta doc={doc} pageCount={pageCount} /> : <div className="h-40 animate-pulse rounded bg-slate-100" />}
        <div className="space-y-2">
          <OpenOriginalButton documentId={id} page={currentPage} />
          <button type="button" className="btn w-full justify-center" onClick={() => setDockOpen(true)}>
            Ask about this document
          </button>
        </div>
        {pageCount && (
          <form onSubmit={submitJump} className="space-y-1">
            <label htmlFor="page-jump" className="label">
              Go to page
            </label>
            <div className="flex gap-1.5">
              <input
                id="page-jump"
                inputMode="numeric"
                value={jump}
                onChange={(e) => setJump(e.target.value.replace(/\D/g, ""))}
                placeholder={`1–${pageCount}`}
                className="field num"
              />
              <button type="submit" className="btn">
                Go
              </button>
            </div>
            <p className="num text-2xs text-slate-500" aria-live="polite" data-testid="current-page">
              Page {currentPage} of {pageCount}
            </p>
          </form>
        )}
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
        {pages.isPending ? (
          <div className="mt-4 space-y-2" aria-hidden>
            {Array.from({ length: 10 }, (_, i) => (
              <div key={i} className="h-4 animate-pulse rounded bg-slate-100" style={{ width: `${60 + ((i * 37) % 40)}%` }} />
            ))}
          </div>
        ) : pages.isError ? (
          <p role="alert" className="mt-4 text-sm text-red-800">
            The text of this document could not be loaded: {pages.error.message}
          </p>
        ) : pageList.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600">This document has no text.</p>
        ) : (
          pageList.map((page) => (
            <PageSection
              key={page.pageNumber}
              page={page}
              observer={observer}
              eager={target !== null && Math.abs(page.pageNumber - target) <= 1}
              targeted={highlighted !== null && highlighted.page === page.pageNumber}
            />
          ))
        )}
      </div>
    </div>
  );
}
