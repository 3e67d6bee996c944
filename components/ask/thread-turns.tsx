"use client";
// A thread's turns in order; a question just asked is brought into view.
import { useEffect, useRef } from "react";
import type { TurnState } from "@/lib/threads/thread-state";
import type { ActiveCitation } from "./ask-context";
import { TurnAnswer } from "./turn-answer";

export interface ThreadTurnsProps {
  turns: TurnState[];
  active: ActiveCitation | null;
  onOpenCitation: (citation: ActiveCitation) => void;
}

export function ThreadTurns({ turns, active, onOpenCitation }: ThreadTurnsProps) {
  const list = useRef<HTMLDivElement>(null);
  const askedHere = turns.at(-1)?.live === true;
  useEffect(() => {
    // Only for a question asked in this browser: an opened thread starts at its top.
    if (askedHere && turns.length > 1) list.current?.lastElementChild?.scrollIntoView?.({ block: "start", behavior: "smooth" });
  }, [turns.length, askedHere]);
  return (
    <div ref={list} className="space-y-6">
      {turns.map((turn, i) => (
        <div key={i} className={i > 0 ? "scroll-mt-16 border-t border-slate-200 pt-5" : undefined}>
          <TurnAnswer
            turn={turn}
            activeRef={active?.turn === i ? active.ref : null}
            onOpenCitation={(ref) => onOpenCitation({ turn: i, ref })}
          />
        </div>
      ))}
    </div>
  );
}
