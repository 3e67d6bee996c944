// Makes a fresh installation usable: a first workspace user, a first API key for the person
// running it, and the workspace's own key for its server-side calls. Prints one JSON line with
// what to show. In the embedded mode the generated credentials are kept in data/secrets (owner
// read-only) so that `npm run up` can show them again; team deployments set their own.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { env } from "../lib/env";
import { createApiKey, ensureInitialKey, verifyApiKey } from "../lib/http/api-keys";
import { ensureInitialUser, verifyCredentials } from "../lib/workspace/users";

// Takes no arguments: anything given is a mistake, reported before any credential is made.
parseArgs({ options: {} });

const secrets = path.join(env().dataDir, "secrets");
const keep = (name: string, value: string) => {
  mkdirSync(secrets, { recursive: true, mode: 0o700 });
  writeFileSync(path.join(secrets, name), value, { mode: 0o600 });
};
const kept = (name: string) => {
  const file = path.join(secrets, name);
  return existsSync(file) ? readFileSync(file, "utf8").trim() : undefined;
};

// The person's key first: ensureInitialKey only issues one while no key exists at all.
const created = ensureInitialKey("first key");
if (created) keep("api-key", created.key);
const apiKey = created?.key ?? kept("api-key");

if (!env().workspaceApiKey) keep("workspace-api-key", createApiKey("workspace").key);

const user = await ensureInitialUser();
if (user) keep("first-user.json", JSON.stringify(user));
const remembered = user ?? (kept("first-user.json") ? (JSON.parse(kept("first-user.json")!) as { username: string; password: string }) : null);
// Show remembered credentials only while they still work (a password may have been changed).
const signIn = remembered && (await verifyCredentials(remembered.username, remembered.password)) ? remembered : null;

console.log(
  JSON.stringify({
    username: signIn?.username ?? remembered?.username ?? "admin",
    password: signIn?.password ?? null,
    apiKey: apiKey && verifyApiKey(apiKey) ? apiKey : null,
  }),
);
