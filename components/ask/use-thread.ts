"use client";
// The thread the ask pane shows: asking (a new thread, or a follow-up in the current one),
// stopping, opening a thread from the history, and catching up with an answer that was still
// being written when the page loaded (the server finishes it; we poll until it has).
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useReducer, useRef } from "react";
import { emptyThread, isStreaming, reduceThread } from "@/lib/threads/thread-state";
import type { ThreadView, TurnContext } from "@/lib/threads/thread-types";
import { readAnswerStream } from "@/lib/workspace/read-answer-stream";
import { fetchJson, fetchWorkspace, WorkspaceError } from "@/components/shell/fetch-json";

const CATCH_UP_EVERY_MS = 1000;

function threadUrl(id: string): string {
  return `/api/workspace/threads/${encodeURIComponent(id)}`;
}

function readPlan(response: Response): { threadId: string; query: string; context: TurnContext } | null {
  const threadId = response.headers.get("x-thread-id");
  const plan = response.headers.get("x-turn-plan");
  if (!threadId || !plan) return null;
  try {
    const { query, context } = JSON.parse(decodeURIComponent(plan)) as { query: string; context: TurnContext };
    return { threadId, query, context };
  } catch {
    return null;
  }
}

export function useThread() {
  const [state, dispatch] = useReducer(reduceThread, emptyThread);
  const queryClient = useQueryClient();
  const running = useRef<AbortController | null>(null);
  const current = useRef(state);
  current.current = state;

  const ask = useCallback(
    async (question: string, documentIds?: string[]) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const threadId = current.current.id;
      dispatch({ kind: "start", question });
      try {
        const response = await fetchWorkspace(threadId ? `${threadUrl(threadId)}/turns` : "/api/workspace/threads", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(documentIds?.length ? { question, documentIds } : { question }),
          signal: controller.signal,
        });
        const plan = readPlan(response);
        if (plan) dispatch({ kind: "planned", ...plan });
        void queryClient.invalidateQueries({ queryKey: ["threads"] });
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
    },
    [queryClient],
  );

  const stop = useCallback(() => {
    running.current?.abort();
    running.current = null;
    const id = current.current.id;
    dispatch({ kind: "cancel" });
    if (id) void fetchWorkspace(`${threadUrl(id)}/stop`, { method: "POST" }).catch(() => undefined);
  }, []);

  /**
   * Shows a thread read from the server. The thread this browser holds is kept as it is while it
   * is answering live here or already has every turn (its last answer may still be revealing).
   */
  const open = useCallback((thread: ThreadView) => {
    const held = current.current;
    if (thread.id === held.id && (running.current || (held.turns.length >= thread.turns.length && !isStreaming(held)))) return;
    running.current?.abort();
    running.current = null;
    dispatch({ kind: "load", thread });
  }, []);

  /** An empty pane for a new thread; an answer still running goes on and is kept on the server. */
  const startNew = useCallback(() => {
    running.current?.abort();
    running.current = null;
    dispatch({ kind: "reset" });
  }, []);

  // A thread opened while its answer was still being written: follow it until it is finished.
  const catchingUp = state.id !== null && isStreaming(state) && running.current === null;
  useEffect(() => {
    if (!catchingUp || !state.id) return;
    const id = state.id;
    const timer = setInterval(async () => {
      const thread = await fetchJson<ThreadView>(threadUrl(id)).catch(() => null);
      if (thread && current.current.id === id && !running.current) dispatch({ kind: "load", thread });
    }, CATCH_UP_EVERY_MS);
    return () => clearInterval(timer);
  }, [catchingUp, state.id]);

  useEffect(() => () => running.current?.abort(), []);

  return { thread: state, ask, stop, open, startNew };
}
