// The primary statements of a filing, read whole: a figure question needs the statement's page
// even when ranking put a note that mentions the figure above it. Pages classified as statements
// at ingestion are taken, and so are financial tables whose heading titles a statement (a long
// heading line can hide the title from the classifier).
import { pagesOfKinds, type KindedPage } from "../catalog/page-queries";
import { db, type Db } from "../db/connection";
import { PRIMARY_STATEMENTS, titledStatement } from "./statements/statement-title";

export type StatementPage = KindedPage;

// A filing states each statement once, over a page or two; more pages than this of one kind are
// summaries and notes.
const MAX_PER_KIND = 4;

export function statementPages(documentId: string, database: Db = db()): StatementPage[] {
  return statementsOf(pagesOfKinds(documentId, [...PRIMARY_STATEMENTS, "financial-table"], database));
}

/** Of a filing's statement and table pages in page order, the statements, at most a few of each kind. */
export function statementsOf(rows: KindedPage[]): StatementPage[] {
  const perKind = new Map<string, number>();
  const out: StatementPage[] = [];
  // The pages classified as the statement come first: a bank's segment tables titled "Selected
  // income statement data" would otherwise fill the quota before its income statement.
  const classified = rows.filter((r) => PRIMARY_STATEMENTS.includes(r.kind));
  const titled = rows.filter((r) => !PRIMARY_STATEMENTS.includes(r.kind));
  for (const row of [...classified, ...titled]) {
    const kind = PRIMARY_STATEMENTS.includes(row.kind) ? row.kind : titledStatement(row.content);
    if (!kind) continue;
    const n = (perKind.get(kind) ?? 0) + 1;
    perKind.set(kind, n);
    if (n <= MAX_PER_KIND) out.push({ ...row, kind });
  }
  return out.sort((a, b) => a.pageNumber - b.pageNumber);
}
