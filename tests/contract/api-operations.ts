// The fourteen operations of the interface with the shape of each one's 200 body, and the checks
// every response must pass whatever was sent: never a 5xx, an error body the interface defines,
// a 200 body of the operation's shape, a stream of valid events ending in `done`.
import type { z } from "zod";
import {
  agentAnswerV1Schema, agentAnswerV2Schema, answerEventSchema, chunksV1Schema, chunksV2Schema, companySchema,
  documentDetailV1Schema, documentDetailV2Schema, documentListItemV1Schema, errorSchema, validationErrorSchema,
} from "@/lib/openapi/response-schemas";
import { z as zod } from "zod";

export interface Operation {
  name: string;
  method: "GET" | "POST";
  /** The path, with `{id}` where a by-id operation takes its id. */
  path: string;
  /** Query parameters it reads, for the fuzzer to fill. */
  params: string[];
  /** Body fields it reads (POST). */
  bodyFields: string[];
  ok: z.ZodType | "stream";
}

export const OPERATIONS: Operation[] = [
  { name: "1 list companies v1", method: "GET", path: "/api/v1/companies/list", params: ["tickers", "countries", "filesWithSec", "ids", "ciks", "permids", "limit"], bodyFields: [], ok: zod.array(companySchema) },
  { name: "2 get company v1", method: "GET", path: "/api/v1/companies/{id}", params: [], bodyFields: [], ok: companySchema },
  { name: "3 list documents v1", method: "GET", path: "/api/v1/documents/list", params: ["documentCategories", "secFormTypes", "companyTickers", "companyIds", "fiscalQuarter", "fiscalYear", "startDate", "endDate", "limit"], bodyFields: [], ok: zod.array(documentListItemV1Schema) },
  { name: "4 get document v1", method: "GET", path: "/api/v1/documents/{id}", params: [], bodyFields: [], ok: documentDetailV1Schema },
  { name: "5 chunks v1", method: "GET", path: "/api/v1/rag/chunks", params: ["query", "document_ids"], bodyFields: [], ok: chunksV1Schema },
  { name: "6 agent response v1", method: "POST", path: "/api/v1/rag/agent-response", params: ["query", "documentIds"], bodyFields: ["query", "documentIds"], ok: agentAnswerV1Schema },
  { name: "7 list companies v2", method: "GET", path: "/api/v2/companies/list", params: ["tickers", "countries", "filesWithSec", "ids", "ciks", "permids", "limit"], bodyFields: [], ok: zod.array(companySchema) },
  { name: "8 search companies v2", method: "GET", path: "/api/v2/companies/search", params: ["query", "limit"], bodyFields: [], ok: zod.array(companySchema) },
  { name: "9 get company v2", method: "GET", path: "/api/v2/companies/{id}", params: [], bodyFields: [], ok: companySchema },
  { name: "10 get document v2", method: "GET", path: "/api/v2/documents/{id}", params: [], bodyFields: [], ok: documentDetailV2Schema },
  { name: "11 chunks v2", method: "GET", path: "/api/v2/rag/chunks", params: ["query", "document_ids"], bodyFields: [], ok: chunksV2Schema },
  { name: "12 agent response v2", method: "POST", path: "/api/v2/rag/agent-response", params: [], bodyFields: ["query", "documentIds"], ok: agentAnswerV2Schema },
  { name: "13 agent response stream v2", method: "POST", path: "/api/v2/rag/agent-response-stream", params: [], bodyFields: ["query", "documentIds"], ok: "stream" },
  { name: "14 company retrieval v2", method: "POST", path: "/api/v2/rag/company-retrieval", params: [], bodyFields: ["query"], ok: zod.array(companySchema) },
];

const errorBody = zod.union([errorSchema, validationErrorSchema]);

/** The `data:` objects of a server-sent event stream. */
export function streamEvents(text: string): unknown[] {
  return text
    .split(/\r?\n\r?\n/)
    .map((frame) => frame.split(/\r?\n/).filter((l) => l.startsWith("data:")).map((l) => l.slice(5).trimStart()).join("\n"))
    .filter(Boolean)
    .map((data) => JSON.parse(data) as unknown);
}

/** What is wrong with a response to `operation` (an empty list when nothing is). */
export async function responseProblems(operation: Operation | null, response: Response): Promise<string[]> {
  const text = await response.text();
  const type = response.headers.get("content-type") ?? "";
  if (response.status >= 500) return [`${response.status}: ${text.slice(0, 200)}`];
  // Node's own parser refuses some malformed requests (431, 400) before the app sees them, bodiless.
  if (response.status >= 400 && text === "" && (response.status === 431 || response.status === 400)) return [];
  if (response.status !== 200) {
    if (!type.startsWith("application/json")) return [`${response.status} with ${type || "no type"}: ${text.slice(0, 200)}`];
    const parsed = errorBody.safeParse(JSON.parse(text));
    return parsed.success ? [] : [`${response.status} body is no error shape: ${text.slice(0, 200)}`];
  }
  if (!operation) return [`200 for a path that is no operation: ${text.slice(0, 200)}`];
  if (operation.ok === "stream") {
    if (!type.startsWith("text/event-stream")) return [`stream answered with ${type}`];
    const events = streamEvents(text);
    const bad = events.filter((e) => !answerEventSchema.safeParse(e).success);
    if (bad.length) return [`invalid events: ${JSON.stringify(bad[0]).slice(0, 200)}`];
    const last = events[events.length - 1] as { type?: string } | undefined;
    return last?.type === "done" ? [] : ["the stream does not end with done"];
  }
  const parsed = operation.ok.safeParse(JSON.parse(text));
  return parsed.success ? [] : [`200 body of ${operation.name} off shape: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}`];
}
