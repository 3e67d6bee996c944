"use client";
import { useEffect, useState, type RefObject } from "react";

/** The page at the top of the screen, for the "page N of M" indicator and the PDF link. */
export function useCurrentPage(article: RefObject<HTMLElement | null>, pageCount: number | null): number {
  const [currentPage, setCurrentPage] = useState(1);
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
  }, [article, pageCount]);
  return currentPage;
}
