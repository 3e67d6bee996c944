// Two ingest commands at once into one PostgreSQL database (as two instances' operators might
// start them): every file is cataloged once, whole, with its files, and each run's summary says
// how many it added, the two adding up to the files. Skipped, saying why, without a server
// (outside CI).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { isolatedEnv } from "../../tests/support/isolated-env";
import { runScript } from "../../tests/support/project-commands";
import { createTestDatabase, dropTestDatabase, postgresSkipReason } from "../../tests/support/test-store";
import { openPg } from "../db/connection";
import { corpusFile, registryPath } from "../testing/shared-corpus";

const FILES = { "f94b34aa74848766.pdf": 4, "2caa436e1707a1d4.pdf": 5, "45cb5e86a67fbb5f.pdf": 8 };
const skip = postgresSkipReason();
let dir: string;
let database: { name: string; url: string } | undefined;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "footnote-concurrent-ingest-"));
  if (!skip) database = createTestDatabase();
});
afterAll(() => {
  if (database) dropTestDatabase(database.name);
  rmSync(dir, { recursive: true, force: true });
});

it.skipIf(skip !== null)(`catalogs each file once when two runs ingest the same folder at once${skip ? ` — SKIPPED: ${skip}` : ""}`, async () => {
  const incoming = path.join(dir, "incoming");
  mkdirSync(incoming);
  for (const name of Object.keys(FILES)) symlinkSync(corpusFile(name), path.join(incoming, name));
  const run = (n: number) =>
    runScript("ingest.ts", [incoming, "--companies", registryPath(), "--workers", "1", "--quiet"], isolatedEnv({
      DATA_DIR: path.join(dir, `data-${n}`),
      DATABASE_URL: database!.url,
    }));
  const outputs = await Promise.all([run(1), run(2)]);
  const added = outputs.map((out) => Number(/cataloged (\d+) documents/.exec(out)?.[1]));
  expect(added[0]! + added[1]!).toBe(Object.keys(FILES).length);

  const store = openPg(database!.url);
  try {
    const rows = store.prepare("SELECT sha256, page_count AS pageCount, (SELECT count(*) FROM pages p WHERE p.document_id = d.id) AS pages FROM documents d").all() as
      { sha256: string; pageCount: number; pages: number }[];
    expect(rows.map((r) => r.sha256.slice(0, 16)).sort()).toEqual(Object.keys(FILES).map((f) => f.replace(".pdf", "")).sort());
    for (const row of rows) expect(row.pages).toBe(row.pageCount);
    expect(store.prepare("SELECT count(*) FROM stored_files").pluck().get()).toBe(2 * rows.length);
  } finally {
    store.close();
  }
});
