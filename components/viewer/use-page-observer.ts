"use client";
import { useEffect, useState } from "react";

/** One observer tells pages when they come within a screen or two of view (they render then). */
export function usePageObserver(): IntersectionObserver | null {
  const [observer, setObserver] = useState<IntersectionObserver | null>(null);
  useEffect(() => {
    const io = new IntersectionObserver(
      (entries) => entries.forEach((e) => e.isIntersecting && e.target.dispatchEvent(new Event("page-near"))),
      { rootMargin: "1500px 0px" },
    );
    setObserver(io);
    return () => io.disconnect();
  }, []);
  return observer;
}
