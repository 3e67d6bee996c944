// What the browser holds of a thread: its turns, the last of which may be growing as its answer
// streams in. Pure, so the live stream, a thread loaded from the server and the tests share it.
import { applyAnswerEvent, endAnswer, startAnswer, type AnswerState } from "../workspace/answer-state";
import type { StreamedEvent } from "../workspace/streamed-events";
import type { ThreadTurn, ThreadView, TurnContext } from "./thread-types";

export interface TurnState extends AnswerState {
  context: TurnContext | null;
  /** The query as sent, when it differs from the question (a follow-up with inherited context). */
  query: string | null;
  /** True for the turn this browser is receiving live (its text is revealed as it grows). */
  live: boolean;
}

export interface ThreadState {
  id: string | null;
  title: string;
  turns: TurnState[];
}

export const emptyThread: ThreadState = { id: null, title: "", turns: [] };

export type ThreadAction =
  | { kind: "load"; thread: ThreadView }
  | { kind: "reset" }
  | { kind: "start"; question: string }
  | { kind: "planned"; threadId: string; query: string; context: TurnContext }
  | { kind: "event"; event: StreamedEvent }
  | { kind: "end" }
  | { kind: "fail"; message: string }
  | { kind: "cancel" };

export function turnFromServer(turn: ThreadTurn): TurnState {
  return {
    status: turn.status,
    question: turn.question,
    thinking: turn.thinking,
    content: turn.content,
    sources: turn.sources,
    warnings: turn.warnings,
    error: turn.error ?? undefined,
    context: turn.context,
    query: turn.query === turn.question ? null : turn.query,
    live: false,
  };
}

function withLast(state: ThreadState, change: (turn: TurnState) => TurnState): ThreadState {
  const last = state.turns.at(-1);
  if (!last) return state;
  return { ...state, turns: [...state.turns.slice(0, -1), change(last)] };
}

export function reduceThread(state: ThreadState, action: ThreadAction): ThreadState {
  switch (action.kind) {
    case "load":
      return { id: action.thread.id, title: action.thread.title, turns: action.thread.turns.map(turnFromServer) };
    case "reset":
      return emptyThread;
    case "start":
      return {
        ...state,
        title: state.title || action.question,
        turns: [...state.turns, { ...startAnswer(action.question), context: null, query: null, live: true }],
      };
    case "planned":
      return withLast({ ...state, id: action.threadId }, (turn) => ({
        ...turn,
        context: action.context,
        query: action.query === turn.question ? null : action.query,
      }));
    case "event":
      return withLast(state, (turn) => ({ ...turn, ...applyAnswerEvent(turn, action.event) }));
    case "end":
      return withLast(state, (turn) => ({ ...turn, ...endAnswer(turn) }));
    case "fail":
      return withLast(state, (turn) => (turn.status === "streaming" ? { ...turn, status: "failed", error: action.message } : turn));
    case "cancel":
      return withLast(state, (turn) => (turn.status === "streaming" ? { ...turn, status: "cancelled" } : turn));
  }
}

/** Whether the thread's last turn is still being answered. */
export function isStreaming(state: ThreadState): boolean {
  return state.turns.at(-1)?.status === "streaming";
}
