import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiLane } from "./api-lane";
import { MAX_BODY_BYTES } from "./request-gate";
import type { RouteContext } from "./api-route";

let server: Server;
let base: string;
const seen: { signal?: AbortSignal; cancelled?: boolean } = {};

async function echo(request: Request, context: RouteContext): Promise<Response> {
  const body = request.method === "POST" ? await request.text() : null;
  return Response.json({
    method: request.method,
    path: new URL(request.url).pathname,
    query: new URL(request.url).searchParams.get("q"),
    key: request.headers.get("x-api-key"),
    params: await context.params,
    bodyBytes: body === null ? null : Buffer.byteLength(body),
  }, { headers: { "Set-Cookie": "a=1" } });
}

function slowStream(request: Request): Response {
  seen.signal = request.signal;
  const encoder = new TextEncoder();
  let timer: ReturnType<typeof setInterval>;
  let n = 0;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode("data: first\n\n"));
      timer = setInterval(() => {
        if (++n === 4) {
          clearInterval(timer);
          controller.enqueue(encoder.encode("data: done\n\n"));
          controller.close();
        } else controller.enqueue(encoder.encode(`data: ${n}\n\n`));
      }, 150);
    },
    cancel() {
      clearInterval(timer);
      seen.cancelled = true;
    },
  });
  return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
}

beforeAll(async () => {
  const lane = createApiLane([
    { segments: ["api", "v2", "companies", "[id]"], module: { GET: echo } },
    { segments: ["api", "v2", "rag", "agent-response"], module: { POST: echo } },
    { segments: ["api", "v2", "rag", "agent-response-stream"], module: { POST: slowStream } },
    { segments: ["api", "v2", "companies", "list"], module: { GET: () => { throw new Error("boom"); } } },
  ]);
  server = createServer((request, response) => {
    if (lane(request, response)) return;
    response.end("elsewhere");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the API lane", () => {
  it("runs the route's handler with its parameters, query, headers and body", async () => {
    const got = await fetch(`${base}/api/v2/companies/a%20b?q=x`, { headers: { "X-API-Key": "k" } });
    expect(got.status).toBe(200);
    expect(got.headers.getSetCookie()).toEqual(["a=1"]);
    expect(await got.json()).toEqual({ method: "GET", path: "/api/v2/companies/a%20b", query: "x", key: "k", params: { id: "a b" }, bodyBytes: null });
    const posted = await fetch(`${base}/api/v2/rag/agent-response`, { method: "POST", body: JSON.stringify({ query: "hi" }) });
    expect((await posted.json()).bodyBytes).toBe(14);
  });

  it("leaves every other path to the app router, a trailing slash included", async () => {
    expect(await (await fetch(`${base}/api/v2/companies/list/`)).text()).toBe("elsewhere");
    expect(await (await fetch(`${base}/api/workspace/threads`)).text()).toBe("elsewhere");
    expect(await (await fetch(`${base}/sign-in`)).text()).toBe("elsewhere");
  });

  it("applies the request gate first, with the interface's JSON errors", async () => {
    const wrongMethod = await fetch(`${base}/api/v2/rag/agent-response`);
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("allow")).toBe("POST");
    expect(await wrongMethod.json()).toEqual({ detail: "Method Not Allowed" });
    const longUrl = await fetch(`${base}/api/v2/companies/x?q=${"a".repeat(9000)}`);
    expect(longUrl.status).toBe(414);
    // A path that does not decode names no route here: the app router's proxy refuses it.
    expect(await (await fetch(`${base}/api/v2/companies/%FF`)).text()).toBe("elsewhere");
    const form = await fetch(`${base}/api/v2/rag/agent-response`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "a=1" });
    expect(form.status).toBe(422);
  });

  it("answers HEAD without a body and OPTIONS with the methods", async () => {
    const head = await fetch(`${base}/api/v2/companies/x`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const options = await fetch(`${base}/api/v2/companies/x`, { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
  });

  it("gives a handler no more than the body limit and one byte, so it can refuse the rest", async () => {
    // Chunked, without a declared length, so the gate cannot refuse it first.
    const size = MAX_BODY_BYTES + 50_000;
    const got = await new Promise<{ bodyBytes: number }>((resolve, reject) => {
      const request = httpRequest(`${base}/api/v2/rag/agent-response`, { method: "POST" }, (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve(JSON.parse(text)));
      });
      request.on("error", reject);
      for (let sent = 0; sent < size; sent += 10_000) request.write("x".repeat(10_000));
      request.end();
    });
    expect(got.bodyBytes).toBe(MAX_BODY_BYTES + 1);
  });

  it("relays a stream as it is written, and cancels it when the client goes away", async () => {
    const abort = new AbortController();
    const response = await fetch(`${base}/api/v2/rag/agent-response-stream`, { method: "POST", body: "{}", signal: abort.signal });
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe("data: first\n\n");
    abort.abort();
    await expect.poll(() => seen.cancelled, { timeout: 2000 }).toBe(true);
    expect(seen.signal?.aborted).toBe(true);
  });

  it("answers a handler's failure with the interface's 500 body", async () => {
    const got = await fetch(`${base}/api/v2/companies/list`);
    expect(got.status).toBe(500);
    expect(await got.json()).toEqual({ detail: "Internal server error" });
  });
});
