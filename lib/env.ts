// The one place that reads configuration. Every setting has a default that suits the embedded
// mode (one machine, SQLite and files under ./data); a team deployment overrides them.
// Settings hold secrets, so this module (and the workspace's session, user and proxy modules)
// refuses to be bundled for the browser: "server-only" throws unless resolved under the
// `react-server` condition. Next.js resolves it so in every server layer (route handlers, server
// components, the request proxy); the command-line scripts are server code too and run with
// `tsx --conditions=react-server`; vitest maps it to its empty module (vitest.config.ts).
import "server-only";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import { z } from "zod";

const schema = z.object({
  DATA_DIR: z.string().default("data"),
  DATABASE_PATH: z.string().optional(),
  /** postgres://… selects the PostgreSQL store (a team deployment); unset, the embedded SQLite file. */
  DATABASE_URL: z.string().regex(/^postgres(?:ql)?:\/\//, "a postgres:// URL").optional(),
  FILES_DIR: z.string().optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Where this app is reachable; the default for the file host and the workspace's API. */
  PUBLIC_BASE_URL: z.string().url().optional(),
  /** Base URL of the host that serves signed file links (a CDN or another host may front it). */
  FILE_HOST: z.string().url().optional(),
  FILE_LINK_TTL_SECONDS: z.coerce.number().int().min(1).default(900),
  FILE_LINK_SECRET: z.string().min(32).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  SESSION_SECRET: z.string().min(32).optional(),
  SESSION_TTL_SECONDS: z.coerce.number().int().min(60).default(8 * 3600),
  /** The API the workspace forwards to, and the key it adds server-side. */
  API_BASE_URL: z.string().url().optional(),
  WORKSPACE_API_KEY: z.string().optional(),
  /** "user:scrypt-hash" pairs, comma-separated, for workspace sign-in without a database row. */
  WORKSPACE_USERS: z.string().optional(),
  ANSWER_ENGINE: z.enum(["extractive", "llm"]).default("extractive"),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  INGEST_WORKERS: z.coerce.number().int().min(1).optional(),
  /** Worker threads that compose answers (one per core by default). */
  ANSWER_WORKERS: z.coerce.number().int().min(1).optional(),
  NODE_ENV: z.string().default("development"),
});

export type Env = {
  dataDir: string;
  databasePath: string;
  /** Set when the store is PostgreSQL. */
  databaseUrl: string | undefined;
  filesDir: string;
  port: number;
  publicBaseUrl: string;
  fileHost: string;
  fileLinkTtlSeconds: number;
  fileLinkSecret: string;
  rateLimitPerMinute: number;
  sessionSecret: string;
  sessionTtlSeconds: number;
  apiBaseUrl: string;
  workspaceApiKey: string | undefined;
  workspaceUsers: string | undefined;
  answerEngine: "extractive" | "llm";
  llm: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined };
  ingestWorkers: number;
  answerWorkers: number;
  production: boolean;
};

/**
 * Secrets default to random values kept in the data folder, so the embedded mode is safe
 * without any setup and links and sessions survive a restart.
 */
function persistedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, "secrets", name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  return secret;
}

/** A secret the start-up command wrote to the data folder, if it has. */
function storedSecret(dataDir: string, name: string): string | undefined {
  const file = path.join(dataDir, "secrets", name);
  return existsSync(file) ? readFileSync(file, "utf8").trim() : undefined;
}

function load(source: NodeJS.ProcessEnv): Env {
  const raw = schema.parse(source);
  const dataDir = path.resolve(raw.DATA_DIR);
  const publicBaseUrl = (raw.PUBLIC_BASE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, "");
  return {
    dataDir,
    databasePath: path.resolve(raw.DATABASE_PATH ?? path.join(dataDir, "footnote.db")),
    databaseUrl: raw.DATABASE_URL,
    filesDir: path.resolve(raw.FILES_DIR ?? path.join(dataDir, "files")),
    port: raw.PORT,
    publicBaseUrl,
    fileHost: (raw.FILE_HOST ?? publicBaseUrl).replace(/\/$/, ""),
    fileLinkTtlSeconds: raw.FILE_LINK_TTL_SECONDS,
    fileLinkSecret: raw.FILE_LINK_SECRET ?? persistedSecret(dataDir, "file-link"),
    rateLimitPerMinute: raw.RATE_LIMIT_PER_MINUTE,
    sessionSecret: raw.SESSION_SECRET ?? persistedSecret(dataDir, "session"),
    sessionTtlSeconds: raw.SESSION_TTL_SECONDS,
    apiBaseUrl: (raw.API_BASE_URL ?? publicBaseUrl).replace(/\/$/, ""),
    // Embedded mode: the start-up command issues the workspace its own key and keeps it here.
    workspaceApiKey: raw.WORKSPACE_API_KEY ?? storedSecret(dataDir, "workspace-api-key"),
    workspaceUsers: raw.WORKSPACE_USERS,
    answerEngine: raw.ANSWER_ENGINE,
    llm: { baseUrl: raw.LLM_BASE_URL, apiKey: raw.LLM_API_KEY, model: raw.LLM_MODEL },
    ingestWorkers: raw.INGEST_WORKERS ?? Math.max(1, cpus().length),
    answerWorkers: raw.ANSWER_WORKERS ?? Math.max(1, cpus().length),
    production: raw.NODE_ENV === "production",
  };
}

let cached: Env | undefined;

/** The configuration of this process, read once. */
export function env(): Env {
  cached ??= load(process.env);
  return cached;
}

/** For tests and commands that point the app at another data folder before first use. */
export function resetEnvForTests(): void {
  cached = undefined;
}
