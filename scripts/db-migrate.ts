// npm run db:migrate
// Applies the configured store's pending migrations and says which: PostgreSQL when DATABASE_URL
// is set (openers take turns under an advisory lock, so running this beside live instances is
// safe), else the SQLite file in the data folder. Instances also migrate on open; this lets a
// deployment migrate once, before it starts them.
import { openDb, openPg } from "../lib/db/connection";
import { env } from "../lib/env";

const config = env();
if (config.databaseUrl) {
  const where = config.databaseUrl.replace(/\/\/[^@/]*@/, "//");
  const store = openPg(config.databaseUrl, (ids) => console.log(ids.length ? `applied ${ids.join(", ")} to ${where}` : `${where} is up to date`));
  store.close();
} else {
  const store = openDb(config.databasePath);
  console.log(`${config.databasePath} is migrated`);
  store.close();
}
