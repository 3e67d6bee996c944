// SQL fragments that the two stores spell differently, for statements otherwise shared. Each takes
// the store (for its dialect) and SQL text, and returns SQL text; values still go as parameters.
import type { Db } from "./connection";

/** The values of a JSON array parameter (or column) as a one-column subquery named `value`. */
export function jsonValues(database: Db, json: string, type: "text" | "bigint" = "text"): string {
  if (database.dialect !== "postgres") return `SELECT value FROM json_each(${json})`;
  const value = type === "text" ? "value" : `CAST(value AS ${type})`;
  return `SELECT ${value} FROM json_array_elements_text(CAST(${json} AS json)) AS value`;
}

/** A text field of a JSON object column (a string, or null when absent). */
export function jsonText(database: Db, column: string, key: string): string {
  return database.dialect === "postgres" ? `(CAST(${column} AS json) ->> '${key}')` : `json_extract(${column}, '$.${key}')`;
}

/** A JSON boolean field as 1 or 0 (null when absent), as SQLite's json_extract gives it. */
export function jsonFlag(database: Db, column: string, key: string): string {
  return database.dialect === "postgres"
    ? `(CASE CAST(${column} AS json) ->> '${key}' WHEN 'true' THEN 1 WHEN 'false' THEN 0 END)`
    : `json_extract(${column}, '$.${key}')`;
}

/** An expression compared and sorted without regard to case. */
export function noCase(database: Db, expression: string): string {
  return database.dialect === "postgres" ? `lower(${expression})` : `${expression} COLLATE NOCASE`;
}

/** A parameter as text, so that PostgreSQL knows its type where only `IS NULL` would tell it. */
export function textParam(database: Db, param: string): string {
  return database.dialect === "postgres" ? `CAST(${param} AS text)` : param;
}

/** A parameter as an integer, for the same reason. */
export function intParam(database: Db, param: string): string {
  return database.dialect === "postgres" ? `CAST(${param} AS bigint)` : param;
}

/** The current time as ISO 8601 text (to the second, or to the millisecond), as stored columns hold it. */
export function isoNow(precise = false): string {
  const now = new Date().toISOString();
  return precise ? now : `${now.slice(0, 19)}Z`;
}

/**
 * Inside a transaction: waits until no other transaction holds `key`, then holds it until this
 * one ends. For writes that read before they write (a document's derived rows), which instances
 * sharing a PostgreSQL database may make at once. SQLite has one writer at a time already.
 */
export function lockWithinTransaction(database: Db, key: string): void {
  if (database.dialect !== "postgres") return;
  database.prepare("SELECT pg_advisory_xact_lock(hashtext(?))").get(key);
}
