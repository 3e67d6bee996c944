// The primary statements of a filing, read whole: a figure question needs the statement's page
// even when ranking put a note that mentions the figure above it. Pages classified as statements
// at ingestion are taken, and so are financial tables whose heading titles a statement (a long
// heading line can hide the title from the classifier).
import type { PageKind } from "../catalog/codes";
import { prepared } from "../db/prepared";
import { db, type Db } from "../db/connection";
import { PRIMARY_STATEMENTS, titledStatement } from "./statements/statement-title";

export interface StatementPage {
  documentId: string;
  pageNumber: number;
  content: string;
  kind: PageKind;
}

// A filing states each statement once, over a page or two; more pages than this of one kind are
// summaries and notes.
const MAX_PER_KIND = 4;

export function statementPages(documentId: string, database: Db = db()): StatementPage[] {
  const rows = prepared(
    database,
    `SELECT document_id AS documentId, page_number AS pageNumber, content, kind FROM pages
     WHERE document_id = ? AND kind IN ('income-statement', 'balance-sheet', 'cash-flow-statement', 'financial-table')
       AND garbled = 0
     ORDER BY page_number`,
  ).all(documentId) as StatementPage[];
  const perKind = new Map<string, number>();
  const out: StatementPage[] = [];
  for (const row of rows) {
    const kind = PRIMARY_STATEMENTS.includes(row.kind) ? row.kind : titledStatement(row.content);
    if (!kind) continue;
    const n = (perKind.get(kind) ?? 0) + 1;
    perKind.set(kind, n);
    if (n <= MAX_PER_KIND) out.push({ ...row, kind });
  }
  return out;
}
