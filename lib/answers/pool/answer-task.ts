// The worker's side of the answer pool: one task composes one answer with `runAnswer` and posts
// each event to the port it was given, as it is made. The request thread stops a task by
// raising the shared cancel flag; it is read before the work starts and between events, and
// turns into the abort signal the pipeline already honours.
import type { MessagePort } from "node:worker_threads";
import { useLentStore } from "../../db/connection";
import type { LentStoreHandle } from "../../db/lent-store";
import type { AnswerEvent } from "../answer-events";
import { runAnswer } from "../run-answer";
import { lowerThreadPriority } from "./thread-priority";

/** How far below the request thread the workers run (a nice value; see thread-priority.ts). */
const WORKER_NICENESS = 10;
lowerThreadPriority(WORKER_NICENESS);

export interface AnswerTask {
  query: string;
  documentIds?: string[];
  /** Where the events go, one message each. */
  port: MessagePort;
  /** One Int32 set to 1 by the request thread when the client has gone. */
  cancel: SharedArrayBuffer;
  /** With PostgreSQL, the connection the request thread lends this task (worker threads cannot open one). */
  store?: LentStoreHandle;
}

/** A message on the task's port: an event, or the end of the answer (with its error, if any). */
export type TaskMessage = { event: AnswerEvent } | { end: true; error?: string };

export default async function answerTask(task: AnswerTask): Promise<void> {
  const flag = new Int32Array(task.cancel);
  const cancelled = () => Atomics.load(flag, 0) === 1;
  const abort = new AbortController();
  let error: string | undefined;
  const giveBack = useLentStore(task.store);
  try {
    if (cancelled()) return;
    for await (const event of runAnswer({ query: task.query, documentIds: task.documentIds, signal: abort.signal })) {
      if (cancelled()) {
        abort.abort();
        break;
      }
      task.port.postMessage({ event } satisfies TaskMessage);
    }
  } catch (caught) {
    if (!cancelled()) console.error("answer failed in worker", caught);
    error = caught instanceof Error ? caught.message : String(caught);
  } finally {
    giveBack();
    // Always said, so the request thread never waits on an answer that is over.
    task.port.postMessage({ end: true, error } satisfies TaskMessage);
    task.port.close();
  }
}
