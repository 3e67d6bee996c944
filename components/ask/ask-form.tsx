"use client";
// The question box: Enter asks, Shift+Enter breaks the line. Optionally limited to what the page
// has in view; while an answer is being written, the button stops it.
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import type { AskScope } from "./ask-context";

export interface AskFormProps {
  layout: "page" | "dock";
  scope: AskScope | null;
  streaming: boolean;
  followUp: boolean;
  onAsk: (question: string, documentIds: string[] | undefined) => void;
  onStop: () => void;
}

export function AskForm({ layout, scope, streaming, followUp, onAsk, onStop }: AskFormProps) {
  const [question, setQuestion] = useState("");
  const [limitToScope, setLimitToScope] = useState(true);
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => setLimitToScope(true), [scope?.label]);
  useEffect(() => {
    if (layout === "dock") box.current?.focus();
  }, [layout]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = question.trim();
    if (!text || streaming) return;
    onAsk(text, scope && limitToScope ? scope.documentIds : undefined);
    setQuestion("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  return (
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
        placeholder={
          followUp
            ? "Ask a follow-up, e.g. And in FY2019? · What about Pepsi? · Why?"
            : "Ask about the filings, e.g. What was the operating margin in FY2022?"
        }
        className="field h-auto resize-none py-1.5 text-[13.5px]"
      />
      <div className="flex flex-wrap items-center gap-2">
        {scope ? (
          <label className="flex min-w-0 flex-1 items-center gap-1.5 text-xs text-slate-700">
            <input type="checkbox" checked={limitToScope} onChange={(e) => setLimitToScope(e.target.checked)} className="accent-accent-600" />
            <span className="truncate">Only {scope.label}</span>
          </label>
        ) : (
          <span className="flex-1 text-xs text-slate-500">{followUp ? "Follows up on the thread" : "Searching all documents"}</span>
        )}
        {streaming ? (
          <button type="button" className="btn" onClick={onStop}>
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
}
