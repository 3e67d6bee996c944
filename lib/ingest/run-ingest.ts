// Turns a folder of filings into catalog entries: each PDF is analysed on a worker thread,
// then its files are stored and its document and pages written in one transaction. Files
// already cataloged (by SHA-256) are skipped, so an interrupted run simply resumes.
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { Db } from "../db/connection";
import { toDocumentMarkdown } from "../catalog/document-markdown";
import { loadRegistry, registryToCompany, type RegistryCompany } from "../catalog/registry";
import { hasDocumentWithSha, saveDocument, upsertCompanies } from "../catalog/write-catalog";
import { storagePaths, writeStored } from "../files/file-storage";
import { keepsFilesInStore, saveStoredFiles } from "../files/stored-file-store";
import { ensureDocumentIndex } from "../pages/document-index-store";
import { savePageFeatures } from "../pages/page-feature-store";
import type { AnalysedFile, AnalyseTask } from "./analysed-file";
import { applyFiscalCalendars } from "./apply-fiscal-calendars";
import { toCatalogEntry } from "./catalog-entry";
import { catalogRegistry } from "./catalog-registry";
import { WorkerPool } from "./worker-pool";

export interface IngestOptions {
  /** A folder of PDFs (searched recursively) or a single PDF. */
  source: string;
  registryFile?: string;
  workers: number;
  db: Db;
  filesDir: string;
  onEvent?: (event: IngestEvent) => void;
}

export type IngestEvent =
  | { type: "start"; files: number; toIngest: number }
  | { type: "added"; file: string; documentId: string; title: string; pages: number }
  | { type: "failed"; file: string; reason: string };

export interface IngestSummary {
  files: number;
  added: number;
  alreadyCataloged: number;
  failed: { file: string; reason: string }[];
  pages: number;
  /** Documents whose fiscal year their company's calendar corrected. */
  redated: number;
  seconds: number;
  pagesPerSecond: number;
  peakRssMb: number;
}

export function listPdfs(source: string): string[] {
  if (statSync(source).isFile()) return [path.resolve(source)];
  const found: string[] = [];
  for (const entry of readdirSync(source, { withFileTypes: true, recursive: true })) {
    if (!entry.name.toLowerCase().endsWith(".pdf")) continue;
    const full = path.resolve(entry.parentPath, entry.name);
    // Linked files count too: a slice of a corpus is often a folder of links.
    if (entry.isFile() || (entry.isSymbolicLink() && statSync(full).isFile())) found.push(full);
  }
  return found.sort();
}

function sha256(data: Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

export async function runIngest(options: IngestOptions): Promise<IngestSummary> {
  const started = performance.now();
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 250);
  const { db, filesDir, onEvent } = options;

  const fromFile: RegistryCompany[] = options.registryFile ? loadRegistry(options.registryFile) : [];
  if (fromFile.length > 0) upsertCompanies(db, fromFile.map(registryToCompany));
  const registry = catalogRegistry(db);

  // Largest files first: the long ones start early, so neither core idles at the end.
  const files = listPdfs(options.source).sort((a, b) => statSync(b).size - statSync(a).size);
  const seen = new Set<string>();
  const todo: { file: string; sha: string }[] = [];
  let alreadyCataloged = 0;
  for (const file of files) {
    const sha = sha256(readFileSync(file));
    if (seen.has(sha) || hasDocumentWithSha(db, sha)) alreadyCataloged++;
    else todo.push({ file, sha });
    seen.add(sha);
  }
  onEvent?.({ type: "start", files: files.length, toIngest: todo.length });

  const summary: IngestSummary = {
    files: files.length, added: 0, alreadyCataloged, failed: [], pages: 0, redated: 0, seconds: 0, pagesPerSecond: 0, peakRssMb: 0,
  };
  const pool = new WorkerPool<AnalyseTask, AnalysedFile>(
    new URL("./worker-entry.mjs", import.meta.url),
    Math.min(options.workers, Math.max(1, todo.length)),
    { entry: new URL("./ingest-worker.ts", import.meta.url).href, registry },
  );

  const inStore = keepsFilesInStore(db);
  const store = (file: string, sha: string, data: Uint8Array, analysed: AnalysedFile) => {
    const entry = toCatalogEntry(analysed, { sha256: sha, sourceFileName: path.basename(file) });
    const paths = storagePaths(entry.document.id);
    const markdown = toDocumentMarkdown(entry.document.title, analysed.pages);
    // Files first, then the catalog row: a document is never listed without its files. A store
    // that keeps files writes them in the document's transaction, so the two are one.
    if (!inStore) {
      writeStored(paths.original, data, filesDir);
      writeStored(paths.markdown, markdown, filesDir);
    }
    // Another run may have cataloged the same file meanwhile: its document stands, and this one is dropped.
    const added = db.transaction(() => {
      upsertCompanies(db, [entry.company]);
      if (!saveDocument(db, { ...entry.document, originalPath: paths.original, markdownPath: paths.markdown }, analysed.pages)) return false;
      savePageFeatures(db, entry.document.id, analysed.pages);
      if (inStore) saveStoredFiles(db, entry.document.id, [{ path: paths.original, data }, { path: paths.markdown, data: markdown }]);
      return true;
    })();
    if (!added) {
      summary.alreadyCataloged++;
      return;
    }
    summary.added++;
    summary.pages += analysed.pages.length;
    onEvent?.({ type: "added", file, documentId: entry.document.id, title: entry.document.title, pages: analysed.pages.length });
  };

  // Keep a bounded number of files in memory: enough to keep every worker busy.
  let next = 0;
  const lane = async () => {
    while (next < todo.length) {
      const { file, sha } = todo[next++]!;
      // Checked again as its turn comes: another run may have cataloged it since this one started.
      if (hasDocumentWithSha(db, sha)) {
        summary.alreadyCataloged++;
        continue;
      }
      const data = new Uint8Array(readFileSync(file));
      try {
        const copy = data.slice();
        const analysed = await pool.run({ data: copy.buffer }, [copy.buffer]);
        store(file, sha, data, analysed);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        summary.failed.push({ file, reason });
        onEvent?.({ type: "failed", file, reason });
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: options.workers }, lane));
  } finally {
    await pool.close();
    clearInterval(sampler);
  }
  if (summary.added > 0) summary.redated = applyFiscalCalendars(db);
  // The new documents' page-term indexes and document-index rows, so the first question does not wait for them.
  if (summary.added > 0) ensureDocumentIndex(db);

  summary.seconds = (performance.now() - started) / 1000;
  summary.pagesPerSecond = summary.pages / Math.max(summary.seconds, 1e-9);
  summary.peakRssMb = Math.round(Math.max(peakRss, process.memoryUsage().rss) / 2 ** 20);
  return summary;
}
