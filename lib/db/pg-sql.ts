// The store modules write their statements once, in the placeholders better-sqlite3 reads (`?` in
// order, `@name` by name). PostgreSQL numbers its parameters (`$1`), and folds unquoted names to
// lower case, so an alias such as `AS companyId` would come back as `companyid`. This rewrites a
// statement for it: placeholders numbered (a repeated name reuses its number), mixed-case
// aliases quoted, and DESC and ASC given SQLite's place for nulls (smallest: last in DESC, first in
// ASC; PostgreSQL's default is the reverse). Text inside quotes and comments is left as it is.

export interface PgStatementText {
  text: string;
  /** For each `$n` (in order): the position of a `?` argument, or the key of a named one. */
  slots: (number | string)[];
}

export function toPgStatement(sql: string): PgStatementText {
  let text = "";
  const slots: (number | string)[] = [];
  const named = new Map<string, number>();
  let positional = 0;
  let i = 0;
  while (i < sql.length) {
    const c = sql[i]!;
    if (c === "'" || c === '"') {
      const end = closing(sql, i, c);
      text += sql.slice(i, end);
      i = end;
    } else if (c === "-" && sql[i + 1] === "-") {
      const end = sql.indexOf("\n", i);
      i = end < 0 ? sql.length : end;
    } else if (c === "?") {
      slots.push(positional++);
      text += `$${slots.length}`;
      i++;
    } else if (c === "@" && /[A-Za-z_]/.test(sql[i + 1] ?? "")) {
      const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(sql.slice(i + 1))![0];
      let n = named.get(name);
      if (n === undefined) {
        slots.push(name);
        named.set(name, (n = slots.length));
      }
      text += `$${n}`;
      i += name.length + 1;
    } else if ((c === "D" || c === "A") && /^(?:DESC|ASC)\b(?!\s+NULLS)/.test(sql.slice(i)) && !/[A-Za-z0-9_]/.test(sql[i - 1] ?? "")) {
      const word = c === "D" ? "DESC" : "ASC";
      text += word === "DESC" ? "DESC NULLS LAST" : "ASC NULLS FIRST";
      i += word.length;
    } else if (/[Aa]/.test(c) && /^AS\s+[A-Za-z_]/i.test(sql.slice(i)) && !/[A-Za-z0-9_]/.test(sql[i - 1] ?? "")) {
      const m = /^(AS\s+)([A-Za-z_][A-Za-z0-9_]*)/i.exec(sql.slice(i))!;
      // Mixed case only: an upper-case word after AS is a keyword (AS MATERIALIZED, AS NOT MATERIALIZED).
      text += /[A-Z]/.test(m[2]!) && /[a-z]/.test(m[2]!) ? `${m[1]}"${m[2]}"` : m[0];
      i += m[0].length;
    } else {
      text += c;
      i++;
    }
  }
  return { text, slots };
}

function closing(sql: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === quote) {
      if (sql[i + 1] === quote) i += 2;
      else return i + 1;
    } else i++;
  }
  return sql.length;
}

// PostgreSQL text cannot hold U+0000 (SQLite's can), nor can its JSON functions read "\u0000":
// either would fail the statement. It stands in for nothing a catalog stores, so it becomes
// U+FFFD, which matches nothing a lookup could be after and keeps the rest of a value as it was.
const NUL = /\0/g;
const ESCAPED_NUL = /(?<!\\)((?:\\\\)*)\\u0000/g;

function withoutNul(text: string): string {
  if (text.includes("\0")) text = text.replace(NUL, "\uFFFD");
  return text.includes("\\u0000") ? text.replace(ESCAPED_NUL, "$1\\ufffd") : text;
}

/** A parameter as libpq takes it: text, or null. Bytes go as bytea's hex form. */
export function pgParameter(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return withoutNul(value);
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "1" : "0";
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("hex")}`;
  return String(value);
}
