// Stored page features: saved with a document when ingestion computes them (`pageFeatures` on its
// worker threads, then `savePageFeatures`), and otherwise computed on first use of a document, so
// a catalog built before features existed (or by an older version of them) still ranks correctly.
import type { PageKind } from "../catalog/codes";
import type { Db } from "../db/connection";
import type { LineItemId } from "../finance";
import { lockWithinTransaction } from "../db/dialect";
import { prepared } from "../db/prepared";
import { RecentlyUsed } from "./recently-used";
import { PAGE_FEATURES_VERSION, pageFeatures, type PageFeatures } from "./page-features";

export interface StoredPage {
  /** The page's rowid in `pages`, which is its rowid in the full-text index. */
  rowid: number;
  pageNumber: number;
  kind: PageKind;
  items: ReadonlySet<LineItemId>;
  years: readonly number[];
  fingerprint: string;
}

/** Stores the features of a document's pages (from `pageFeatures`), replacing any older ones. */
export function savePageFeatures(database: Db, documentId: string, pages: { pageNumber: number; features: PageFeatures }[]): void {
  const remove = prepared(database, "DELETE FROM page_features WHERE document_id = ?");
  const insert = prepared(database, `INSERT INTO page_features (document_id, page_number, version, kind, items, years, fingerprint)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  database.transaction(() => {
    lockWithinTransaction(database, `page_features:${documentId}`);
    remove.run(documentId);
    if (database.dialect === "postgres") {
      // One statement for the document's pages, where each statement is a round trip.
      const rows = pages.map(({ pageNumber, features: f }) => ({
        page_number: pageNumber, kind: f.kind, items: f.items.join(","), years: f.years.join(","), fingerprint: f.fingerprint,
      }));
      prepared(database, `INSERT INTO page_features (document_id, page_number, version, kind, items, years, fingerprint)
        SELECT ?, r.page_number, ?, r.kind, r.items, r.years, r.fingerprint
        FROM json_to_recordset(CAST(? AS json)) AS r(page_number integer, kind text, items text, years text, fingerprint text)`)
        .run(documentId, PAGE_FEATURES_VERSION, JSON.stringify(rows));
      return;
    }
    for (const { pageNumber, features: f } of pages) {
      insert.run(documentId, pageNumber, PAGE_FEATURES_VERSION, f.kind, f.items.join(","), f.years.join(","), f.fingerprint);
    }
  })();
}

// Documents whose stored features are known to be complete and current, per connection.
const complete = new WeakMap<Db, Set<string>>();
const loaded = new RecentlyUsed<StoredPage[]>(400);

function isComplete(database: Db, documentId: string): boolean {
  const known = complete.get(database) ?? new Set<string>();
  complete.set(database, known);
  if (known.has(documentId)) return true;
  const row = prepared(database, `SELECT
      (SELECT count(*) FROM pages WHERE document_id = @id) AS pages,
      (SELECT count(*) FROM page_features WHERE document_id = @id AND version = @version) AS features`)
    .get({ id: documentId, version: PAGE_FEATURES_VERSION }) as { pages: number; features: number };
  if (row.pages !== row.features) return false;
  known.add(documentId);
  return true;
}

/** Makes sure every page of these documents has current features, computing missing ones. */
export function ensurePageFeatures(database: Db, documentIds: readonly string[]): void {
  for (const id of documentIds) {
    if (isComplete(database, id)) continue;
    const pages = prepared(database, "SELECT page_number AS pageNumber, content FROM pages WHERE document_id = ?")
      .all(id) as { pageNumber: number; content: string }[];
    savePageFeatures(database, id, pages.map((p) => ({ pageNumber: p.pageNumber, features: pageFeatures(p.content) })));
    complete.get(database)!.add(id);
    loaded.forget(database, id);
  }
}

/** Computes features for every cataloged document that lacks current ones. */
export function backfillPageFeatures(database: Db, onDocument?: (done: number, total: number) => void): number {
  const ids = prepared(database, "SELECT id FROM documents ORDER BY id").pluck().all() as string[];
  ids.forEach((id, i) => {
    ensurePageFeatures(database, [id]);
    onDocument?.(i + 1, ids.length);
  });
  return ids.length;
}

const split = (text: string) => (text ? text.split(",") : []);

/** The features of a document's pages, in page order (computed first if missing). */
export function documentPages(database: Db, documentId: string): StoredPage[] {
  return loaded.get(database, documentId, () => readPages(database, documentId));
}

function readPages(database: Db, documentId: string): StoredPage[] {
  ensurePageFeatures(database, [documentId]);
  const rows = prepared(database, `SELECT p.rowid AS rowid, f.page_number AS pageNumber, f.kind, f.items, f.years, f.fingerprint
      FROM page_features f JOIN pages p ON p.document_id = f.document_id AND p.page_number = f.page_number
      WHERE f.document_id = ? ORDER BY f.page_number`)
    .all(documentId) as { rowid: number; pageNumber: number; kind: PageKind; items: string; years: string; fingerprint: string }[];
  return rows.map((r) => ({
    rowid: r.rowid,
    pageNumber: r.pageNumber,
    kind: r.kind,
    items: new Set(split(r.items) as LineItemId[]),
    years: split(r.years).map(Number),
    fingerprint: r.fingerprint,
  }));
}
