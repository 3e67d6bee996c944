"use client";
// A polite announcement for screen readers when an answer has arrived, stopped or failed: the
// answer itself is marked busy while it streams, so it is not read out piece by piece. The live
// region stays mounted with the workspace, so it speaks even when the page changes meanwhile.
import { useEffect, useRef, useState } from "react";
import type { TurnState } from "@/lib/threads/thread-state";
import { answerOutcome } from "@/lib/workspace/answer-outcome";
import { citationOrder } from "@/lib/workspace/citations";

export function useArrivalAnnouncement(turns: TurnState[]): string {
  const [message, setMessage] = useState("");
  const last = turns.at(-1);
  const previous = useRef(last?.status);
  useEffect(() => {
    const status = last?.status;
    if (last?.live && previous.current === "streaming" && status && status !== "streaming") {
      // The sources the text cites, not every page the search first listed.
      const cited = citationOrder(last.content).filter((ref) => last.sources[ref]).length;
      setMessage(
        status === "done"
          ? answerOutcome(last) === "declined"
            ? "The filings do not answer this question."
            : `Answer ready${cited ? `, citing ${cited} ${cited === 1 ? "source" : "sources"}` : ""}.`
          : status === "cancelled"
            ? "Answer stopped."
            : "The answer failed.",
      );
    }
    previous.current = status;
  }, [last, last?.status]);
  return message;
}

export function AnswerAnnouncement({ turns }: { turns: TurnState[] }) {
  const message = useArrivalAnnouncement(turns);
  return (
    <p className="sr-only" role="status" aria-live="polite" data-testid="answer-announcement">
      {message}
    </p>
  );
}
