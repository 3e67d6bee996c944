"use client";
// One turn of a thread: the question, what it carried over, the agent's progress, the cited
// answer (revealed as it streams), and once complete its sources and a copy button.
import { useMemo } from "react";
import type { TurnState } from "@/lib/threads/thread-state";
import { answerOutcome } from "@/lib/workspace/answer-outcome";
import { citationOrder } from "@/lib/workspace/citations";
import { AnswerMarkdown } from "./answer-markdown";
import { CopyAnswerButton } from "./copy-answer-button";
import { SourcesList } from "./sources-list";
import { ThinkingSteps } from "./thinking-steps";
import { TurnContextLine } from "./turn-context-line";
import { useRevealedText } from "./use-revealed-text";

export interface TurnAnswerProps {
  turn: TurnState;
  activeRef: string | null;
  onOpenCitation: (ref: string) => void;
}

export function TurnAnswer({ turn, activeRef, onOpenCitation }: TurnAnswerProps) {
  const streaming = turn.status === "streaming";
  const { text, revealing } = useRevealedText(turn.content, turn.live);
  const writing = streaming || revealing;
  const order = useMemo(() => citationOrder(turn.content), [turn.content]);
  // A finished answer citing nothing is a decline: shown as one once fully revealed, not as an
  // answer that lacks sources.
  const declined = !writing && answerOutcome(turn) === "declined";
  return (
    <article className="space-y-3" data-testid="turn" data-status={writing ? "streaming" : turn.status}>
      <div className="space-y-0.5">
        <p className="text-sm font-semibold text-slate-900" data-testid="asked-question">
          {turn.question}
        </p>
        <TurnContextLine context={turn.context} query={turn.query} />
      </div>
      <ThinkingSteps steps={turn.thinking} active={streaming} />
      {turn.warnings.map((warning, i) => (
        <p key={i} role="status" className="rounded border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-900">
          {warning}
        </p>
      ))}
      {text && !declined && (
        <div data-testid="answer" data-outcome={writing ? "pending" : "answered"} aria-busy={writing}>
          <AnswerMarkdown content={text} sources={turn.sources} streaming={writing} activeRef={activeRef} onOpenCitation={onOpenCitation} />
        </div>
      )}
      {text && declined && (
        <section
          data-testid="answer"
          data-outcome="declined"
          aria-label="Not answered from the filings"
          className="rounded border border-slate-300 bg-slate-50 px-3 py-2"
        >
          <h3 className="label">Not answered from the filings</h3>
          <AnswerMarkdown content={text} sources={{}} streaming={false} activeRef={null} onOpenCitation={onOpenCitation} />
        </section>
      )}
      {turn.status === "failed" && (
        <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-xs text-red-800">
          {turn.error}
        </p>
      )}
      {turn.status === "cancelled" && <p className="text-xs text-slate-500">Stopped.</p>}
      {turn.status === "done" && !revealing && (
        <>
          <SourcesList order={order} sources={turn.sources} activeRef={activeRef} onOpen={onOpenCitation} />
          {turn.content && !declined && (
            <div className="flex justify-end">
              <CopyAnswerButton content={turn.content} sources={turn.sources} />
            </div>
          )}
        </>
      )}
    </article>
  );
}
