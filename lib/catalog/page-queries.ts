// Reading the pages of one document by the kind ingestion classified them as.
import { db, type Db } from "../db/connection";
import { prepared } from "../db/prepared";
import type { PageKind } from "./codes";

export interface KindedPage {
  documentId: string;
  pageNumber: number;
  content: string;
  kind: PageKind;
}

/** The readable pages of a document classified as one of `kinds`, in page order. */
export function pagesOfKinds(documentId: string, kinds: readonly PageKind[], database: Db = db()): KindedPage[] {
  if (kinds.length === 0) return [];
  return prepared(
    database,
    `SELECT document_id AS documentId, page_number AS pageNumber, content, kind FROM pages
     WHERE document_id = ? AND kind IN (${kinds.map(() => "?").join(", ")}) AND garbled = 0
     ORDER BY page_number`,
  ).all(documentId, ...kinds) as KindedPage[];
}

/** The readable pages of a document numbered `from` to `to`, in page order. */
export function pagesNumbered(documentId: string, from: number, to: number, database: Db = db()): KindedPage[] {
  return prepared(
    database,
    `SELECT document_id AS documentId, page_number AS pageNumber, content, kind FROM pages
     WHERE document_id = ? AND page_number BETWEEN ? AND ? AND garbled = 0
     ORDER BY page_number`,
  ).all(documentId, from, to) as KindedPage[];
}

/** The readable pages of a document classified as one of `kinds` that contain any of `texts`, in page order. */
export function pagesOfKindsContaining(documentId: string, kinds: readonly PageKind[], texts: readonly string[], database: Db = db()): KindedPage[] {
  if (kinds.length === 0 || texts.length === 0) return [];
  return prepared(
    database,
    `SELECT document_id AS documentId, page_number AS pageNumber, content, kind FROM pages
     WHERE document_id = ? AND kind IN (${kinds.map(() => "?").join(", ")}) AND garbled = 0
       AND (${texts.map(() => "instr(content, ?) > 0").join(" OR ")})
     ORDER BY page_number`,
  ).all(documentId, ...kinds, ...texts) as KindedPage[];
}
