"use client";
// The cited sources under the answer, numbered as in the text.
import type { SourceMap } from "@/lib/workspace/streamed-events";

export interface SourcesListProps {
  order: string[];
  sources: SourceMap;
  activeRef: string | null;
  onOpen: (ref: string) => void;
}

export function SourcesList({ order, sources, activeRef, onOpen }: SourcesListProps) {
  const cited = order.filter((ref) => sources[ref]);
  if (cited.length === 0) return null;
  return (
    <section aria-label="Sources" className="border-t border-slate-200 pt-3">
      <h3 className="label">Sources</h3>
      <ol className="space-y-0.5">
        {cited.map((ref) => {
          const source = sources[ref]!;
          const doc = source.documentMetadata;
          return (
            <li key={ref}>
              <button
                type="button"
                onClick={() => onOpen(ref)}
                aria-pressed={activeRef === ref}
                className={`flex w-full items-baseline gap-2 rounded px-1.5 py-1 text-left text-xs hover:bg-slate-50 ${activeRef === ref ? "bg-accent-50" : ""}`}
              >
                <span className="num w-4 shrink-0 text-right font-semibold text-accent-700">{order.indexOf(ref) + 1}</span>
                <span className="min-w-0 flex-1 truncate text-slate-800">{doc.title}</span>
                <span className="num shrink-0 text-slate-500">p. {source.pageNumber}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
