// Tests and benchmarks read the sample corpus from ../shared beside the repository; nothing of
// it is copied into the project.
import { readFileSync } from "node:fs";
import path from "node:path";

export function sharedDir(): string {
  return path.resolve(process.env.FOOTNOTE_SHARED ?? path.join(process.cwd(), "..", "shared"));
}

export function corpusDir(): string {
  return path.join(sharedDir(), "corpus", "filings");
}

/** A sample filing by its file name (the first 16 hex digits of its SHA-256). */
export function corpusFile(name: string): string {
  return path.join(corpusDir(), name);
}

export function registryPath(): string {
  return path.join(sharedDir(), "corpus", "companies.json");
}

export function readCorpusFile(name: string): Uint8Array {
  return new Uint8Array(readFileSync(corpusFile(name)));
}
