// npm run bench:ingest [-- <folder>] — catalogs the whole sample corpus (or a folder) into a
// fresh temporary data folder and reports end-to-end pages/s and peak memory.
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDb } from "../lib/db/connection";
import { runIngest } from "../lib/ingest/run-ingest";
import { corpusDir, registryPath } from "../lib/testing/shared-corpus";

const { values, positionals } = parseArgs({ allowPositionals: true, options: { workers: { type: "string" } } });
const source = positionals[0] ?? corpusDir();
const workers = Number(values.workers ?? cpus().length);
const dir = mkdtempSync(path.join(tmpdir(), "footnote-bench-ingest-"));
try {
  const db = openDb(path.join(dir, "footnote.db"));
  const s = await runIngest({ source, registryFile: registryPath(), workers, db, filesDir: path.join(dir, "files") });
  db.close();
  console.log(
    JSON.stringify({
      bench: "ingest", source, workers, cores: cpus().length, files: s.files, documents: s.added, skipped: s.failed.length,
      pages: s.pages, seconds: Number(s.seconds.toFixed(1)), pagesPerSecond: Number(s.pagesPerSecond.toFixed(1)), peakRssMb: s.peakRssMb,
    }),
  );
  for (const f of s.failed) console.log(`skipped ${path.basename(f.file)}: ${f.reason}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
