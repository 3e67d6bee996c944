"use client";
// Runs one question at a time against the workspace's ask route and folds the streamed events
// into the answer state. Asking again or stopping aborts the running stream (and, through the
// workspace route, the work on the server).
import { useCallback, useEffect, useReducer, useRef } from "react";
import type { StreamedEvent } from "@/lib/workspace/streamed-events";
import { applyAnswerEvent, endAnswer, idleAnswer, startAnswer, type AnswerState } from "@/lib/workspace/answer-state";
import { readAnswerStream } from "@/lib/workspace/read-answer-stream";
import { fetchWorkspace, WorkspaceError } from "@/components/shell/fetch-json";

type Action =
  | { kind: "start"; question: string }
  | { kind: "event"; event: StreamedEvent }
  | { kind: "end" }
  | { kind: "fail"; message: string }
  | { kind: "cancel" };

function reduce(state: AnswerState, action: Action): AnswerState {
  switch (action.kind) {
    case "start":
      return startAnswer(action.question);
    case "event":
      return applyAnswerEvent(state, action.event);
    case "end":
      return endAnswer(state);
    case "fail":
      return { ...state, status: "failed", error: action.message };
    case "cancel":
      return state.status === "streaming" ? { ...state, status: "cancelled" } : state;
  }
}

export function useAnswerStream() {
  const [state, dispatch] = useReducer(reduce, idleAnswer);
  const running = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    running.current?.abort();
    running.current = null;
    dispatch({ kind: "cancel" });
  }, []);

  const ask = useCallback(async (question: string, documentIds?: string[]) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    dispatch({ kind: "start", question });
    try {
      const response = await fetchWorkspace("/api/workspace/ask", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(documentIds?.length ? { query: question, documentIds } : { query: question }),
        signal: controller.signal,
      });
      if (!response.body) throw new WorkspaceError(502, "The answer came without a body.");
      for await (const event of readAnswerStream(response.body)) {
        if (controller.signal.aborted) return;
        dispatch({ kind: "event", event });
      }
      if (!controller.signal.aborted) dispatch({ kind: "end" });
    } catch (error) {
      if (controller.signal.aborted) return;
      dispatch({ kind: "fail", message: error instanceof Error ? error.message : "The answer failed." });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }, []);

  useEffect(() => () => running.current?.abort(), []);

  return { state, ask, stop };
}
