import { describe, expect, it, vi } from "vitest";
import { failureResponse, forwardToApi, type ApiConfig } from "./forward-to-api";

/** What the workspace route wrapper sends for a call that throws. */
async function answered(call: Promise<Response>): Promise<Response> {
  return call.catch(failureResponse);
}

function config(handler: (url: URL, init: RequestInit) => Response | Promise<Response>): ApiConfig & { calls: { url: URL; init: RequestInit }[] } {
  const calls: { url: URL; init: RequestInit }[] = [];
  return {
    baseUrl: "http://api.test",
    apiKey: "fn_secret",
    calls,
    fetch: vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input));
      calls.push({ url, init: init ?? {} });
      return handler(url, init ?? {});
    }) as typeof fetch,
  };
}

describe("forwardToApi", () => {
  it("adds the key on the server and passes only harmless headers back", async () => {
    const api = config(() =>
      Response.json([{ id: "c1" }], { headers: { "set-cookie": "a=b", "x-ratelimit-remaining": "3", "x-api-key": "fn_secret" } }),
    );
    const response = await forwardToApi({ method: "GET", path: "/api/v2/companies/search", search: new URLSearchParams({ query: "acme" }) }, api);
    expect(api.calls[0]!.url.toString()).toBe("http://api.test/api/v2/companies/search?query=acme");
    expect(new Headers(api.calls[0]!.init.headers).get("x-api-key")).toBe("fn_secret");
    expect(await response.json()).toEqual([{ id: "c1" }]);
    expect([...response.headers.keys()].sort()).toEqual(["cache-control", "content-type"]);
  });

  it("relays an event stream as it arrives and cancels upstream when the reader stops", async () => {
    let cancelled = false;
    const encoder = new TextEncoder();
    const api = config(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(encoder.encode('data: {"type":"thinking","content":"…"}\n\n'));
            },
            cancel() {
              cancelled = true;
            },
          }),
          { headers: { "content-type": "text/event-stream" } },
        ),
    );
    const response = await forwardToApi({ method: "POST", path: "/api/v2/rag/agent-response-stream", body: { query: "q" } }, api);
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    expect(response.headers.get("cache-control")).toBe("no-cache, no-transform");
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('"thinking"');
    await reader.cancel();
    expect(cancelled).toBe(true);
    expect(api.calls[0]!.init.body).toBe('{"query":"q"}');
  });

  it("passes the caller's abort signal upstream", async () => {
    const controller = new AbortController();
    const api = config(() => new Response("ok"));
    await forwardToApi({ method: "GET", path: "/api/v2/companies/x", signal: controller.signal }, api);
    expect(api.calls[0]!.init.signal).toBe(controller.signal);
  });

  it("reports a refused key as the workspace's fault, not the user's session", async () => {
    const response = await answered(forwardToApi({ method: "GET", path: "/api/v2/companies/x" }, config(() => new Response(null, { status: 401 }))));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ detail: "The API refused the workspace's key." });
  });

  it("keeps API errors such as 404 and 422 with their bodies", async () => {
    const response = await forwardToApi(
      { method: "GET", path: "/api/v2/companies/x" },
      config(() => Response.json({ detail: "Company not found" }, { status: 404 })),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: "Company not found" });
  });

  it("answers 503 without a key and 502 when the API is down, never with the error text", async () => {
    const noKey = await answered(forwardToApi({ method: "GET", path: "/api/x" }, { baseUrl: "http://api.test", apiKey: undefined }));
    expect(noKey.status).toBe(503);
    const down = await answered(
      forwardToApi(
        { method: "GET", path: "/api/x" },
        config(() => {
          throw new TypeError("connect ECONNREFUSED 10.0.0.1 fn_secret");
        }),
      ),
    );
    expect(down.status).toBe(502);
    expect(await down.text()).not.toContain("ECONNREFUSED");
  });
});
