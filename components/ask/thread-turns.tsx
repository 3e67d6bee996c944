"use client";
// A thread's turns in order.
import type { TurnState } from "@/lib/threads/thread-state";
import type { ActiveCitation } from "./ask-context";
import { TurnAnswer } from "./turn-answer";

export interface ThreadTurnsProps {
  turns: TurnState[];
  active: ActiveCitation | null;
  onOpenCitation: (citation: ActiveCitation) => void;
}

export function ThreadTurns({ turns, active, onOpenCitation }: ThreadTurnsProps) {
  return (
    <div className="space-y-6">
      {turns.map((turn, i) => (
        <div key={i} className={i > 0 ? "border-t border-slate-200 pt-5" : undefined}>
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
