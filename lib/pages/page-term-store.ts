// Stored page-term indexes (page-terms.ts), one per document: built on first use of a document
// (or by `backfillPageTerms` after an ingestion run) and kept parsed in memory for the documents
// used most recently, so ranking a document's pages reads neither its text nor the catalog's
// full-text index.
import type { Db } from "../db/connection";
import { jsonValues, lockWithinTransaction } from "../db/dialect";
import { prepared } from "../db/prepared";
import { RecentlyUsed } from "./recently-used";
import { decodeTerms, documentTerms, encodeTerms, PAGE_TERMS_VERSION, type DocumentTerms, type EncodedTerms } from "./page-terms";

const loaded = new RecentlyUsed<DocumentTerms>(300);

/** The change to the catalog's counts per stem when a document's index `before` becomes `after`. */
function countChanges(before: DocumentTerms | undefined, after: DocumentTerms): Map<string, number> {
  const changes = new Map<string, number>();
  const add = (terms: DocumentTerms, sign: 1 | -1) => {
    changes.set("", (changes.get("") ?? 0) + sign * terms.lengths.length);
    for (const [stem, [start, end]] of terms.offsets) changes.set(stem, (changes.get(stem) ?? 0) + (sign * (end - start)) / 2);
  };
  if (before) add(before, -1);
  add(after, 1);
  for (const [stem, change] of changes) if (change === 0) changes.delete(stem);
  return changes;
}

/**
 * Applies the changes to the catalog's counts per stem. On PostgreSQL in one statement, where each
 * statement is a round trip: the stems as a JSON object, taken in stem order so that concurrent
 * writers lock the rows in one order.
 */
function count(database: Db, changes: Map<string, number>): void {
  if (database.dialect === "postgres") {
    prepared(database, `INSERT INTO term_pages (stem, pages)
      SELECT key, CAST(value AS integer) FROM json_each_text(CAST(? AS json)) ORDER BY key COLLATE "C"
      ON CONFLICT (stem) DO UPDATE SET pages = term_pages.pages + excluded.pages`).run(JSON.stringify(Object.fromEntries(changes)));
    return;
  }
  const add = prepared(database, `INSERT INTO term_pages (stem, pages) VALUES (?, ?)
    ON CONFLICT (stem) DO UPDATE SET pages = pages + excluded.pages`);
  for (const [stem, change] of changes) add.run(stem, change);
}

/**
 * Builds and stores the index of one document's pages, replacing an older one, in one transaction.
 * When another writer stored a current index meanwhile, that one is kept and returned.
 */
export function savePageTerms(database: Db, documentId: string): DocumentTerms {
  const pages = prepared(database, "SELECT page_number AS pageNumber, content FROM pages WHERE document_id = ? ORDER BY page_number")
    .all(documentId) as { pageNumber: number; content: string }[];
  const terms = documentTerms(pages);
  const { stems, data } = encodeTerms(terms);
  return database.transaction(() => {
    // Instances (and ingestion runs) may index the same document at once: on PostgreSQL they take
    // turns per document, and the one that comes second finds the first one's index current.
    lockWithinTransaction(database, `page_terms:${documentId}`);
    const previous = prepared(database, "SELECT version, stems, data FROM page_terms WHERE document_id = ?")
      .get(documentId) as (EncodedTerms & { version: number }) | undefined;
    if (previous?.version === PAGE_TERMS_VERSION) return decodeTerms(previous);
    count(database, countChanges(previous && decodeTerms(previous), terms));
    prepared(database, `INSERT INTO page_terms (document_id, version, stems, data) VALUES (?, ?, ?, ?)
      ON CONFLICT (document_id) DO UPDATE SET version = excluded.version, stems = excluded.stems, data = excluded.data`)
      .run(documentId, PAGE_TERMS_VERSION, stems, data);
    return terms;
  })();
}

/**
 * On how many pages of the catalog each stem is, and how many pages there are (as far as the
 * page-term indexes go: those of documents not yet indexed are not counted).
 */
export function catalogFrequencies(database: Db, stemsWanted: readonly string[]): { pages: number; df: Map<string, number> } {
  if (database.dialect === "postgres") {
    // One round trip for all of them.
    const rows = prepared(database, `SELECT stem, pages FROM term_pages WHERE stem IN (${jsonValues(database, "?")})`)
      .all(JSON.stringify(["", ...stemsWanted])) as { stem: string; pages: number }[];
    const found = new Map(rows.map((r) => [r.stem, r.pages]));
    return { pages: found.get("") ?? 0, df: new Map(stemsWanted.map((s) => [s, found.get(s) ?? 0])) };
  }
  const get = prepared(database, "SELECT pages FROM term_pages WHERE stem = ?").pluck();
  const pages = (get.get("") as number | undefined) ?? 0;
  return { pages, df: new Map(stemsWanted.map((s) => [s, (get.get(s) as number | undefined) ?? 0])) };
}

/** The page-term index of a document (built first if missing or outdated). */
export function pageTerms(database: Db, documentId: string): DocumentTerms {
  return loaded.get(database, documentId, () => {
    const row = prepared(database, "SELECT stems, data FROM page_terms WHERE document_id = ? AND version = ?")
      .get(documentId, PAGE_TERMS_VERSION) as EncodedTerms | undefined;
    return row ? decodeTerms(row) : savePageTerms(database, documentId);
  });
}

/** Builds the index of every document that lacks a current one; returns how many were built. */
export function backfillPageTerms(database: Db, onDocument?: (done: number, total: number) => void): number {
  const ids = prepared(database, `SELECT id FROM documents WHERE id NOT IN
      (SELECT document_id FROM page_terms WHERE version = ?) ORDER BY id`).pluck().all(PAGE_TERMS_VERSION) as string[];
  ids.forEach((id, i) => {
    savePageTerms(database, id);
    loaded.forget(database, id);
    onDocument?.(i + 1, ids.length);
  });
  return ids.length;
}
