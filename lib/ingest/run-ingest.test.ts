// Ingestion end to end on a small slice of the sample corpus: what is cataloged, what is
// skipped and why, re-runs, resuming after a kill, and the calendar pass across runs.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "../db/connection";
import { resolveStored } from "../files/file-storage";
import { corpusFile, registryPath } from "../testing/shared-corpus";
import { runIngest } from "./run-ingest";

const TRUNCATED = "a70b0d9e23d9a5cc.pdf";
const BESTBUY_8K_APRIL_2023 = "1cc6d0adda05038f.pdf"; // fiscal 2024 under Best Buy's calendar
const BESTBUY_10Q_Q2_FY2024 = "cf9efb922bdd28d7.pdf";
const JNJ_8K = "4156c3d262196e31.pdf";
const AMCOR_8K = "1de32e72c2654864.pdf";

const temp = mkdtempSync(path.join(tmpdir(), "footnote-ingest-test-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A folder of links to sample filings (adding to it if it exists). */
function slice(name: string, files: string[]): string {
  const dir = path.join(temp, name);
  mkdirSync(dir, { recursive: true });
  for (const f of files) if (!existsSync(path.join(dir, f))) symlinkSync(corpusFile(f), path.join(dir, f));
  return dir;
}

function documents(db: Db) {
  return db.prepare("SELECT id, title, fiscal_year, page_count, markdown_path, original_path, metadata FROM documents ORDER BY title").all() as {
    id: string; title: string; fiscal_year: number; page_count: number; markdown_path: string; original_path: string; metadata: string;
  }[];
}

describe("runIngest", () => {
  const dataDir = path.join(temp, "data");
  const filesDir = path.join(dataDir, "files");
  const db = openDb(path.join(dataDir, "footnote.db"));

  it("catalogs readable files, reports an unreadable one by name and reason, and goes on", async () => {
    const source = slice("first", [TRUNCATED, BESTBUY_8K_APRIL_2023, JNJ_8K]);
    const s = await runIngest({ source, registryFile: registryPath(), workers: 2, db, filesDir });
    expect(s.files).toBe(3);
    expect(s.added).toBe(2);
    expect(s.failed).toHaveLength(1);
    expect(path.basename(s.failed[0]!.file)).toBe(TRUNCATED);
    expect(s.failed[0]!.reason).toMatch(/truncated/i);

    const docs = documents(db);
    expect(docs.map((d) => d.title).join("\n")).toMatch(/Best Buy Co\., Inc\. Current Report/);
    for (const d of docs) {
      const pages = db.prepare("SELECT COUNT(*) FROM pages WHERE document_id = ?").pluck().get(d.id);
      expect(pages).toBe(d.page_count);
      expect(existsSync(resolveStored(d.original_path, filesDir)!)).toBe(true);
      expect(existsSync(resolveStored(d.markdown_path, filesDir)!)).toBe(true);
      expect(JSON.parse(d.metadata).sha256).toMatch(/^[0-9a-f]{64}$/);
    }
    // Read alone, an 8-K that states no fiscal year falls in its calendar year.
    expect(docs.find((d) => d.title.startsWith("Best Buy"))!.fiscal_year).toBe(2023);
  });

  it("skips what is cataloged on a re-run and dates current reports by a calendar learned later", async () => {
    const source = slice("first", [BESTBUY_10Q_Q2_FY2024]);
    const s = await runIngest({ source, registryFile: registryPath(), workers: 2, db, filesDir });
    expect(s.alreadyCataloged).toBe(2);
    expect(s.added).toBe(1);
    expect(s.redated).toBe(1);
    const eightK = documents(db).find((d) => d.title.startsWith("Best Buy Co., Inc. Current Report"))!;
    expect(eightK.fiscal_year).toBe(2024);
  });

  it("resumes cleanly after being killed half-way", async () => {
    const resumeData = path.join(temp, "resume");
    const source = slice("resume-src", [BESTBUY_10Q_Q2_FY2024, JNJ_8K, AMCOR_8K, BESTBUY_8K_APRIL_2023]);
    const cli = path.resolve("scripts/ingest.ts");
    const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", cli, source, "--companies", registryPath(), "--workers", "1"], {
      env: { ...process.env, DATA_DIR: resumeData }, stdio: "ignore",
    });
    const dbFile = path.join(resumeData, "footnote.db");
    // Kill it as soon as the first document is committed, before the others.
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        try {
          if (!existsSync(dbFile)) return;
          const probe = openDb(dbFile);
          const n = probe.prepare("SELECT COUNT(*) FROM documents").pluck().get() as number;
          probe.close();
          if (n >= 1) {
            child.kill("SIGKILL");
            clearInterval(timer);
            resolve();
          }
        } catch {
          // the database is being created or migrated; try again
        }
      }, 20);
      child.on("exit", () => {
        clearInterval(timer);
        resolve();
      });
      setTimeout(() => reject(new Error("ingestion did not start")), 120_000);
    });

    const resumed = openDb(dbFile);
    const before = resumed.prepare("SELECT COUNT(*) FROM documents").pluck().get() as number;
    expect(before).toBeLessThan(4);
    const s = await runIngest({ source, registryFile: registryPath(), workers: 2, db: resumed, filesDir: path.join(resumeData, "files") });
    expect(s.alreadyCataloged).toBe(before);
    expect(s.added).toBe(4 - before);
    for (const d of documents(resumed)) {
      expect(resumed.prepare("SELECT COUNT(*) FROM pages WHERE document_id = ?").pluck().get(d.id)).toBe(d.page_count);
    }
    resumed.close();
  });
});
