// The environment for the processes tests start (servers, project scripts): the caller's, less
// every setting that would point them at someone else's data, address or language model. Each
// test names its own data folder; answers come from the default engine, with no network.
const POINTING_ELSEWHERE = [
  "DATA_DIR", "DATABASE_PATH", "DATABASE_URL", "FILES_DIR", "PORT", "PUBLIC_BASE_URL", "FILE_HOST", "API_BASE_URL",
  "WORKSPACE_API_KEY", "WORKSPACE_USERS", "ANSWER_ENGINE", "LLM_BASE_URL", "LLM_API_KEY", "LLM_MODEL",
];

export function isolatedEnv(settings: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of POINTING_ELSEWHERE) delete env[name];
  return { ...env, ...settings };
}
