// The catalog reads that retrieval makes: the companies every question is read against, the
// period facts of candidate documents, the document-level index, the pages that mention a name,
// and the text of ranked pages. Retrieval decides; these only read. Every statement takes the
// database handle and is prepared once.
import type { Db } from "../db/connection";
import { prepared } from "../db/prepared";
import type { CompanyRow } from "./company-queries";

/** Every company, by name. */
export function companyRows(database: Db): CompanyRow[] {
  return prepared(database, "SELECT * FROM companies ORDER BY name COLLATE NOCASE, id").all() as CompanyRow[];
}

/** What document selection weighs a document by: its company, kind and periods, any of them unknown. */
export interface DocumentPeriodRow {
  id: string;
  companyId: string;
  category: string;
  formType: string | null;
  /** YYYY-MM-DD: the period end for reports, the release date for current reports. */
  date: string | null;
  fiscalYear: number | null;
  fiscalQuarter: number | null;
  fiscalPeriod: string | null;
  /** YYYY-MM-DD: the end of the period reported on. */
  periodEnd: string | null;
}

const PERIOD_COLUMNS = `id, company_id AS companyId, category, form_type AS formType, date,
  fiscal_year AS fiscalYear, fiscal_quarter AS fiscalQuarter, fiscal_period AS fiscalPeriod,
  json_extract(metadata, '$.periodEnd') AS periodEnd`;

/** The period rows of the documents with these ids. */
export function documentPeriodsById(database: Db, ids: string[]): DocumentPeriodRow[] {
  return prepared(database, `SELECT ${PERIOD_COLUMNS} FROM documents WHERE id IN (SELECT value FROM json_each(?))`)
    .all(JSON.stringify(ids)) as DocumentPeriodRow[];
}

/** The period rows of these companies' documents, or of every document when `companyIds` is null. */
export function documentPeriodsOfCompanies(database: Db, companyIds: string[] | null): DocumentPeriodRow[] {
  if (!companyIds) return prepared(database, `SELECT ${PERIOD_COLUMNS} FROM documents`).all() as DocumentPeriodRow[];
  return prepared(database, `SELECT ${PERIOD_COLUMNS} FROM documents WHERE company_id IN (SELECT value FROM json_each(?))`)
    .all(JSON.stringify(companyIds)) as DocumentPeriodRow[];
}

/**
 * Documents whose row of the document-level index matches an FTS5 expression, best BM25 first
 * (`weights`: the bm25() column weights), with the score negated so that higher is better.
 */
export function documentIndexMatches(database: Db, match: string, weights: string, limit: number): { id: string; score: number }[] {
  return prepared(database, `SELECT document_id AS id, -bm25(documents_fts, ${weights}) AS score
      FROM documents_fts WHERE documents_fts MATCH ? ORDER BY bm25(documents_fts, ${weights}) LIMIT ?`)
    .all(match, limit) as { id: string; score: number }[];
}

/** The filer of each of the first `limit` pages that match an FTS5 expression. */
export function companiesOfPagesMatching(database: Db, match: string, limit: number): { companyId: string }[] {
  return prepared(database, `SELECT d.company_id AS companyId
      FROM (SELECT rowid FROM pages_fts WHERE pages_fts MATCH ? LIMIT ?) f
      JOIN pages p ON p.rowid = f.rowid JOIN documents d ON d.id = p.document_id`)
    .all(match, limit) as { companyId: string }[];
}

/** The Markdown of the pages with these rowids. */
export function pageContentsByRowid(database: Db, rowids: number[]): Map<number, string> {
  if (!rowids.length) return new Map();
  const rows = prepared(database, "SELECT rowid, content FROM pages WHERE rowid IN (SELECT value FROM json_each(?))")
    .all(JSON.stringify(rowids)) as { rowid: number; content: string }[];
  return new Map(rows.map((r) => [r.rowid, r.content]));
}

/**
 * A token that changes when documents are added, removed or ingested again (and not when other
 * rows are written): how many there are and the latest ingestion time.
 */
export function documentRoster(database: Db): string {
  const row = prepared(database, "SELECT count(*) AS n, max(ingested_at) AS latest FROM documents").get() as { n: number; latest: string | null };
  return `${row.n}:${row.latest ?? ""}`;
}

/** Each document's id with the SHA-256 of its original file (null when not recorded). */
export function documentHashes(database: Db): { id: string; sha: string | null }[] {
  return prepared(database, "SELECT id, json_extract(metadata, '$.sha256') AS sha FROM documents").all() as {
    id: string;
    sha: string | null;
  }[];
}
