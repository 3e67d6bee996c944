// A Node.js request as the fetch API's Request, and a fetch API Response written to a Node.js
// response: what the server's direct lane needs to run the app's route handlers as they are.
import type { IncomingMessage, ServerResponse } from "node:http";

/** The request's body, read no further than `limit` + 1 bytes (the rest is drained and
 * dropped): enough for a handler to see that the body is too large, and no more in memory. */
function boundedBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      if (size > limit) return;
      chunks.push(chunk);
      size += chunk.length;
    });
    request.once("end", () => resolve(Buffer.concat(chunks).subarray(0, limit + 1)));
    request.once("error", reject);
  });
}

function requestUrl(request: IncomingMessage): string {
  const target = request.url ?? "/";
  const host = request.headers.host;
  if (host) {
    try {
      return new URL(target, `http://${host}`).href;
    } catch {
      // A Host header that is no host: the path still routes.
    }
  }
  return new URL(target, "http://localhost").href;
}

/** The request's headers as the fetch API's Headers, repeated ones kept. */
export function webHeaders(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (let i = 0; i + 1 < request.rawHeaders.length; i += 2) headers.append(request.rawHeaders[i]!, request.rawHeaders[i + 1]!);
  return headers;
}

/**
 * The fetch API Request of a Node.js request, with `headers` from `webHeaders`. Its signal aborts
 * when the client goes away before the response has been sent, which is how a handler learns to
 * stop its work.
 */
export async function webRequest(request: IncomingMessage, headers: Headers, response: ServerResponse, bodyLimit: number): Promise<Request> {
  const method = request.method ?? "GET";
  const abort = new AbortController();
  response.once("close", () => {
    if (!response.writableFinished) abort.abort();
  });
  const body = method === "GET" || method === "HEAD" ? null : await boundedBody(request, bodyLimit);
  return new Request(requestUrl(request), { method, headers, body: body?.length ? new Uint8Array(body) : null, signal: abort.signal });
}

/**
 * Writes `answer` to `response`: status, headers, then the body — a server-sent event stream
 * relayed chunk by chunk as it is written, any other body in one write. A client that goes away
 * cancels a stream, which stops whatever produces it.
 */
export async function sendWebResponse(response: ServerResponse, answer: Response, options: { omitBody?: boolean } = {}): Promise<void> {
  response.statusCode = answer.status;
  for (const [name, value] of answer.headers) if (name !== "set-cookie") response.setHeader(name, value);
  const cookies = answer.headers.getSetCookie();
  if (cookies.length) response.setHeader("set-cookie", cookies);
  if (!answer.body || options.omitBody) {
    await answer.body?.cancel();
    response.end();
    return;
  }
  if (!/^text\/event-stream\b/i.test(answer.headers.get("content-type") ?? "")) {
    // A body that is not an event stream is whole when the handler returns: sent in one write,
    // with its length, rather than chunk by chunk.
    const whole = Buffer.from(await answer.arrayBuffer());
    response.setHeader("content-length", whole.byteLength);
    response.end(whole);
    return;
  }
  const reader = answer.body.getReader();
  const cancel = () => void reader.cancel().catch(() => {});
  response.once("close", cancel);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (response.destroyed) return;
      if (!response.write(value)) {
        await new Promise<void>((resolve) => {
          const resume = () => {
            response.off("drain", resume);
            response.off("close", resume);
            resolve();
          };
          response.on("drain", resume);
          response.on("close", resume);
        });
      }
    }
    response.end();
  } catch (error) {
    // The body failed after the status was sent: end the connection rather than pretend success.
    console.error("response body failed", error);
    response.destroy();
  } finally {
    response.off("close", cancel);
  }
}
