// Answers one turn of a thread. The API's event stream is split in two: one branch goes to the
// browser as it arrives, the other is read here and saved as the answer grows. Leaving the page
// cancels only the browser's branch, so the answer is finished and kept; a reload shows it, or
// its progress while it is still being written. Stopping is an explicit request (the stop button).
import { applyAnswerEvent, endAnswer, startAnswer, type AnswerState } from "../workspace/answer-state";
import { callApi, relayApiResponse } from "../workspace/forward-to-api";
import { readAnswerStream } from "../workspace/read-answer-stream";
import { answeringTurn, saveTurnAnswer, stopTurn } from "./thread-store";
import type { TurnAnswer } from "./thread-types";

const SAVE_EVERY_MS = 300;
// The API ends every answer within 25 s (lib/http/sse.ts); a turn asked longer ago than this and
// still marked as being answered was left so by an instance that stopped.
const LONGEST_ANSWER_MS = 60_000;

// Turns being answered by this process, by thread: a thread answers one question at a time.
// Other instances of a team deployment see them in the store as turns still "streaming".
const running = new Map<string, { position: number; controller: AbortController }>();

/** Whether the thread's last question is being answered, here or by another instance. */
export function isAnswering(threadId: string): boolean {
  if (running.has(threadId)) return true;
  const turn = answeringTurn(threadId);
  return turn !== null && Date.now() - Date.parse(turn.askedAt) < LONGEST_ANSWER_MS;
}

/**
 * Stops the thread's running answer; false when there is none. One answered here stops at once;
 * one answered by another instance is marked stopped in the store, and that instance stops it at
 * its next save.
 */
export function stopAnswering(threadId: string): boolean {
  const entry = running.get(threadId);
  if (entry) {
    entry.controller.abort();
    return true;
  }
  const turn = answeringTurn(threadId);
  return turn !== null && stopTurn(threadId, turn.position);
}

function asTurnAnswer(state: AnswerState): TurnAnswer {
  const status = state.status === "idle" ? "failed" : state.status;
  return {
    status,
    content: state.content,
    sources: state.sources,
    thinking: state.thinking,
    warnings: state.warnings,
    error: state.error ?? null,
  };
}

async function keepAnswer(threadId: string, position: number, body: ReadableStream<Uint8Array>, signal: AbortSignal): Promise<void> {
  let state = startAnswer("");
  let savedAt = 0;
  try {
    for await (const event of readAnswerStream(body)) {
      state = applyAnswerEvent(state, event);
      if (Date.now() - savedAt >= SAVE_EVERY_MS) {
        // Not saved: the turn was stopped from another instance. Stop answering it here too.
        const entry = running.get(threadId);
        if (!saveTurnAnswer(threadId, position, asTurnAnswer(state)) && entry?.controller.signal === signal) entry.controller.abort();
        savedAt = Date.now();
      }
    }
    state = endAnswer(state);
  } catch (error) {
    state = signal.aborted
      ? { ...state, status: "cancelled" }
      : { ...state, status: "failed", error: error instanceof Error ? error.message : "The answer failed." };
  }
  // Saved before the turn stops counting as running, so no reader in between takes it for one a
  // stopped server left behind.
  try {
    saveTurnAnswer(threadId, position, asTurnAnswer(state));
  } finally {
    if (running.get(threadId)?.controller.signal === signal) running.delete(threadId);
  }
}

function failTurn(threadId: string, position: number, message: string): void {
  saveTurnAnswer(threadId, position, { status: "failed", content: "", sources: {}, thinking: [], warnings: [], error: message });
}

/**
 * Asks the API and returns the response for the browser: the event stream, or the API's error
 * (the turn is then saved as failed with its message).
 */
export async function answerTurn(
  threadId: string,
  position: number,
  request: { query: string; documentIds?: string[] },
): Promise<Response> {
  running.get(threadId)?.controller.abort();
  const controller = new AbortController();
  running.set(threadId, { position, controller });
  const body = request.documentIds?.length ? { query: request.query, documentIds: request.documentIds.join(",") } : { query: request.query };
  let upstream: Response;
  try {
    upstream = await callApi({ method: "POST", path: "/api/v2/rag/agent-response-stream", body, signal: controller.signal });
  } catch (error) {
    running.delete(threadId);
    failTurn(threadId, position, error instanceof Error ? error.message : "The API could not be reached.");
    throw error;
  }
  if (!upstream.ok || !upstream.body) {
    running.delete(threadId);
    const problem = (await upstream.json().catch(() => null)) as { detail?: unknown } | null;
    const detail = typeof problem?.detail === "string" ? problem.detail : `The API answered ${upstream.status}.`;
    failTurn(threadId, position, detail);
    return Response.json({ detail }, { status: upstream.ok ? 502 : upstream.status });
  }
  const [toBrowser, toStore] = upstream.body.tee();
  void keepAnswer(threadId, position, toStore, controller.signal);
  return relayApiResponse(new Response(toBrowser, { status: upstream.status, headers: upstream.headers }));
}
