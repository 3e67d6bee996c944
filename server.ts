// The production server (`npm start`): Next.js serves the workspace, its routes and pages; the
// public API's operations go through the direct lane (lib/http/api-lane.ts) to the same route
// modules the app router would load, without its per-request cost. `next dev` serves everything
// itself, and a host that runs `next start` serves the same routes through the app router.
//
//   NODE_ENV=production node --import tsx --conditions=react-server server.ts [--port N] [--hostname H]
import { readdirSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import next from "next";
import { closeAnswerPool } from "./lib/answers/pool/answer-pool";
import { env } from "./lib/env";
import { createApiLane } from "./lib/http/api-lane";
import type { RouteModule, TableRoute } from "./lib/http/route-table";

/** The public API's folders under app/: every route module in them is served by the lane. */
const PUBLIC_API_DIRS = ["api/v1", "api/v2"];

async function publicApiRoutes(appDir: string): Promise<TableRoute[]> {
  const routes: TableRoute[] = [];
  for (const dir of PUBLIC_API_DIRS) {
    for (const entry of readdirSync(path.join(appDir, dir), { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || entry.name !== "route.ts") continue;
      const folder = path.relative(appDir, entry.parentPath);
      const module = (await import(pathToFileURL(path.join(entry.parentPath, entry.name)).href)) as RouteModule;
      routes.push({ segments: folder.split(path.sep), module });
    }
  }
  return routes;
}

const { values } = parseArgs({
  options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } },
});
const port = values.port ? Number(values.port) : env().port;
const dir = process.cwd();
const app = next({ dev: false, dir, hostname: values.hostname, port });
const nextHandler = app.getRequestHandler();
const [lane] = await Promise.all([publicApiRoutes(path.join(dir, "app")).then(createApiLane), app.prepare()]);

const server = createServer((request, response) => {
  if (lane(request, response)) return;
  void nextHandler(request, response);
});
server.listen(port, values.hostname, () => {
  console.log(`▲ Footnote ready on http://${values.hostname ?? "localhost"}:${port}`);
});

async function shutDown(): Promise<void> {
  server.close();
  await Promise.allSettled([closeAnswerPool(), app.close()]);
  process.exit(0);
}
process.once("SIGTERM", () => void shutDown());
process.once("SIGINT", () => void shutDown());
