// Whether a PostgreSQL server answers at the test URL. Kept free of the app's modules, so that the
// vitest config of the PostgreSQL run can ask before any test loads.
import Client from "pg-native";
import { finishConnection } from "../../lib/db/pg-finish";

/** The server the PostgreSQL tests create their databases on (any database of it, for the admin connection). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://footnote:footnote@127.0.0.1:5432/footnote";

/** The URL without its password, to show. */
export const TEST_DATABASE_SHOWN = TEST_DATABASE_URL.replace(/\/\/([^:@/]*)(?::[^@/]*)?@/, "//$1@");

/** Null when a PostgreSQL server answers at `url`; otherwise why not. */
export function postgresUnreachable(url = TEST_DATABASE_URL): string | null {
  const client = new Client();
  try {
    client.connectSync(url);
    client.querySync("SELECT 1");
    return null;
  } catch (error) {
    return error instanceof Error ? error.message.trim() : String(error);
  } finally {
    finishConnection(client);
  }
}
