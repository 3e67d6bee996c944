// The pages of a sample filing as ingestion renders them, for tests that read real filings.
//
// pdf.js takes seconds over a 10-K and dozens of test files read the same filings, so a file's
// pages are kept on disk once extracted. The key covers the PDF's bytes and the extractor's own
// source (and pdf.js's version): a change to ingestion is never answered from a stale copy.
// Tests of the extractor itself call `extractPages` directly.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { extractPages, type ExtractedPage } from "../ingest/pdf/extract-pages";
import { readCorpusFile } from "./shared-corpus";

const libDir = path.resolve(import.meta.dirname, "..");
/** The sources extraction runs on; a test file beside them changes nothing. */
const extractorSources = [path.join(libDir, "ingest", "pdf"), path.join(libDir, "catalog", "markdown-table.ts")];

let extractorVersion: string | undefined;

function sourceFiles(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (entry.endsWith(".ts")) return [entry];
  return readdirSync(entry)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .sort()
    .map((name) => path.join(entry, name));
}

function versionOfExtractor(): string {
  if (extractorVersion) return extractorVersion;
  const hash = createHash("sha256");
  for (const file of extractorSources.flatMap(sourceFiles)) hash.update(file).update(readFileSync(file));
  const pdfjsPackage = createRequire(import.meta.url).resolve("pdfjs-dist/package.json");
  hash.update(readFileSync(pdfjsPackage));
  extractorVersion = hash.digest("hex");
  return extractorVersion;
}

function cacheDir(): string {
  const dir = path.join(os.tmpdir(), "footnote-test-pages");
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A sample filing's pages by its file name (with or without ".pdf"). */
export async function corpusPages(name: string): Promise<ExtractedPage[]> {
  const data = readCorpusFile(name.endsWith(".pdf") ? name : `${name}.pdf`);
  const key = createHash("sha256").update(versionOfExtractor()).update(data).digest("hex");
  const file = path.join(cacheDir(), `${key}.json`);
  if (existsSync(file)) {
    try {
      return JSON.parse(readFileSync(file, "utf8")) as ExtractedPage[];
    } catch {
      // A copy cut short by a killed run: extract again below and replace it.
    }
  }
  const pages = await extractPages(data);
  // Written aside and renamed, so a test file reading in parallel sees the whole copy or none.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify(pages));
  renameSync(partial, file);
  return pages;
}
