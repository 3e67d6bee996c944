"use client";
// The source behind one citation: which document, which page, the passage itself, and a link
// that opens the page with the passage highlighted.
import Link from "next/link";
import { useEffect, useRef } from "react";
import ReactMarkdown from "react-markdown";
import remarkGfm from "remark-gfm";
import { filingComponents } from "@/components/markdown/markdown-components";
import type { Source } from "@/lib/workspace/streamed-events";
import { excerptAsTable } from "@/lib/workspace/excerpt-table";
import { categoryLabel, periodLabel } from "@/lib/workspace/document-labels";
import { citationHref } from "./citation-link";

export interface CitationPanelProps {
  refId: string;
  number: number | undefined;
  source: Source | undefined;
  onClose: () => void;
}

export function CitationPanel({ refId, number, source, onClose }: CitationPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [refId]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  const doc = source?.documentMetadata;
  return (
    <aside aria-label="Citation source" className="flex h-full flex-col overflow-hidden bg-white" data-testid="citation-panel">
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-2">
        <span className="num rounded bg-accent-600 px-1.5 text-2xs font-semibold text-white">{number ?? "?"}</span>
        <h2 ref={heading} tabIndex={-1} className="flex-1 text-sm font-semibold outline-none">
          Source
        </h2>
        <button type="button" onClick={onClose} className="btn btn-quiet px-1.5" aria-label="Close source">
          <span aria-hidden>✕</span>
        </button>
      </div>
      <div className="flex-1 space-y-3 overflow-y-auto px-4 py-3">
        {!source || !doc ? (
          <p className="text-sm text-slate-600">The details of source {refId} have not arrived.</p>
        ) : (
          <>
            <div>
              <p className="text-sm font-semibold leading-snug text-slate-900">{doc.title}</p>
              <p className="mt-0.5 text-xs text-slate-600">
                {[doc.companyName, doc.formType, doc.documentCategory && categoryLabel(doc.documentCategory)].filter(Boolean).join(" · ")}
              </p>
              <dl className="num mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
                <dt className="text-slate-500">Date</dt>
                <dd>{doc.date || "—"}</dd>
                <dt className="text-slate-500">Period</dt>
                <dd>{periodLabel(doc.fiscalYear, doc.fiscalQuarter)}</dd>
                <dt className="text-slate-500">Page</dt>
                <dd data-testid="citation-page">{source.pageNumber}</dd>
              </dl>
            </div>
            <figure>
              <figcaption className="label">Excerpt</figcaption>
              {source.excerpt === null ? (
                <p className="animate-pulse rounded bg-slate-100 px-3 py-2 text-xs text-slate-500" aria-live="polite">
                  Excerpt arriving with the answer…
                </p>
              ) : (
                <Excerpt excerpt={source.excerpt} pageContent={source.content} />
              )}
            </figure>
            <Link href={citationHref(source)} className="btn btn-primary">
              Open page {source.pageNumber}
              <span aria-hidden>→</span>
            </Link>
            {source.content && (
              <details className="text-xs">
                <summary className="cursor-pointer text-slate-600">Text of the page</summary>
                <pre className="mt-2 max-h-80 overflow-auto whitespace-pre-wrap rounded bg-slate-50 p-2 font-mono text-2xs text-slate-700">
                  {source.content}
                </pre>
              </details>
            )}
          </>
        )}
      </div>
    </aside>
  );
}

const REMARK = [remarkGfm];

/** The passage; statement rows appear under their table's column headers so each figure has its period. */
function Excerpt({ excerpt, pageContent }: { excerpt: string; pageContent: string | undefined }) {
  const table = excerptAsTable(excerpt, pageContent);
  return (
    <blockquote data-testid="citation-excerpt" className="border-l-2 border-amber-400 bg-amber-50 px-3 py-2 text-[13px] leading-relaxed text-slate-800">
      {table ? (
        <div className="prose-filing">
          <ReactMarkdown remarkPlugins={REMARK} components={filingComponents} skipHtml>
            {table}
          </ReactMarkdown>
        </div>
      ) : (
        <span className="whitespace-pre-wrap">{excerpt}</span>
      )}
    </blockquote>
  );
}
