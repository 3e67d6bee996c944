import { describe, expect, it } from "vitest";
import { gateApiRequest, MAX_URL_LENGTH, pathDecodes } from "./request-gate";

const base = "http://localhost:3000";
const gate = (method: string, path: string, headers: Record<string, string> = {}) =>
  gateApiRequest(method, base + path, new Headers(headers));

describe("the request gate", () => {
  it("lets well-formed requests through", () => {
    expect(gate("GET", "/api/v2/companies/list?limit=5")).toBeNull();
    expect(gate("GET", "/api/v2/companies/Caf%C3%A9")).toBeNull();
    expect(gate("POST", "/api/v2/rag/agent-response", { "content-type": "application/json", "content-length": "20" })).toBeNull();
    // fetch sends a string body as text/plain; a missing type is read as JSON too.
    expect(gate("POST", "/api/v2/rag/agent-response", { "content-type": "text/plain;charset=UTF-8", "content-length": "20" })).toBeNull();
    expect(gate("POST", "/api/v1/rag/agent-response?query=x")).toBeNull();
  });

  it("refuses paths whose percent-encoding does not decode", () => {
    for (const path of ["/api/v2/companies/abc%FF", "/api/v2/documents/%C0%AE%C0%AE", "/api/v1/companies/abc%", "/api/v2/x%E2%82"]) {
      expect(pathDecodes(new URL(base + path).pathname)).toBe(false);
      expect(gate("GET", path)).toEqual({ status: 400, body: { detail: expect.stringContaining("percent-encoding") } });
    }
  });

  it("refuses oversize URLs and declared bodies", () => {
    expect(gate("GET", `/api/v2/companies/search?query=${"a".repeat(MAX_URL_LENGTH)}`)?.status).toBe(414);
    expect(gate("POST", "/api/v2/rag/agent-response", { "content-length": "5000000" })?.status).toBe(413);
    expect(gate("POST", "/api/v2/rag/agent-response", { "content-length": "-1" })?.status).toBe(400);
  });

  it("refuses bodies of the public operations that are not JSON, with a validation body", () => {
    const refusal = gate("POST", "/api/v2/rag/company-retrieval", {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": "11",
    });
    expect(refusal).toEqual({
      status: 422,
      body: { detail: [{ loc: ["body"], msg: "Content-Type must be application/json", type: "content_type" }] },
    });
    expect(gate("POST", "/api/v2/rag/agent-response-stream", { "content-type": "multipart/form-data; boundary=x", "transfer-encoding": "chunked" })?.status).toBe(422);
    expect(gate("POST", "/api/v2/rag/agent-response", { "content-type": "application/vnd.api+json", "content-length": "2" })).toBeNull();
  });

  it("answers a method an operation does not take with a JSON 405 naming the one it does", () => {
    expect(gate("GET", "/api/v2/rag/agent-response")).toEqual({ status: 405, body: { detail: "Method Not Allowed" }, headers: { Allow: "POST" } });
    expect(gate("DELETE", "/api/v1/companies/abc")?.headers).toEqual({ Allow: "GET" });
    expect(gate("HEAD", "/api/v2/companies/list")).toBeNull();
    expect(gate("PUT", "/api/v2/unknown")).toBeNull();
    expect(gate("GET", "/api")).toEqual({ status: 404, body: { detail: "Not Found" } });
  });
});
