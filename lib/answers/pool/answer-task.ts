// The worker's side of the answer pool: one task composes one answer with `runAnswer` and posts
// its events to the port it was given, as they are made. The request thread stops a task by
// raising the shared cancel flag; it is read before the work starts and between events, and
// turns into the abort signal the pipeline already honours.
//
// Events made in one go (an answer's text comes as dozens of fragments at once) travel together,
// in one message, so that the request thread wakes once per batch rather than once per fragment.
// For a stream, the batch is sent as the SSE frames themselves, encoded here: the request thread
// then writes bytes to the socket and does no JSON work of its own for the answer.
import type { MessagePort } from "node:worker_threads";
import { documentMetadataV1, documentMetadataV2 } from "../../catalog/document-shapes";
import type { CatalogDocument } from "../../catalog/types";
import { useLentStore } from "../../db/connection";
import type { LentStoreHandle } from "../../db/lent-store";
import { eventFrame } from "../../http/sse";
import type { AnswerEvent } from "../answer-events";
import { runAnswer, searchNotice } from "../run-answer";
import { lowerThreadPriority } from "./thread-priority";

/** How far below the request thread the workers run (a nice value; see thread-priority.ts). */
const WORKER_NICENESS = 10;
lowerThreadPriority(WORKER_NICENESS);

/** The document metadata shapes an answer's frames can be written in. */
const SHAPES: Record<FrameShape, (document: CatalogDocument) => unknown> = { v1: documentMetadataV1, v2: documentMetadataV2 };
export type FrameShape = "v1" | "v2";

export interface AnswerTask {
  query: string;
  documentIds?: string[];
  /** Where the events go. */
  port: MessagePort;
  /** One Int32 set to 1 by the request thread when the client has gone. */
  cancel: SharedArrayBuffer;
  /** Send SSE frames with document metadata in this shape instead of events. */
  frames?: FrameShape;
  /** The request thread has sent the search notice that opens every answer: leave it out. */
  noticeSent?: boolean;
  /** With PostgreSQL, the connection the request thread lends this task (worker threads cannot open one). */
  store?: LentStoreHandle;
}

/**
 * A message on the task's port: events (or their SSE frames, UTF-8, the buffer transferred), or
 * the end of the answer (with its error, if any).
 */
export type TaskMessage = { events: AnswerEvent[] } | { frames: Uint8Array } | { end: true; error?: string };

/** Gathers what an answer makes in one turn of the event loop and posts it as one message. */
class Batcher {
  private events: AnswerEvent[] = [];
  private scheduled = false;
  /** Set once the port is closed: nothing more is posted. */
  closed = false;
  private readonly encoder = new TextEncoder();

  constructor(private readonly task: AnswerTask) {}

  add(event: AnswerEvent): void {
    this.events.push(event);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.flush());
  }

  flush(): void {
    this.scheduled = false;
    if (this.closed || !this.events.length) return;
    const events = this.events;
    this.events = [];
    const shape = this.task.frames;
    if (!shape) {
      this.task.port.postMessage({ events } satisfies TaskMessage);
      return;
    }
    const frames = this.encoder.encode(events.map((e) => eventFrame(e, SHAPES[shape])).join(""));
    this.task.port.postMessage({ frames } satisfies TaskMessage, [frames.buffer]);
  }
}

export default async function answerTask(task: AnswerTask): Promise<void> {
  const flag = new Int32Array(task.cancel);
  const cancelled = () => Atomics.load(flag, 0) === 1;
  const abort = new AbortController();
  const batch = new Batcher(task);
  const notice = task.noticeSent ? JSON.stringify(searchNotice(task.query)) : undefined;
  let first = true;
  let error: string | undefined;
  const giveBack = useLentStore(task.store);
  try {
    if (cancelled()) return;
    for await (const event of runAnswer({ query: task.query, documentIds: task.documentIds, signal: abort.signal })) {
      if (cancelled()) {
        abort.abort();
        break;
      }
      // The pipeline opens with the same notice the request thread has already sent.
      const repeat = first && notice !== undefined && JSON.stringify(event) === notice;
      first = false;
      if (!repeat) batch.add(event);
    }
  } catch (caught) {
    if (!cancelled()) console.error("answer failed in worker", caught);
    error = caught instanceof Error ? caught.message : String(caught);
  } finally {
    giveBack();
    // Always said, after what was made, so the request thread never waits on an answer that is over.
    if (!cancelled()) batch.flush();
    batch.closed = true;
    task.port.postMessage({ end: true, error } satisfies TaskMessage);
    task.port.close();
  }
}
