"use client";
// Search inside the document, on the server over all its pages (only a few are rendered at a
// time, so the browser's own find cannot see the rest). Hits list their page and a snippet;
// Enter and the arrows step through them, each step going to the page and marking the words.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState, type KeyboardEvent } from "react";
import type { DocumentSearchResult } from "@/lib/catalog/document-search";
import { fetchJson } from "@/components/shell/fetch-json";
import { useDebounced } from "@/components/shell/use-debounced";

export interface DocumentSearchProps {
  documentId: string;
  onGo: (page: number, terms: string[]) => void;
}

const MIN_LENGTH = 2;

export function DocumentSearch({ documentId, onGo }: DocumentSearchProps) {
  const [text, setText] = useState("");
  const query = useDebounced(text.trim(), 250);
  const [index, setIndex] = useState(-1);
  const { data, isFetching, isError } = useQuery({
    queryKey: ["document-search", documentId, query],
    queryFn: ({ signal }) =>
      fetchJson<DocumentSearchResult>(`/api/workspace/documents/${encodeURIComponent(documentId)}/search?${new URLSearchParams({ q: query })}`, { signal }),
    enabled: query.length >= MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
  const result = query.length >= MIN_LENGTH ? data : undefined;
  const hits = result?.hits ?? [];
  useEffect(() => setIndex(-1), [result]);

  const go = (i: number) => {
    if (!result || hits.length === 0) return;
    const next = (i + hits.length) % hits.length;
    setIndex(next);
    onGo(hits[next]!.pageNumber, result.terms);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    go(event.shiftKey ? index - 1 : index + 1);
  };

  return (
    <div role="search" aria-label="Search in this document" className="space-y-1.5">
      <label htmlFor="document-search" className="label">
        Search in this document
      </label>
      <input
        id="document-search"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Words on any page…"
        className="field"
        autoComplete="off"
      />
      {result && (
        <div className="flex items-center gap-1.5">
          <p className="num flex-1 text-xs text-slate-600" aria-live="polite" data-testid="search-summary">
            {isError
              ? "The search failed."
              : hits.length === 0
                ? `No page holds “${query}”.`
                : `${index >= 0 ? `${index + 1} of ` : ""}${hits.length}${result.truncated ? "+" : ""} ${hits.length === 1 ? "page" : "pages"}`}
            {isFetching && <span className="text-slate-400"> · searching…</span>}
          </p>
          <button type="button" className="btn h-7 px-2 text-xs" onClick={() => go(index - 1)} disabled={hits.length === 0} aria-label="Previous hit">
            ↑
          </button>
          <button type="button" className="btn h-7 px-2 text-xs" onClick={() => go(index + 1)} disabled={hits.length === 0} aria-label="Next hit">
            ↓
          </button>
        </div>
      )}
      {hits.length > 0 && (
        <ol className="max-h-64 space-y-0.5 overflow-y-auto" data-testid="search-hits">
          {hits.map((hit, i) => (
            <li key={hit.pageNumber}>
              <button
                type="button"
                onClick={() => go(i)}
                aria-current={i === index ? "true" : undefined}
                className={`w-full rounded px-1.5 py-1 text-left text-xs leading-snug ${i === index ? "bg-accent-50" : "hover:bg-slate-50"}`}
              >
                <span className="num mr-1.5 font-semibold text-accent-700">p. {hit.pageNumber}</span>
                <span className="text-slate-700">
                  {hit.snippet.map((part, j) =>
                    part.match ? (
                      <mark key={j} className="rounded-sm bg-blue-100 px-0.5 text-slate-900">
                        {part.text}
                      </mark>
                    ) : (
                      <span key={j}>{part.text}</span>
                    ),
                  )}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
