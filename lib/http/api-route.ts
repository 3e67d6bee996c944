// The one wrapper every API route handler goes through: key check, per-key rate limit,
// validation of query, path and body into the interface's 422 body, and error mapping. Handlers
// receive typed input and return data (sent as JSON) or a Response of their own (a stream).
import type { z } from "zod";
import { NotFoundError } from "../catalog/errors";
import { verifyApiKey, type ApiKeyIdentity } from "./api-keys";
import { rateLimit } from "./rate-limit";
import { MAX_BODY_BYTES } from "./request-gate";
import { issuesOf, validationBody, ValidationError, type RequestPart, type ValidationIssue } from "./validation";

/** The second argument Next.js gives a route handler. */
export interface RouteContext {
  params: Promise<Record<string, string | string[] | undefined>>;
}

export interface ApiInput<Q, B, P> {
  query: Q;
  body: B;
  params: P;
  request: Request;
  key: ApiKeyIdentity;
}

export interface ApiRouteSpec<Q extends z.ZodType, B extends z.ZodType, P extends z.ZodType> {
  query?: Q;
  /** When given, the body is read as JSON; an empty body is `undefined` to this schema. */
  body?: B;
  params?: P;
  /** v1 by-id operations answer 422 with one `detail` string instead of the issue list. */
  genericValidationDetail?: boolean;
  handle(input: ApiInput<z.output<Q>, z.output<B>, z.output<P>>): unknown;
}


function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** Query values as strings: a repeated parameter joined with commas, an empty one left out. */
function queryObject(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    if (value === "") continue;
    query[name] = name in query ? `${query[name]},${value}` : value;
  }
  return query;
}

/** The body as text, read no further than the limit (a chunked body declares no length). */
async function boundedText(request: Request): Promise<string | "too-large"> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return "too-large";
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

async function readJsonBody(request: Request): Promise<{ value: unknown } | { issue: ValidationIssue } | "too-large"> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) return "too-large";
  const text = await boundedText(request);
  if (text === "too-large") return text;
  if (text.trim() === "") return { value: undefined };
  try {
    return { value: JSON.parse(text) };
  } catch {
    return { issue: { loc: ["body"], msg: "JSON decode error: the body is not valid JSON", type: "json_invalid" } };
  }
}

/** The parsed value, or undefined with its problems added to `issues`. */
function validate(schema: z.ZodType | undefined, input: unknown, part: RequestPart, issues: ValidationIssue[]): unknown {
  if (!schema) return input;
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  issues.push(...issuesOf(result.error, part));
  return undefined;
}

export function apiRoute<
  Q extends z.ZodType = z.ZodObject<{}>,
  B extends z.ZodType = z.ZodUndefined,
  P extends z.ZodType = z.ZodObject<{}>,
>(spec: ApiRouteSpec<Q, B, P>): (request: Request, context: RouteContext) => Promise<Response> {
  const shape = spec.genericValidationDetail ? "generic" : "list";
  return async (request, context) => {
    try {
      const presented = request.headers.get("x-api-key")?.trim();
      if (!presented) return json(401, { detail: "Missing API key: send it in the X-API-Key header" });
      const key = verifyApiKey(presented);
      if (!key) return json(401, { detail: "Invalid API key" });

      const decision = await rateLimit(key.id);
      if (!decision.allowed) {
        return json(429, { detail: "Rate limit exceeded; retry later" }, { "Retry-After": String(decision.retryAfterSeconds) });
      }

      const issues: ValidationIssue[] = [];
      const params = validate(spec.params, await context.params, "path", issues);
      const query = validate(spec.query, queryObject(new URL(request.url)), "query", issues);
      let body: unknown;
      if (spec.body) {
        const read = await readJsonBody(request);
        if (read === "too-large") return json(413, { detail: `Request body larger than ${MAX_BODY_BYTES} bytes` });
        if ("issue" in read) issues.push(read.issue);
        else body = validate(spec.body, read.value, "body", issues);
      }
      if (issues.length) return json(422, validationBody(issues, shape));

      const result = await spec.handle({ query, body, params, request, key } as ApiInput<z.output<Q>, z.output<B>, z.output<P>>);
      return result instanceof Response ? result : json(200, result);
    } catch (error) {
      if (error instanceof NotFoundError) return json(404, { detail: error.message });
      if (error instanceof ValidationError) return json(422, validationBody(error.issues, shape));
      console.error(`${request.method} ${new URL(request.url).pathname} failed`, error);
      return json(500, { detail: "Internal server error" });
    }
  };
}
