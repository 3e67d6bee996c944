// What the workspace's thread routes do, framework-free: ask in a new or existing thread (with
// the follow-up's inherited context), read a thread as its owner or as another signed-in user,
// rename, delete and stop. Only the owner changes a thread; anyone signed in may read it.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { planTurn, type PreviousTurn } from "./follow-up";
import { readQuestionMentions } from "./question-mentions";
import { answerTurn, isAnswering, stopAnswering } from "./run-turn";
import { addTurn, createThread, deleteThread, findThread, renameThread, saveTurnAnswer, threadTurns } from "./thread-store";
import { MAX_TITLE_LENGTH, titleFromQuestion, type ThreadTurn, type ThreadView } from "./thread-types";

const MAX_SCOPED_DOCUMENTS = 500;

export const askBody = z.object({
  question: z.string().trim().min(1).max(2000),
  documentIds: z
    .array(z.string().regex(/^[A-Za-z0-9-]{1,64}$/))
    .max(MAX_SCOPED_DOCUMENTS)
    .optional(),
});

export const renameBody = z.object({ title: z.string().trim().min(1).max(MAX_TITLE_LENGTH) });

export const THREAD_ID = /^[0-9a-f-]{36}$/;

function problem(status: number, detail: string): Response {
  return Response.json({ detail }, { status, headers: { "cache-control": "no-store" } });
}

function previousTurn(turn: ThreadTurn | undefined): PreviousTurn | null {
  if (!turn) return null;
  const cited = Object.values(turn.sources).map((s) => s.documentMetadata);
  return {
    query: turn.query,
    context: turn.context,
    citedCompanies: [...new Set(cited.map((d) => d.companyName).filter(Boolean))],
    citedDocumentIds: [...new Set(cited.map((d) => d.id))],
  };
}

/**
 * Asks `question` in the thread (a new one when `threadId` is undefined) and returns the answer's
 * event stream, with the thread, the turn and its context in headers.
 */
export async function askInThread(owner: string, threadId: string | undefined, ask: z.infer<typeof askBody>): Promise<Response> {
  let id = threadId;
  if (id) {
    const thread = findThread(id);
    if (!thread) return problem(404, "Thread not found.");
    if (thread.owner !== owner) return problem(403, "This thread is shared with you to read; start your own to ask.");
    if (isAnswering(id)) return problem(409, "This thread is still answering its last question.");
  } else {
    id = randomUUID();
    createThread({ id, owner, title: titleFromQuestion(ask.question) });
  }
  const plan = planTurn(ask.question, readQuestionMentions, previousTurn(threadTurns(id).at(-1)), ask.documentIds);
  const position = addTurn(id, { question: ask.question, query: plan.query, context: plan.context });
  const response = await answerTurn(id, position, { query: plan.query, documentIds: plan.documentIds });
  response.headers.set("x-thread-id", id);
  response.headers.set("x-turn-position", String(position));
  response.headers.set("x-turn-plan", encodeURIComponent(JSON.stringify({ query: plan.query, context: plan.context })));
  return response;
}

/** The thread as `viewer` may see it; a turn left "streaming" by a stopped server is reported as interrupted. */
export function readThread(id: string, viewer: string): ThreadView | null {
  const thread = findThread(id);
  if (!thread) return null;
  const turns = threadTurns(id);
  const last = turns.at(-1);
  if (last?.status === "streaming" && !isAnswering(id)) {
    const interrupted = { ...last, status: "failed" as const, error: "The answer was interrupted before it was complete." };
    saveTurnAnswer(id, last.position, interrupted);
    turns[turns.length - 1] = interrupted;
  }
  const { owner, ...summary } = thread;
  return { ...summary, owner, readOnly: owner !== viewer, turns };
}

export function renameOwnThread(id: string, owner: string, title: string): Response {
  return renameThread(id, owner, title) ? Response.json({ id, title }) : problem(404, "Thread not found.");
}

export function deleteOwnThread(id: string, owner: string): Response {
  return deleteThread(id, owner) ? new Response(null, { status: 204 }) : problem(404, "Thread not found.");
}

export function stopOwnThread(id: string, owner: string): Response {
  const thread = findThread(id);
  if (!thread || thread.owner !== owner) return problem(404, "Thread not found.");
  return Response.json({ stopped: stopAnswering(id) });
}
