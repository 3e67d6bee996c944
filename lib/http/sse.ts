// Answer events over HTTP: a server-sent event stream for the streaming operation, and the
// collected `{ content, sourceMap }` for the operations that answer in one response.
import type { CatalogDocument } from "../catalog/types";
import { markersIn } from "../answers/citation-refs";
import { toWireEvent, toWireSources, type AnswerEvent, type WireSource } from "../answers/answer-events";

export const SSE_HEADERS: Record<string, string> = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-transform",
  Connection: "keep-alive",
  // Proxies (nginx and its kin) hold responses back unless told not to.
  "X-Accel-Buffering": "no",
};

/**
 * The longest an answer may take: past it the work is stopped and the response ends properly (a
 * warning and `done` on the stream; what was written, and a note, in one response). A question
 * costs well under a second to answer; this bounds what an unforeseen one can cost.
 */
export const ANSWER_DEADLINE_MS = 25_000;
const STOPPED = "The answer took too long and was stopped.";

/** Data-only frame: the JSON on one line, then a blank line. */
export function sseFrame(data: unknown): string {
  return `data: ${JSON.stringify(data)}\n\n`;
}

/** A controller for an answer's work, aborted when the client goes away (or by a deadline). */
export function abortOnDisconnect(request: Request): AbortController {
  const abort = new AbortController();
  request.signal.addEventListener("abort", () => abort.abort(), { once: true });
  return abort;
}

export interface SseOptions<M> {
  documentMetadata: (document: CatalogDocument) => M;
  /** Aborted when the client goes away, so the producer stops its work. */
  abort?: AbortController;
  /** A comment line is sent when nothing else has been sent for this long. */
  heartbeatMs?: number;
  deadlineMs?: number;
}

/** The SSE frame of one answer event, with the document metadata in the shape given. */
export function eventFrame<M>(event: AnswerEvent, documentMetadata: (document: CatalogDocument) => M): string {
  return sseFrame(toWireEvent(event, documentMetadata));
}

/** Streams `events` as `text/event-stream`; stops the iterator when the client disconnects. */
export function sseResponse<M>(events: AsyncIterable<AnswerEvent>, options: SseOptions<M>): Response {
  async function* frames(): AsyncGenerator<string> {
    for await (const event of events) yield eventFrame(event, options.documentMetadata);
  }
  return sseFramesResponse(frames(), options);
}

/**
 * Streams chunks that are already SSE frames (one or several whole frames each, as text or
 * UTF-8): what the answer workers send, encoded off the request thread, so that relaying an
 * answer here costs one write per batch of events and no JSON work.
 */
export function sseFramesResponse(chunks: AsyncIterable<string | Uint8Array>, options: Omit<SseOptions<never>, "documentMetadata">): Response {
  const encoder = new TextEncoder();
  const heartbeatMs = options.heartbeatMs ?? 10_000;
  const iterator = chunks[Symbol.asyncIterator]();
  let timer: ReturnType<typeof setInterval> | undefined;
  let deadline: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const stop = () => {
    if (closed) return;
    closed = true;
    clearInterval(timer);
    clearTimeout(deadline);
    options.abort?.abort();
    void iterator.return?.();
  };

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let lastSent = Date.now();
      const send = (chunk: string | Uint8Array) => {
        if (closed) return;
        lastSent = Date.now();
        controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
      };
      timer = setInterval(() => {
        if (Date.now() - lastSent >= heartbeatMs) send(": keep-alive\n\n");
      }, Math.max(50, Math.floor(heartbeatMs / 2)));
      deadline = setTimeout(() => {
        if (closed) return;
        send(sseFrame({ type: "warning", message: STOPPED }));
        send(sseFrame({ type: "done" }));
        stop();
        controller.close();
      }, options.deadlineMs ?? ANSWER_DEADLINE_MS);

      void (async () => {
        try {
          for (;;) {
            const next = await iterator.next();
            if (next.done || closed) break;
            send(next.value);
          }
        } catch (error) {
          if (!closed) {
            // The stream has already started with 200; say so in-band and end it properly.
            console.error("answer stream failed", error);
            send(sseFrame({ type: "warning", message: "The answer could not be completed." }));
            send(sseFrame({ type: "done" }));
          }
        } finally {
          if (!closed) {
            closed = true;
            clearInterval(timer);
            clearTimeout(deadline);
            controller.close();
          }
        }
      })();
    },
    cancel() {
      stop();
    },
  });

  return new Response(body, { status: 200, headers: SSE_HEADERS });
}

export interface CollectedAnswer<M> {
  content: string;
  sourceMap: Record<string, WireSource<M>>;
}

/**
 * The whole answer: message fragments joined, and the sources of the last `sources` event that
 * the content cites (an uncited source is no source).
 */
export async function collectAnswer<M>(
  events: AsyncIterable<AnswerEvent>,
  documentMetadata: (document: CatalogDocument) => M,
  options: { abort?: AbortController; deadlineMs?: number } = {},
): Promise<CollectedAnswer<M>> {
  let content = "";
  let sources: Extract<AnswerEvent, { type: "sources" }>["sources"] = [];
  const iterator = events[Symbol.asyncIterator]();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), options.deadlineMs ?? ANSWER_DEADLINE_MS)));
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), late]);
      if (next === "late") {
        // The producer stops its work on the abort; returning the iterator lets it finish.
        options.abort?.abort();
        void iterator.return?.();
        content += `${content ? "\n\n" : ""}${STOPPED}`;
        break;
      }
      if (next.done) break;
      const event = next.value;
      if (event.type === "message") content += event.content;
      else if (event.type === "sources") sources = event.sources;
    }
  } finally {
    clearTimeout(timer);
  }
  const cited = new Set(markersIn(content));
  return { content, sourceMap: toWireSources(sources.filter((s) => cited.has(s.ref)), documentMetadata) };
}
