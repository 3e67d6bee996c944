// File storage for the file host: each document's original file and its Markdown form, under
// the configured files folder. Writes go through a temporary name and a rename, so a run that is
// killed half-way never leaves a partial file under a final name.
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "../env";

export type StoredKind = "original" | "markdown";

/** Where a document's files live, relative to the files folder (what the catalog records). */
export function storagePaths(documentId: string): Record<StoredKind, string> {
  const shard = documentId.slice(0, 2);
  return {
    original: path.posix.join("originals", shard, `${documentId}.pdf`),
    markdown: path.posix.join("markdown", shard, `${documentId}.md`),
  };
}

/**
 * The absolute path of a stored file, or null when the relative path would leave the files
 * folder (a guard for every reader, whatever the catalog says).
 */
export function resolveStored(relativePath: string, filesDir = env().filesDir): string | null {
  const root = path.resolve(filesDir);
  const full = path.resolve(root, relativePath);
  return full.startsWith(root + path.sep) ? full : null;
}

export function writeStored(relativePath: string, data: Uint8Array | string, filesDir = env().filesDir): void {
  const full = resolveStored(relativePath, filesDir);
  if (!full) throw new Error(`refusing to write outside the files folder: ${relativePath}`);
  mkdirSync(path.dirname(full), { recursive: true });
  const temp = `${full}.${process.pid}.tmp`;
  writeFileSync(temp, data);
  renameSync(temp, full);
}
