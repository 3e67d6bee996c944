// Documents' files kept in the database (the `stored_files` table of the PostgreSQL store), so
// that every instance serves every file: written in the document's own transaction, read by the
// file host. SQLite keeps them in the files folder instead (file-storage.ts).
import type { Db } from "../db/connection";
import { prepared } from "../db/prepared";

/** True when this store keeps files in the database rather than a folder. */
export function keepsFilesInStore(database: Db): boolean {
  return database.dialect === "postgres";
}

/** Stores a document's files (path as the catalog records it → bytes), replacing any at those paths. */
export function saveStoredFiles(database: Db, documentId: string, files: { path: string; data: Uint8Array | string }[]): void {
  const save = prepared(database, `INSERT INTO stored_files (path, document_id, data) VALUES (?, ?, ?)
    ON CONFLICT (path) DO UPDATE SET document_id = excluded.document_id, data = excluded.data`);
  for (const file of files) save.run(file.path, documentId, typeof file.data === "string" ? Buffer.from(file.data, "utf8") : file.data);
}

/** The bytes stored at a path, or null when there are none. */
export function storedFileData(database: Db, path: string): Buffer | null {
  return (prepared(database, "SELECT data FROM stored_files WHERE path = ?").pluck().get(path) as Buffer | undefined) ?? null;
}
