"use client";
// One citation in the answer text: a small numbered button. It shows whether its source has
// arrived (pending until the excerpt is known) and opens the source panel.
import type { Source } from "@/lib/workspace/streamed-events";

export interface CitationMarkerProps {
  refId: string;
  number: number | undefined;
  source: Source | undefined;
  /** True once the stream has ended: a source still missing will not come. */
  settled: boolean;
  active: boolean;
  onOpen: (refId: string) => void;
}

export function CitationMarker({ refId, number, source, settled, active, onOpen }: CitationMarkerProps) {
  const pending = !source || source.excerpt === null;
  const missing = !source && settled;
  const label = missing
    ? `Citation ${number ?? ""}: source not provided`
    : source
      ? `Citation ${number}: ${source.documentMetadata.title}, page ${source.pageNumber}${pending ? " (loading excerpt)" : ""}`
      : `Citation ${number}: source loading`;
  return (
    <button
      type="button"
      data-citation={refId}
      data-state={missing ? "missing" : pending ? "pending" : "ready"}
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={missing}
      onClick={() => onOpen(refId)}
      className={[
        "num mx-0.5 inline-flex h-[1.15rem] min-w-[1.15rem] -translate-y-px items-center justify-center rounded px-1 align-baseline text-2xs font-semibold leading-none",
        missing
          ? "cursor-not-allowed border border-dashed border-slate-300 text-slate-400"
          : active
            ? "bg-accent-600 text-white"
            : pending
              ? "border border-dashed border-accent-500 bg-white text-accent-700"
              : "bg-accent-100 text-accent-700 hover:bg-accent-200",
      ].join(" ")}
    >
      {missing ? "?" : number}
    </button>
  );
}
