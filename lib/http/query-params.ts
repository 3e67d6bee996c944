// Schemas for query-string values. Every value arrives as a string (a repeated parameter arrives
// joined with commas, an empty one not at all); these turn them into typed values and name each
// problem the way the interface's 422 body does.
import { z } from "zod";

/** A string parsed by `parse`, or an issue of the given type when it returns undefined. */
function parsedString<T>(parse: (raw: string) => T | undefined, type: string, msg: string) {
  return z.string().transform((raw, ctx): T => {
    const value = parse(raw.trim());
    if (value === undefined) {
      ctx.addIssue({ code: "custom", message: msg, params: { type }, input: raw });
      return z.NEVER;
    }
    return value;
  });
}

const INTEGER = /^[+-]?\d+$/;

/** An integer within bounds (inclusive); bounds are checked after parsing, with their own types. */
export function intParam(bounds: { min?: number; max?: number } = {}) {
  let range = z.number();
  if (bounds.min !== undefined) range = range.min(bounds.min);
  if (bounds.max !== undefined) range = range.max(bounds.max);
  return parsedString(
    (raw) => (INTEGER.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : undefined),
    "int_parsing",
    "Input should be a valid integer, unable to parse string as an integer",
  )
    .pipe(range)
    // What the OpenAPI document shows: the value a client sends, not the string it travels as.
    .meta({ type: "integer", minimum: bounds.min, maximum: bounds.max });
}

/** The `limit` of list operations: 1..max, with a default. */
export function limitParam(max: number, fallback: number) {
  return intParam({ min: 1, max }).default(fallback).meta({ type: "integer", minimum: 1, maximum: max, default: fallback });
}

const TRUE = new Set(["true", "1", "yes", "on", "t", "y"]);
const FALSE = new Set(["false", "0", "no", "off", "f", "n"]);

export function boolParam() {
  return parsedString(
    (raw) => (TRUE.has(raw.toLowerCase()) ? true : FALSE.has(raw.toLowerCase()) ? false : undefined),
    "bool_parsing",
    "Input should be a valid boolean, unable to interpret input",
  ).meta({ type: "boolean" });
}

/** An ISO 8601 calendar date (YYYY-MM-DD) that exists: 2023-02-30 is refused. */
export function dateParam() {
  return parsedString(
    (raw) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
      const date = new Date(`${raw}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === raw ? raw : undefined;
    },
    "date_parsing",
    "Input should be a valid date in the format YYYY-MM-DD",
  ).meta({ type: "string", format: "date" });
}

function splitList(raw: string): string[] {
  return [...new Set(raw.split(",").map((v) => v.trim()).filter(Boolean))];
}

/** A comma-separated list; an empty list means the filter is absent. */
export function listParam() {
  return z.string().transform((raw) => {
    const values = splitList(raw);
    return values.length ? values : undefined;
  });
}

/**
 * A comma-separated list of codes from a vocabulary; `parse` maps a value (in any case) to its
 * canonical code. Every unknown value is reported.
 */
export function codeListParam<T extends string>(parse: (value: string) => T | undefined, allowed: readonly string[]) {
  return z.string().transform((raw, ctx): T[] | undefined => {
    const codes: T[] = [];
    for (const value of splitList(raw)) {
      const code = parse(value);
      if (code === undefined) {
        ctx.addIssue({
          code: "custom",
          params: { type: "enum" },
          message: `Unknown value '${value}'; expected one of: ${allowed.join(", ")}`,
          input: value,
        });
      } else if (!codes.includes(code)) {
        codes.push(code);
      }
    }
    return codes.length ? codes : undefined;
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID in its canonical (lower-case) form. */
export function uuidParam() {
  return parsedString((raw) => (UUID.test(raw) ? raw.toLowerCase() : undefined), "uuid_parsing", "Input should be a valid UUID");
}

/** Required free text of at least `min` characters. */
export function textParam(min = 1) {
  return z.string().min(min);
}
