// The primary statements of a filing, read whole: a figure question needs the statement's page
// even when ranking put a note that mentions the figure above it.
import type { PageKind } from "../catalog/codes";
import { prepared } from "../catalog/prepared";
import { db, type Db } from "../db/connection";

export const PRIMARY_STATEMENTS: PageKind[] = ["income-statement", "balance-sheet", "cash-flow-statement"];

export interface StatementPage {
  documentId: string;
  pageNumber: number;
  content: string;
  kind: PageKind;
}

// A filing states each statement once; more pages of a kind than this are summaries and notes.
const MAX_PER_KIND = 3;

export function statementPages(documentId: string, database: Db = db()): StatementPage[] {
  const rows = prepared(
    database,
    `SELECT document_id AS documentId, page_number AS pageNumber, content, kind FROM pages
     WHERE document_id = ? AND kind IN ('income-statement', 'balance-sheet', 'cash-flow-statement') AND garbled = 0
     ORDER BY page_number`,
  ).all(documentId) as StatementPage[];
  const perKind = new Map<string, number>();
  return rows.filter((r) => {
    const n = (perKind.get(r.kind) ?? 0) + 1;
    perKind.set(r.kind, n);
    return n <= MAX_PER_KIND;
  });
}
