"use client";
// The ask pane: the thread's turns, the question box (a follow-up once the thread has begun) and
// the source behind the open citation. Two layouts: a page (thread and source side by side) and a
// dock beside other pages (the source slides over the thread). A thread shared with the reader
// is shown without the question box.
import { useCallback, useRef } from "react";
import { isStreaming, type ThreadState } from "@/lib/threads/thread-state";
import { citationOrder } from "@/lib/workspace/citations";
import { useAsk, type ActiveCitation } from "./ask-context";
import { AskForm } from "./ask-form";
import { CitationPanel } from "./citation-panel";
import { ThreadTurns } from "./thread-turns";

export interface AskViewProps {
  layout: "page" | "dock";
  /** A thread to show read-only instead of the workspace's own. */
  sharedThread?: ThreadState;
}

export function AskView({ layout, sharedThread }: AskViewProps) {
  const { thread: own, ask, stop, scope, active, setActive } = useAsk();
  const thread = sharedThread ?? own;
  const root = useRef<HTMLDivElement>(null);
  const closeCitation = useCallback(() => {
    // Back to the marker the reader came from, so the keyboard keeps its place in the answer.
    const turn = active ? root.current?.querySelectorAll("[data-testid=turn]")[active.turn] : null;
    const marker = active ? turn?.querySelector<HTMLElement>(`[data-citation="${active.ref}"]`) : null;
    setActive(null);
    marker?.focus();
  }, [active, setActive]);
  const openCitation = useCallback((citation: ActiveCitation) => setActive(citation), [setActive]);

  const activeTurn = active ? thread.turns[active.turn] : undefined;
  const panel =
    active && activeTurn ? (
      <CitationPanel
        refId={active.ref}
        number={citationOrder(activeTurn.content).indexOf(active.ref) + 1 || undefined}
        source={activeTurn.sources[active.ref]}
        onClose={closeCitation}
      />
    ) : null;

  const turns = <ThreadTurns turns={thread.turns} active={active} onOpenCitation={openCitation} />;
  const form = sharedThread ? null : (
    <AskForm
      layout={layout}
      scope={scope}
      streaming={isStreaming(own)}
      followUp={own.turns.length > 0}
      onAsk={(question, documentIds) => {
        setActive(null);
        void ask(question, documentIds);
      }}
      onStop={stop}
    />
  );

  if (layout === "page") {
    return (
      <div ref={root} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-5">
          {turns}
          {form}
        </div>
        <div className="lg:sticky lg:top-16 lg:h-[calc(100vh-5rem)]">
          {panel ? (
            <div className="h-full overflow-hidden rounded-lg border border-slate-200">{panel}</div>
          ) : (
            <p className="hidden rounded-lg border border-dashed border-slate-200 p-4 text-xs text-slate-500 lg:block">
              Select a numbered citation to see the passage it rests on.
            </p>
          )}
        </div>
      </div>
    );
  }
  return (
    <div ref={root} className="relative flex h-full flex-col">
      <div className="flex-1 overflow-y-auto p-3">{turns}</div>
      <div className="border-t border-slate-200 p-3">{form}</div>
      {panel && <div className="absolute inset-0 z-10 border-l border-slate-200 bg-white">{panel}</div>}
    </div>
  );
}
