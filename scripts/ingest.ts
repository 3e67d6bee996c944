// npm run ingest -- <folder-or-pdf> [--companies <registry.json>] [--workers N]
// Catalogs a folder of filings; safe to re-run (cataloged files are skipped) and to interrupt.
import { SingleBar } from "cli-progress";
import path from "node:path";
import { parseArgs } from "node:util";
import { db } from "../lib/db/connection";
import { env } from "../lib/env";
import { runIngest } from "../lib/ingest/run-ingest";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { companies: { type: "string" }, workers: { type: "string" }, quiet: { type: "boolean" } },
});
const [source] = positionals;
if (source === undefined || positionals.length !== 1) {
  console.error("usage: npm run ingest -- <folder-or-pdf> [--companies <registry.json>] [--workers N]");
  process.exit(2);
}

const started = performance.now();
let pages = 0;
const bar = new SingleBar({
  format: "ingest |{bar}| {value}/{total} files | {pages} pages | {rate} pages/s | {title}",
  barsize: 24,
  noTTYOutput: !values.quiet,
  notTTYSchedule: 10_000,
  hideCursor: true,
});

const summary = await runIngest({
  source,
  registryFile: values.companies,
  workers: values.workers ? Number(values.workers) : env().ingestWorkers,
  db: db(),
  filesDir: env().filesDir,
  onEvent: (event) => {
    const rate = () => (pages / ((performance.now() - started) / 1000)).toFixed(1);
    if (event.type === "start") {
      console.log(`${event.files} PDF files found, ${event.toIngest} to catalog (${env().dataDir})`);
      bar.start(event.toIngest, 0, { pages: 0, rate: "0.0", title: "" });
    } else if (event.type === "added") {
      pages += event.pages;
      bar.increment({ pages, rate: rate(), title: event.title.slice(0, 60) });
    } else {
      // Reported in full at the end; the bar names it meanwhile.
      bar.increment({ pages, rate: rate(), title: `unreadable: ${path.basename(event.file)}` });
    }
  },
});
bar.stop();

console.log(
  `cataloged ${summary.added} documents (${summary.pages} pages) in ${summary.seconds.toFixed(1)} s ` +
    `= ${summary.pagesPerSecond.toFixed(1)} pages/s; ${summary.alreadyCataloged} already cataloged; ` +
    `${summary.failed.length} skipped; ${summary.redated} re-dated by fiscal calendar; peak memory ${summary.peakRssMb} MB`,
);
for (const f of summary.failed) console.log(`  skipped ${f.file}: ${f.reason}`);
