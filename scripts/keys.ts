// API keys from the command line:
//   npm run keys -- create <name>            prints the new key (shown only this once)
//   npm run keys -- list                     id, prefix, name, created, last used, status
//   npm run keys -- revoke <id-or-prefix>
import { parseArgs } from "node:util";
import { closeDb } from "../lib/db/connection";
import { createApiKey, listApiKeys, revokeApiKey } from "../lib/http/api-keys";

const USAGE = "usage: npm run keys -- create <name> | list | revoke <id-or-prefix>";

function main(): number {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const [command, ...rest] = positionals;
  switch (command) {
    case "create": {
      const name = rest.join(" ").trim();
      if (!name) break;
      const created = createApiKey(name);
      console.log(`Created key '${created.name}' (id ${created.id}). Store it now; it cannot be shown again:`);
      console.log(created.key);
      return 0;
    }
    case "list": {
      const keys = listApiKeys();
      if (!keys.length) console.log("No API keys. Create one with: npm run keys -- create <name>");
      for (const k of keys) {
        const status = k.revokedAt ? `revoked ${k.revokedAt}` : "active";
        console.log([k.id, k.prefix, k.name, `created ${k.createdAt}`, `last used ${k.lastUsedAt ?? "never"}`, status].join("\t"));
      }
      return 0;
    }
    case "revoke": {
      const [idOrPrefix] = rest;
      if (idOrPrefix === undefined || rest.length !== 1) break;
      const revoked = revokeApiKey(idOrPrefix);
      console.log(`Revoked key '${revoked.name}' (${revoked.prefix}…, id ${revoked.id}).`);
      return 0;
    }
  }
  console.error(USAGE);
  return 2;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  closeDb();
}
