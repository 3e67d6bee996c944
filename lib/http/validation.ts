// Validation problems in the shape the interface promises: `{ loc, msg, type }`, one entry per
// problem, worded the way clients of this interface already parse (the FastAPI/pydantic style:
// "Field required" / `missing`, "Input should be less than or equal to 1000" / `less_than_equal`).
import type { z } from "zod";

export interface ValidationIssue {
  loc: string[];
  msg: string;
  type: string;
}

export type RequestPart = "query" | "body" | "path";

/**
 * Thrown by a handler for a problem only it can see (a combination of fields, say); the route
 * wrapper answers 422 with it exactly as it does for schema problems.
 */
export class ValidationError extends Error {
  constructor(readonly issues: ValidationIssue[]) {
    super(issues.map((i) => i.msg).join("; "));
    this.name = "ValidationError";
  }
}

type Issue = z.core.$ZodIssue;

function describe(value: unknown): string {
  return typeof value === "string" ? `'${value}'` : String(value);
}

function oneOf(values: readonly unknown[]): string {
  const shown = values.map(describe);
  return shown.length > 1 ? `${shown.slice(0, -1).join(", ")} or ${shown.at(-1)}` : (shown[0] ?? "");
}

function typeAndMessage(issue: Issue): { type: string; msg: string } {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined
        ? { type: "missing", msg: "Field required" }
        : { type: `${issue.expected}_type`, msg: `Input should be a valid ${issue.expected}` };
    case "too_big":
      if (issue.origin === "string") {
        return { type: "string_too_long", msg: `String should have at most ${issue.maximum} characters` };
      }
      return issue.inclusive === false
        ? { type: "less_than", msg: `Input should be less than ${issue.maximum}` }
        : { type: "less_than_equal", msg: `Input should be less than or equal to ${issue.maximum}` };
    case "too_small":
      if (issue.origin === "string") {
        const unit = issue.minimum === 1 ? "character" : "characters";
        return { type: "string_too_short", msg: `String should have at least ${issue.minimum} ${unit}` };
      }
      return issue.inclusive === false
        ? { type: "greater_than", msg: `Input should be greater than ${issue.minimum}` }
        : { type: "greater_than_equal", msg: `Input should be greater than or equal to ${issue.minimum}` };
    case "invalid_value":
      return { type: "enum", msg: `Input should be ${oneOf(issue.values)}` };
    case "invalid_format":
      return issue.format === "uuid" || issue.format === "guid"
        ? { type: "uuid_parsing", msg: "Input should be a valid UUID" }
        : { type: "string_pattern_mismatch", msg: issue.message };
    case "custom":
      return { type: typeof issue.params?.type === "string" ? issue.params.type : "value_error", msg: issue.message };
    default:
      return { type: issue.code, msg: issue.message };
  }
}

/** The interface's issue list for one part of the request. */
export function issuesOf(error: z.ZodError, part: RequestPart): ValidationIssue[] {
  return error.issues.map((issue) => ({
    loc: [part, ...issue.path.map(String)],
    ...typeAndMessage(issue),
  }));
}

/** The 422 body: the list form, or (v1 by-id operations) one sentence naming every problem. */
export function validationBody(issues: ValidationIssue[], shape: "list" | "generic"): { detail: unknown } {
  if (shape === "list") return { detail: issues };
  return { detail: issues.map((i) => `${i.loc.join(".")}: ${i.msg}`).join("; ") };
}
