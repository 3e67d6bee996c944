// What all eight catalog operations share: the key check, the rate limit, and never a 5xx for
// a malformed request.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENTS, MMM } from "./catalog-fixture";
import { startContractServer, type ContractServer } from "./contract-server";

const RATE_LIMIT = 5;
let server: ContractServer;
let limited: ContractServer;
beforeAll(async () => {
  [server, limited] = await Promise.all([
    startContractServer(),
    startContractServer({ env: { RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) } }),
  ]);
});
afterAll(() => Promise.all([server?.stop(), limited?.stop()]));

const OPERATIONS = [
  "/api/v1/companies/list",
  `/api/v1/companies/${MMM.id}`,
  "/api/v1/documents/list",
  `/api/v1/documents/${DOCUMENTS[0]!.id}`,
  "/api/v2/companies/list",
  "/api/v2/companies/search?query=3m",
  `/api/v2/companies/${MMM.id}`,
  `/api/v2/documents/${DOCUMENTS[0]!.id}`,
];

describe("authentication", () => {
  it.each(OPERATIONS)("%s answers 200 with the key and 401 without it or with a wrong one", async (path) => {
    expect((await server.fetch(path)).status).toBe(200);
    const missing = await server.fetch(path, { key: null });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ detail: "Missing API key: send it in the X-API-Key header" });
    // The key with its last character changed (to one it does not already end with).
    const wrong = await server.fetch(path, { key: `${server.apiKey.slice(0, -1)}${server.apiKey.endsWith("x") ? "y" : "x"}` });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ detail: "Invalid API key" });
  });

  it("checks the key before validating parameters", async () => {
    expect((await server.fetch("/api/v1/documents/list?limit=0", { key: null })).status).toBe(401);
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After once a key has spent its budget, across operations", async () => {
    for (let i = 0; i < RATE_LIMIT; i++) {
      expect((await limited.fetch(OPERATIONS[i % OPERATIONS.length]!)).status).toBe(200);
    }
    const refused = await limited.fetch("/api/v2/companies/list");
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({ detail: "Rate limit exceeded; retry later" });
    // Requests without a valid key are refused before they count against anyone's budget.
    expect((await limited.fetch("/api/v2/companies/list", { key: "fn_wrong" })).status).toBe(401);
  });
});

describe("malformed requests", () => {
  const long = "x".repeat(20_000);
  const hostile = [
    "?limit=99999999999999999999", "?limit=-0", "?limit=%20", "?limit=0x10", "?limit=1&limit=2",
    "?tickers=%27%3B%20DROP%20TABLE%20companies%3B--", `?tickers=${",".repeat(5000)}`, `?ids=${long}`,
    "?countries=%F0%9F%92%A5", "?ciks=abc,000,0", "?filesWithSec=", "?filesWithSec=%00",
    "?fiscalYear=99999999999999999999", "?fiscalQuarter=%E2%80%8B1", "?startDate=2023-02-29",
    "?startDate=0000-00-00", "?endDate=9999-12-31", "?documentCategories=%2C%2C%2C", "?secFormTypes=%25",
    "?companyIds=%22%5D%7D", "?query=%25%5F%5C", `?query=${long}`, "?query=%00", "?limit[]=1", "?%=%",
  ];
  const paths = ["/api/v1/companies/list", "/api/v2/companies/list", "/api/v1/documents/list", "/api/v2/companies/search"];

  it("never answer 5xx for hostile query strings", async () => {
    for (const path of paths) {
      for (const query of hostile) {
        const response = await server.fetch(path + query);
        expect(response.status, path + query).toBeLessThan(500);
        await response.arrayBuffer();
      }
    }
  });

  it("never answer 5xx for hostile ids", async () => {
    const ids = ["%00", "%25", "..%2F..%2Fetc%2Fpasswd", "%27%20OR%201%3D1--", "x".repeat(5000), "%F0%9F%92%A5", "%22"];
    for (const base of ["/api/v1/companies/", "/api/v2/companies/", "/api/v1/documents/", "/api/v2/documents/"]) {
      for (const id of ids) {
        const response = await server.fetch(base + id);
        expect(response.status, base + id).toBeLessThan(500);
        expect([404, 422], base + id).toContain(response.status);
      }
    }
    expect(server.output()).not.toMatch(/failed|Error:/);
  });
});
