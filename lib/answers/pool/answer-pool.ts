// Answers are composed off the request thread, in a pool of worker threads (one per core by
// default), so that the thread serving HTTP only validates, sends and relays: with two hundred
// answers under way it still starts each stream at once and still answers the catalog's
// list operations. The first event (the search under way) is sent from here, before the answer
// waits for a worker; the rest come from the worker as it makes them. A client that goes away
// raises the task's cancel flag, which stops it whether it is queued or running.
import { MessageChannel } from "node:worker_threads";
import path from "node:path";
import Piscina from "piscina";
import { lendConnection } from "../../db/connection";
import { env } from "../../env";
import type { AnswerEvent } from "../answer-events";
import { searchNotice, type AnswerRequest } from "../run-answer";
import type { AnswerTask, TaskMessage } from "./answer-task";

/** Where the worker entry is at run time: the production build bundles server code, so it is
 * found in the app's folder (the one `next start` runs in), not beside the bundle. */
const WORKER_FILE = path.join(process.cwd(), "lib", "answers", "pool", "answer-worker.mjs");

// Kept on globalThis so that module reloads (the development server) reuse one pool.
const holder = globalThis as typeof globalThis & { footnoteAnswerPool?: Piscina };

function pool(): Piscina {
  if (holder.footnoteAnswerPool) return holder.footnoteAnswerPool;
  const { answerWorkers, answerEngine } = env();
  holder.footnoteAnswerPool = new Piscina({
    filename: WORKER_FILE,
    minThreads: answerWorkers,
    maxThreads: answerWorkers,
    // Workers load the sources once; keeping them avoids paying that again after a quiet spell.
    idleTimeout: Infinity,
    // An extractive answer is all computation: one at a time per worker finishes the earliest
    // first. A language model's answer mostly waits on the network, so many share a worker.
    concurrentTasksPerWorker: answerEngine === "llm" ? 32 : 1,
    // Events travel over the task's own port while it runs, so workers must keep their event loop.
    atomics: "disabled",
    // The workers run server code, as the app's server does: `server-only` and its kin resolve
    // to their server builds.
    execArgv: ["--conditions=react-server"],
  });
  return holder.footnoteAnswerPool;
}

/** Starts the workers now rather than at the first question (they take a moment to load). */
export function warmAnswerPool(): void {
  pool();
}

/** Stops the workers (tests, and a server shutting down). */
export async function closeAnswerPool(): Promise<void> {
  const running = holder.footnoteAnswerPool;
  holder.footnoteAnswerPool = undefined;
  await running?.close();
}

/** Events already received from a worker and not yet taken by the reader, with a wake-up. */
class EventQueue {
  private readonly items: TaskMessage[] = [];
  private wake: (() => void) | undefined;

  push(message: TaskMessage): void {
    this.items.push(message);
    this.wake?.();
  }

  async next(): Promise<TaskMessage> {
    while (!this.items.length) await new Promise<void>((resolve) => (this.wake = resolve));
    this.wake = undefined;
    return this.items.shift()!;
  }
}

/**
 * `runAnswer`, composed on a worker thread: the same events in the same order. Breaking off the
 * iteration or aborting `request.signal` stops the work in the worker.
 */
export async function* answerInPool(request: AnswerRequest): AsyncGenerator<AnswerEvent> {
  const notice = searchNotice(request.query);
  yield notice;
  const signal = request.signal;
  if (signal?.aborted) return;

  const cancel = new SharedArrayBuffer(4);
  const stop = () => Atomics.store(new Int32Array(cancel), 0, 1);
  signal?.addEventListener("abort", stop, { once: true });
  const { port1, port2 } = new MessageChannel();
  const queue = new EventQueue();
  port1.on("message", (message: TaskMessage) => queue.push(message));
  // With PostgreSQL the worker uses a connection this thread lends it, until its task is over.
  const lent = lendConnection();
  const task: AnswerTask = { query: request.query, documentIds: request.documentIds, port: port2, cancel, store: lent?.handle };
  // The task's own end is reported on the port; a worker that dies reports it here.
  pool().run(task, { transferList: lent ? [port2, lent.handle.port] : [port2] }).catch((error: unknown) => {
    queue.push({ end: true, error: error instanceof Error ? error.message : String(error) });
  }).finally(() => lent?.end());

  let first = true;
  try {
    for (;;) {
      const message = await queue.next();
      if ("end" in message) {
        if (message.error) throw new Error(`the answer could not be composed: ${message.error}`);
        return;
      }
      // The worker's pipeline opens with the same notice, already sent from here.
      const repeat = first && JSON.stringify(message.event) === JSON.stringify(notice);
      first = false;
      if (!repeat) yield message.event;
    }
  } finally {
    stop();
    signal?.removeEventListener("abort", stop);
    port1.close();
  }
}
