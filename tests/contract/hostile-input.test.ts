// Hostile input, two ways, against one server over the fixture catalog with incomplete
// documents: the checked-in corpus of known attacks (hostile-requests.json), and a bounded
// property-based fuzz of all fourteen operations (fast-check). Every response must be a 200 of
// the operation's shape or an error body of the interface — never a 5xx, never a hang.
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPERATIONS, responseProblems, type Operation } from "./api-operations";
import { COMPANIES, DOCUMENTS } from "./catalog-fixture";
import { startContractServer, type ContractServer } from "./contract-server";
import { INCOMPLETE_DOCUMENTS, seedWithIncompleteDocuments } from "./incomplete-catalog";
import { openTestStore } from "../support/test-store";
import path from "node:path";

/** No single request may take longer than this; a cheap request must never cost seconds. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Fuzzed requests per operation (14 operations); FUZZ_RUNS for a longer run by hand. */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 150);

let server: ContractServer;
beforeAll(async () => {
  // FUZZ_BASE_URL and FUZZ_API_KEY aim the same requests at a running server (a real catalog).
  const external = process.env.FUZZ_BASE_URL;
  if (external) {
    const apiKey = process.env.FUZZ_API_KEY ?? "";
    server = {
      baseUrl: external, apiKey, dataDir: "", output: () => "", stop: async () => {},
      fetch: (pathAndQuery, init = {}) => {
        const { key = apiKey, ...rest } = init;
        const headers = new Headers(rest.headers);
        if (key !== null) headers.set("X-API-Key", key);
        return fetch(external + pathAndQuery, { ...rest, headers });
      },
    };
    return;
  }
  server = await startContractServer({
    seed: (dataDir) => {
      const database = openTestStore(dataDir);
      seedWithIncompleteDocuments(database, path.join(dataDir, "files"));
      database.close();
    },
  });
});
afterAll(async () => {
  console.log(`${sent.count} requests sent; slowest ${Math.round(sent.slowestMs)} ms (${sent.slowest})`);
  await server?.stop();
});

type Text = string | { repeat: string; times: number; before: string; after: string };
interface HostileCase {
  note: string;
  method: string;
  path: Text;
  headers?: Record<string, string>;
  body?: Text;
  bodyBase64?: string;
  /** The status required, when the case names one. */
  status?: number;
  operation: string | null;
}

const expand = (t: Text) => (typeof t === "string" ? t : t.before + t.repeat.repeat(t.times) + t.after);
const ids = { companyId: COMPANIES[0]!.id, documentId: INCOMPLETE_DOCUMENTS[0]!.id };
const corpus = (JSON.parse(readFileSync(new URL("./hostile-requests.json", import.meta.url), "utf8")) as { cases: HostileCase[] }).cases;

/** Requests sent and the slowest one's milliseconds to its last byte, reported when the file ends. */
const sent = { count: 0, slowestMs: 0, slowest: "" };

async function send(method: string, pathAndQuery: string, init: { headers?: Record<string, string>; body?: string | Uint8Array } = {}) {
  const started = performance.now();
  const response = await server.fetch(pathAndQuery, {
    method,
    headers: init.headers,
    body: init.body as BodyInit | undefined,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  sent.count++;
  if (ms > sent.slowestMs) Object.assign(sent, { slowestMs: ms, slowest: `${method} ${pathAndQuery.slice(0, 80)}` });
  return new Response(text, { status: response.status, headers: response.headers });
}

describe("the hostile-input corpus", () => {
  it.each(corpus.map((c) => [c.note, c] as const))("%s", async (_note, c) => {
    const target = expand(c.path).replace("{companyId}", ids.companyId).replace("{documentId}", ids.documentId);
    const body = c.bodyBase64 ? Buffer.from(c.bodyBase64, "base64") : c.body === undefined ? undefined : expand(c.body);
    const response = await send(c.method, target, { headers: c.headers, body });
    const operation = OPERATIONS.find((o) => o.name === c.operation) ?? null;
    if (c.status) expect(response.status).toBe(c.status);
    expect(await responseProblems(operation, response)).toEqual([]);
  });
});

// Strings a client might send, hostile or careless: any text, percent-escapes that do not decode,
// query-language syntax, template markers, ids of the catalog.
const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom("%", "%FF", "%C0%AE", "%E2%82", "%00", "%ZZ", "%2F..%2F", "( AND OR", "{{7*7}}", "NEAR(", "\"", "'", "*", "-1", "0", "1e309", "2023-02-30", "FY2022", "Q5"),
  fc.constantFrom(...[...COMPANIES.map((c) => c.id), ...DOCUMENTS.map((d) => d.id), ...INCOMPLETE_DOCUMENTS.map((d) => d.id)]),
);
const rawOrEncoded = fc.tuple(junk, fc.boolean()).map(([text, raw]) => (raw ? text.replace(/[#?&/\s]/g, "") : encodeURIComponent(text)));
const contentTypes = fc.constantFrom(
  "application/json", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/xml", "",
);

function requestFor(operation: Operation) {
  const query = fc.dictionary(fc.constantFrom(...operation.params, "x", "limit", "query"), rawOrEncoded, { maxKeys: 4 });
  const body = fc.oneof(
    fc.json({ maxDepth: 3 }),
    fc.dictionary(fc.constantFrom(...operation.bodyFields, "query", "x"), fc.oneof(junk, fc.jsonValue({ maxDepth: 2 })), { maxKeys: 3 }).map((o) => JSON.stringify(o)),
    fc.string({ maxLength: 60 }),
  );
  return fc.record({ id: rawOrEncoded, query, body, contentType: contentTypes }).map((r) => {
    const search = Object.entries(r.query).map(([k, v]) => `${k}=${v}`).join("&");
    const target = operation.path.replace("{id}", r.id || "x") + (search ? `?${search}` : "");
    const headers: Record<string, string> = r.contentType ? { "Content-Type": r.contentType } : {};
    return { target, headers, body: operation.method === "POST" ? r.body : undefined };
  });
}

describe("fuzzing every operation", () => {
  it.each(OPERATIONS.map((o) => [o.name, o] as const))(
    "%s: no 5xx, no hang, and the interface's bodies",
    async (_name, operation) => {
      await fc.assert(
        fc.asyncProperty(requestFor(operation), async ({ target, headers, body }) => {
          const response = await send(operation.method, target, { headers, body });
          const problems = await responseProblems(operation, response);
          if (problems.length) throw new Error(`${operation.method} ${target}: ${problems.join("; ")}`);
        }),
        { numRuns: RUNS_PER_OPERATION, seed: Number(process.env.FUZZ_SEED ?? 20260), endOnFailure: true },
      );
    },
    RUNS_PER_OPERATION * REQUEST_TIMEOUT_MS,
  );
});
