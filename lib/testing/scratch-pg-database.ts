// Tests that need PostgreSQL make a database of their own on the server TEST_DATABASE_URL names
// (by default the local development server, whose role may create databases) and drop it when
// done. When no server answers, those tests are skipped with a warning that says so, never
// passed silently.
import { randomBytes } from "node:crypto";
import pg from "pg";

export const TEST_SERVER_URL = process.env.TEST_DATABASE_URL ?? "postgres://footnote:footnote@127.0.0.1:5432/footnote";

/** Why the test server cannot be used, or undefined when it answers. */
export async function pgServerProblem(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: TEST_SERVER_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Skips the calling suite loudly when PostgreSQL is not there: returns whether it is. */
export async function pgServerForTests(suite: string): Promise<boolean> {
  const problem = await pgServerProblem();
  if (problem) console.warn(`SKIPPED ${suite}: no PostgreSQL at ${new URL(TEST_SERVER_URL).host} (${problem}); set TEST_DATABASE_URL`);
  return !problem;
}

export interface ScratchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the test server, named footnote_deploy_<label>_<random>. */
export async function createScratchDatabase(label: string): Promise<ScratchDatabase> {
  const name = `footnote_deploy_${label.replace(/\W/g, "_")}_${randomBytes(4).toString("hex")}`;
  await onServer(`CREATE DATABASE "${name}"`);
  const url = new URL(TEST_SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
