import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { NotFoundError } from "../catalog/errors";
import { closeDb } from "../db/connection";
import { resetEnvForTests } from "../env";
import { createApiKey, revokeApiKey } from "./api-keys";
import { apiRoute } from "./api-route";
import { intParam, limitParam, listParam } from "./query-params";
import { ValidationError } from "./validation";

const LIMIT = 3;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "footnote-route-"));
  process.env.DATA_DIR = dir;
  process.env.RATE_LIMIT_PER_MINUTE = String(LIMIT);
  resetEnvForTests();
});
afterAll(() => {
  closeDb();
  rmSync(dir, { recursive: true, force: true });
});

const noParams = { params: Promise.resolve({}) };

function call(handler: ReturnType<typeof apiRoute>, url: string, init: RequestInit & { key?: string | null } = {}) {
  const key = init.key === undefined ? createApiKey("test").key : init.key;
  const headers = new Headers(init.headers);
  if (key) headers.set("X-API-Key", key);
  return handler(new Request(`http://api.test${url}`, { ...init, headers }), noParams);
}

const echo = apiRoute({
  query: z.object({ tickers: listParam().optional(), limit: limitParam(10, 5) }),
  handle: ({ query, key }) => ({ query, key: key.name }),
});

describe("apiRoute", () => {
  it("refuses a missing, unknown or revoked key with 401", async () => {
    for (const key of [null, "fn_nope"]) {
      const response = await call(echo, "/x", { key });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ detail: key ? "Invalid API key" : "Missing API key: send it in the X-API-Key header" });
    }
    const revoked = createApiKey("gone");
    revokeApiKey(revoked.id);
    expect((await call(echo, "/x", { key: revoked.key })).status).toBe(401);
  });

  it("gives the handler typed input: lists joined across repeats, empty values absent, unknown ignored", async () => {
    const response = await call(echo, "/x?tickers=MMM&tickers=AMC&limit=&other=1");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ query: { tickers: ["MMM", "AMC"], limit: 5 }, key: "test" });
  });

  it("lists every problem of query, path and body in one 422", async () => {
    const route = apiRoute({
      query: z.object({ limit: intParam({ min: 1, max: 10 }) }),
      params: z.object({ id: z.string().uuid() }),
      body: z.object({ query: z.string().min(1) }),
      handle: () => "unreachable",
    });
    const request = (body: string) =>
      route(new Request("http://api.test/x?limit=11", { method: "POST", body, headers: { "X-API-Key": createApiKey("t").key } }),
        { params: Promise.resolve({ id: "nope" }) });
    const bad = await request(JSON.stringify({ query: "" }));
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ detail: [
      { loc: ["path", "id"], msg: "Input should be a valid UUID", type: "uuid_parsing" },
      { loc: ["query", "limit"], msg: "Input should be less than or equal to 10", type: "less_than_equal" },
      { loc: ["body", "query"], msg: "String should have at least 1 character", type: "string_too_short" },
    ] });
    const malformed = await request("{not json");
    expect((await malformed.json()).detail).toContainEqual({ loc: ["body"], msg: "JSON decode error: the body is not valid JSON", type: "json_invalid" });
    const missing = await request("");
    expect((await missing.json()).detail).toContainEqual({ loc: ["body"], msg: "Field required", type: "missing" });
  });

  it("uses the generic 422 shape when asked, also for a handler's own ValidationError", async () => {
    const route = apiRoute({
      genericValidationDetail: true,
      handle: () => { throw new ValidationError([{ loc: ["query", "documentIds"], msg: "Too many ids", type: "too_long" }]); },
    });
    const response = await call(route, "/x");
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ detail: "query.documentIds: Too many ids" });
  });

  it("maps NotFoundError to 404 and anything else to a logged, generic 500", async () => {
    const missing = apiRoute({ handle: () => { throw new NotFoundError("Document 'x' not found"); } });
    expect(await (await call(missing, "/x")).json()).toEqual({ detail: "Document 'x' not found" });

    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = apiRoute({ handle: () => { throw new Error("SQLITE_ERROR: no such table: secrets"); } });
    const response = await call(broken, "/x");
    expect(response.status).toBe(500);
    expect(await response.text()).toBe(JSON.stringify({ detail: "Internal server error" }));
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it("passes a handler's own Response through", async () => {
    const stream = apiRoute({ handle: () => new Response("data: {}\n\n", { headers: { "Content-Type": "text/event-stream" } }) });
    const response = await call(stream, "/x");
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    expect(await response.text()).toBe("data: {}\n\n");
  });

  it("answers 429 with Retry-After once a key has spent its budget, other keys unaffected", async () => {
    const key = createApiKey("busy").key;
    for (let i = 0; i < LIMIT; i++) expect((await call(echo, "/x", { key })).status).toBe(200);
    const refused = await call(echo, "/x", { key });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toEqual({ detail: "Rate limit exceeded; retry later" });
    expect((await call(echo, "/x")).status).toBe(200);
  });
});
