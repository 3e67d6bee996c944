"use client";
// Goes to the asked page (rendered at once), then marks on it the cited passage or the words of
// a search inside the document, and scrolls the mark into view.
import { useEffect, useState } from "react";
import { clearExcerptHighlight, highlightExcerpt } from "./highlight-excerpt";
import { clearTermHighlight, highlightTerms } from "./highlight-terms";

export type HighlightResult = { page: number; found: boolean } | null;

export interface ScrollTarget {
  pageCount: number | null;
  target: number | null;
  /** Changes each time the same page is asked for again. */
  request: number;
  /** A cited passage to mark (from `?highlight=`). */
  excerpt: string | null;
  /** Words of a search inside the document to mark. */
  terms: string[];
}

export function useScrollToTarget({ pageCount, target, request, excerpt, terms }: ScrollTarget): HighlightResult {
  const [highlighted, setHighlighted] = useState<HighlightResult>(null);
  useEffect(() => {
    if (!pageCount || target === null) return;
    const section = document.getElementById(`page-${target}`);
    if (!section) return;
    let cancelled = false;
    // Wait a frame so the target page has rendered its text.
    const frame = requestAnimationFrame(() => {
      if (cancelled) return;
      const cited = excerpt ? highlightExcerpt(section, excerpt) : null;
      setHighlighted(excerpt ? { page: target, found: cited !== null } : null);
      const mark = cited ?? highlightTerms(section, terms);
      if (mark) {
        const top = mark.getBoundingClientRect().top + window.scrollY - window.innerHeight / 3;
        window.scrollTo({ top: Math.max(0, top) });
      } else {
        section.scrollIntoView({ block: "start" });
      }
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [pageCount, target, request, excerpt, terms]);
  useEffect(
    () => () => {
      clearExcerptHighlight();
      clearTermHighlight();
    },
    [],
  );
  return highlighted;
}
