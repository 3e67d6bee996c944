// Reads the answer stream: data-only server-sent events, one JSON object per frame. Frames that
// are not JSON or of an unknown type are skipped (a newer API may add types); comments
// (heartbeats) never reach the caller.
import { createParser } from "eventsource-parser";
import { decodeStreamedEvent, type StreamedEvent } from "./streamed-events";

export async function* readAnswerStream(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamedEvent> {
  const pending: StreamedEvent[] = [];
  const parser = createParser({
    onEvent(message) {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      const event = decodeStreamedEvent(data);
      if (event) pending.push(event);
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      parser.feed(done ? decoder.decode() : decoder.decode(value, { stream: true }));
      while (pending.length > 0) {
        const event = pending.shift()!;
        yield event;
        if (event.type === "done") return;
      }
      if (done) return;
    }
  } finally {
    // Stopping early (done, an error, or the consumer breaking off) releases the connection.
    await reader.cancel().catch(() => undefined);
  }
}
