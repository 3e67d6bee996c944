// What the ask pane shows, built up event by event. Pure, so the same reducer serves the live
// stream and tests.
import type { StreamedEvent, Source, SourceMap } from "./streamed-events";

export interface ThinkingStep {
  content: string;
  stage?: string;
}

export type AnswerStatus = "idle" | "streaming" | "done" | "cancelled" | "failed";

export interface AnswerState {
  status: AnswerStatus;
  question: string;
  thinking: ThinkingStep[];
  content: string;
  sources: SourceMap;
  warnings: string[];
  error?: string;
}

export const idleAnswer: AnswerState = { status: "idle", question: "", thinking: [], content: "", sources: {}, warnings: [] };

export function startAnswer(question: string): AnswerState {
  return { ...idleAnswer, status: "streaming", question };
}

/** Later sources fill in earlier ones; an excerpt once known is never replaced by null. */
function mergeSources(current: SourceMap, incoming: SourceMap): SourceMap {
  const merged: SourceMap = { ...current };
  for (const [ref, source] of Object.entries(incoming)) {
    const before: Source | undefined = current[ref];
    merged[ref] = before ? { ...before, ...source, excerpt: source.excerpt ?? before.excerpt } : source;
  }
  return merged;
}

export function applyAnswerEvent(state: AnswerState, event: StreamedEvent): AnswerState {
  switch (event.type) {
    case "thinking":
      return { ...state, thinking: [...state.thinking, { content: event.content, stage: event.stage }] };
    case "message":
      return { ...state, content: state.content + event.content };
    case "sources":
      return { ...state, sources: mergeSources(state.sources, event.content) };
    case "warning":
      return { ...state, warnings: [...state.warnings, event.message] };
    case "done":
      return { ...state, status: "done" };
  }
}

/** A stream that ends without `done` was cut off; say so rather than show a silent half answer. */
export function endAnswer(state: AnswerState): AnswerState {
  if (state.status !== "streaming") return state;
  return { ...state, status: "failed", error: "The answer stopped before it was complete." };
}
