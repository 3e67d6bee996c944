"use client";
// The ask pane: a question box (optionally limited to what the page has in view), the agent's
// progress, the cited answer and the source behind each citation. Two layouts: a page (answer
// and source side by side) and a dock beside other pages (the source slides over the answer).
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { citationOrder } from "@/lib/workspace/citations";
import { AnswerMarkdown } from "./answer-markdown";
import { useAsk } from "./ask-context";
import { CitationPanel } from "./citation-panel";
import { CopyAnswerButton } from "./copy-answer-button";
import { SourcesList } from "./sources-list";
import { ThinkingSteps } from "./thinking-steps";

export function AskView({ layout }: { layout: "page" | "dock" }) {
  const { state, ask, stop, scope, activeRef, setActiveRef } = useAsk();
  const [question, setQuestion] = useState("");
  const [limitToScope, setLimitToScope] = useState(true);
  const box = useRef<HTMLTextAreaElement>(null);
  const streaming = state.status === "streaming";
  const order = useMemo(() => citationOrder(state.content), [state.content]);

  useEffect(() => setLimitToScope(true), [scope?.label]);
  useEffect(() => {
    if (layout === "dock") box.current?.focus();
  }, [layout]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = question.trim();
    if (!text || streaming) return;
    setActiveRef(null);
    void ask(text, scope && limitToScope ? scope.documentIds : undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  const root = useRef<HTMLDivElement>(null);
  const closeCitation = useCallback(() => {
    // Back to the marker the reader came from, so the keyboard keeps its place in the answer.
    const marker = activeRef ? root.current?.querySelector<HTMLElement>(`[data-citation="${activeRef}"]`) : null;
    setActiveRef(null);
    marker?.focus();
  }, [activeRef, setActiveRef]);
  const openCitation = useCallback((ref: string) => setActiveRef(ref), [setActiveRef]);

  const panel = activeRef ? (
    <CitationPanel
      refId={activeRef}
      number={order.indexOf(activeRef) + 1 || undefined}
      source={state.sources[activeRef]}
      onClose={closeCitation}
    />
  ) : null;

  const answer = (
    <div className="space-y-3">
      {state.status !== "idle" && (
        <p className="text-sm font-semibold text-slate-900" data-testid="asked-question">
          {state.question}
        </p>
      )}
      <ThinkingSteps steps={state.thinking} active={streaming} />
      {state.warnings.map((warning, i) => (
        <p key={i} role="status" className="rounded border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-900">
          {warning}
        </p>
      ))}
      {state.content && (
        <div data-testid="answer" aria-busy={streaming}>
          <AnswerMarkdown
            content={state.content}
            sources={state.sources}
            streaming={streaming}
            activeRef={activeRef}
            onOpenCitation={openCitation}
          />
        </div>
      )}
      {state.status === "failed" && (
        <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-xs text-red-800">
          {state.error}
        </p>
      )}
      {state.status === "cancelled" && <p className="text-xs text-slate-500">Stopped.</p>}
      {state.status === "done" && (
        <>
          <SourcesList order={order} sources={state.sources} activeRef={activeRef} onOpen={openCitation} />
          {state.content && (
            <div className="flex justify-end">
              <CopyAnswerButton content={state.content} sources={state.sources} />
            </div>
          )}
        </>
      )}
    </div>
  );

  const form = (
    <form onSubmit={submit} className="space-y-2" aria-label="Ask a question">
      <label htmlFor={`question-${layout}`} className="sr-only">
        Question
      </label>
      <textarea
        id={`question-${layout}`}
        ref={box}
        value={question}
        onChange={(e) => setQuestion(e.target.value)}
        onKeyDown={onKeyDown}
        rows={layout === "page" ? 3 : 2}
        maxLength={2000}
        placeholder="Ask about the filings, e.g. What was the operating margin in FY2022?"
        className="field h-auto resize-none py-1.5 text-[13.5px]"
      />
      <div className="flex flex-wrap items-center gap-2">
        {scope ? (
          <label className="flex min-w-0 flex-1 items-center gap-1.5 text-xs text-slate-700">
            <input type="checkbox" checked={limitToScope} onChange={(e) => setLimitToScope(e.target.checked)} className="accent-accent-600" />
            <span className="truncate">Only {scope.label}</span>
          </label>
        ) : (
          <span className="flex-1 text-xs text-slate-500">Searching all documents</span>
        )}
        {streaming ? (
          <button type="button" className="btn" onClick={stop}>
            Stop
          </button>
        ) : (
          <button type="submit" className="btn btn-primary" disabled={!question.trim()}>
            Ask
          </button>
        )}
      </div>
    </form>
  );

  if (layout === "page") {
    return (
      <div ref={root} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-5">
          {form}
          {answer}
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
      <div className="border-b border-slate-200 p-3">{form}</div>
      <div className="flex-1 overflow-y-auto p-3">{answer}</div>
      {panel && <div className="absolute inset-0 z-10 border-l border-slate-200 bg-white">{panel}</div>}
    </div>
  );
}
