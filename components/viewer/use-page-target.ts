"use client";
// Which page the address points at (`#page-N`). Next's router changes the hash without a
// `hashchange` event, so the hash is read again whenever the search parameters change too.
import { useSearchParams } from "next/navigation";
import { useCallback, useEffect, useState } from "react";

function readTarget(): number | null {
  const match = /^#page-(\d+)$/.exec(window.location.hash);
  return match ? Number(match[1]) : null;
}

export function usePageTarget() {
  const params = useSearchParams();
  const [target, setTarget] = useState<number | null>(null);
  // A new number each time the same page is asked for again, so the viewer scrolls again.
  const [request, setRequest] = useState(0);
  useEffect(() => {
    setTarget(readTarget());
    setRequest((n) => n + 1);
    const onHash = () => {
      setTarget(readTarget());
      setRequest((n) => n + 1);
    };
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, [params]);
  const goToPage = useCallback((page: number) => {
    window.history.replaceState(window.history.state, "", `#page-${page}`);
    setTarget(page);
    setRequest((n) => n + 1);
  }, []);
  return { target, request, goToPage, highlight: params.get("highlight") };
}
