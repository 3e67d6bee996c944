// The built app started with its production server (server.ts, what `npm start` runs) on a
// loopback port, in its own process group so that stopping it ends every process it started.
import { spawn } from "node:child_process";
import { createServer } from "node:net";

export interface AppServer {
  baseUrl: string;
  /** Everything the server wrote to stdout and stderr. */
  output(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** The folder of the build (from `ensureAppBuild`). */
  buildDir: string;
  /** The server's whole environment (DATA_DIR and the rest). NODE_ENV is production, and
   * PUBLIC_BASE_URL the server's own address unless given. */
  env: NodeJS.ProcessEnv;
  /** A free one when left out. */
  port?: number;
  /** The loopback name the server listens on and `baseUrl` uses (the browser specs use localhost). */
  host?: "127.0.0.1" | "localhost";
  /** Any response below 500 on this path means the server is up. */
  readyPath?: string;
  readySeconds?: number;
}

/** What `npm start` runs, from the build's folder. */
const SERVER_ARGS = ["--import", "tsx", "--conditions=react-server", "server.ts"];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startApp(options: StartOptions): Promise<AppServer> {
  const port = options.port ?? (await freePort());
  const host = options.host ?? "127.0.0.1";
  const baseUrl = `http://${host}:${port}`;
  let output = "";
  const child = spawn(process.execPath, [...SERVER_ARGS, "-p", String(port), "-H", host], {
    cwd: options.buildDir,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { PUBLIC_BASE_URL: baseUrl, ...options.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      return; // already gone
    }
    await Promise.race([exited, sleep(5000)]);
  };

  const seconds = options.readySeconds ?? 60;
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(baseUrl + (options.readyPath ?? "/"), { redirect: "manual" });
      if (response.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer within ${seconds} s:\n${output}`);
    }
    await sleep(200);
  }
  return { baseUrl, output: () => output, stop };
}
