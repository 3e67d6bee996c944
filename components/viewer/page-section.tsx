"use client";
// One page of a document. Long filings have hundreds of pages, so a page renders its Markdown
// only when it comes near the screen; until then a placeholder of about its height keeps the
// scroll position honest.
import { memo, useEffect, useRef, useState } from "react";
import ReactMarkdown from "react-markdown";
import remarkGfm from "remark-gfm";
import { filingComponents } from "@/components/markdown/markdown-components";
import type { ViewerPage } from "./use-document";

const plugins = [remarkGfm];

function estimatedHeight(markdown: string): number {
  const lines = markdown.split("\n").reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / 110)), 0);
  return Math.max(120, lines * 20 + 48);
}

export interface PageSectionProps {
  page: ViewerPage;
  eager: boolean;
  observer: IntersectionObserver | null;
  targeted: boolean;
}

export const PageSection = memo(function PageSection({ page, eager, observer, targeted }: PageSectionProps) {
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  // Read from the prop, not copied into state, so a targeted page has its text in the same
  // commit in which the viewer looks for the cited passage.
  const show = near || eager;
  useEffect(() => {
    const element = ref.current;
    if (!element || !observer) return;
    const onNear = () => setNear(true);
    element.addEventListener("page-near", onNear);
    observer.observe(element);
    return () => {
      element.removeEventListener("page-near", onNear);
      observer.unobserve(element);
    };
  }, [observer]);
  return (
    <section
      ref={ref}
      id={`page-${page.pageNumber}`}
      data-page={page.pageNumber}
      aria-label={`Page ${page.pageNumber}`}
      className={`scroll-mt-16 border-b border-slate-200 py-5 ${targeted ? "rounded-sm bg-amber-50/30 ring-1 ring-amber-300 ring-offset-8" : ""}`}
    >
      <div className="mb-2 flex items-center gap-2 text-2xs font-medium uppercase tracking-wide text-slate-500">
        <a href={`#page-${page.pageNumber}`} className="num hover:text-accent-700" aria-label={`Link to page ${page.pageNumber}`}>
          Page {page.pageNumber}
        </a>
      </div>
      {show ? (
        page.markdown ? (
          <div className="prose-filing">
            <ReactMarkdown remarkPlugins={plugins} components={filingComponents} skipHtml>
              {page.markdown}
            </ReactMarkdown>
          </div>
        ) : (
          <p className="text-xs italic text-slate-500">No text was found on this page.</p>
        )
      ) : (
        <div style={{ height: estimatedHeight(page.markdown) }} aria-hidden />
      )}
    </section>
  );
});
