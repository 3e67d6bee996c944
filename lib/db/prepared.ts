// Statements are compiled once per connection and reused: a read costs one step of a prepared
// statement, never a parse. Keyed by connection so tests and commands that open another
// database get their own.
import type { Db, Statement } from "./connection";

const cache = new WeakMap<Db, Map<string, Statement>>();

export function prepared(database: Db, sql: string): Statement {
  let statements = cache.get(database);
  if (!statements) cache.set(database, (statements = new Map()));
  let statement = statements.get(sql);
  if (!statement) statements.set(sql, (statement = database.prepare(sql)));
  return statement;
}
