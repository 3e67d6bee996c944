// Reading documents: the filtered list (newest first), one by id, several by id. Each is one
// prepared statement joined to its company, so a list never costs a query per row.
import { db, type Db } from "../db/connection";
import type { DocumentCategory } from "./codes";
import { listParameter, tickerMatch } from "./company-queries";
import { intParam, jsonText, jsonValues, noCase, textParam } from "../db/dialect";
import { NotFoundError } from "./errors";
import { prepared } from "../db/prepared";
import type { CatalogDocument, DocumentProvenance } from "./types";

export interface DocumentRow {
  id: string;
  company_id: string;
  category: string;
  form_type: string | null;
  title: string;
  description: string;
  date: string;
  fiscal_year: number | null;
  fiscal_quarter: number | null;
  fiscal_period: string | null;
  language: string;
  metadata: string;
  page_count: number;
  original_path: string;
  markdown_path: string;
  company_name: string;
  company_tickers: string;
}

/** The columns `documentFromRow` reads, for any query over `documents d JOIN companies c`. */
export const DOCUMENT_COLUMNS = `d.id, d.company_id, d.category, d.form_type, d.title, d.description, d.date,
  d.fiscal_year, d.fiscal_quarter, d.fiscal_period, d.language, d.metadata, d.page_count,
  d.original_path, d.markdown_path, c.name AS company_name, c.tickers AS company_tickers`;

export function documentFromRow(row: DocumentRow): CatalogDocument {
  return {
    id: row.id,
    companyId: row.company_id,
    category: row.category as DocumentCategory,
    formType: row.form_type,
    title: row.title,
    description: row.description,
    date: row.date,
    fiscalYear: row.fiscal_year,
    fiscalQuarter: row.fiscal_quarter,
    fiscalPeriod: row.fiscal_period as CatalogDocument["fiscalPeriod"],
    language: row.language,
    metadata: JSON.parse(row.metadata) as DocumentProvenance,
    pageCount: row.page_count,
    originalPath: row.original_path,
    markdownPath: row.markdown_path,
    companyName: row.company_name,
    companyTickers: JSON.parse(row.company_tickers) as string[],
  };
}

/** Named as the API's query parameters. */
export interface DocumentFilter {
  documentCategories?: DocumentCategory[];
  /** SEC form types, any case. */
  secFormTypes?: string[];
  /** Base or suffixed tickers of the filing companies, any case. */
  companyTickers?: string[];
  companyIds?: string[];
  fiscalQuarter?: number;
  fiscalYear?: number;
  /** Inclusive bounds on `date`, YYYY-MM-DD. */
  startDate?: string;
  endDate?: string;
  limit: number;
}

function listSql(database: Db): string {
  const t = (name: string) => textParam(database, name);
  const n = (name: string) => intParam(database, name);
  return `
SELECT ${DOCUMENT_COLUMNS} FROM documents d JOIN companies c ON c.id = d.company_id
WHERE (${t("@categories")} IS NULL OR d.category IN (${jsonValues(database, "@categories")}))
  AND (${t("@formTypes")} IS NULL OR upper(d.form_type) IN (${jsonValues(database, "@formTypes")}))
  AND (${t("@companyIds")} IS NULL OR d.company_id IN (${jsonValues(database, "@companyIds")}))
  AND (${t("@tickers")} IS NULL OR d.company_id IN (${tickerMatch(database)}))
  AND (${n("@fiscalQuarter")} IS NULL OR d.fiscal_quarter = @fiscalQuarter)
  AND (${n("@fiscalYear")} IS NULL OR d.fiscal_year = @fiscalYear)
  AND (${t("@startDate")} IS NULL OR d.date >= @startDate)
  AND (${t("@endDate")} IS NULL OR d.date <= @endDate)
ORDER BY d.date DESC, d.id
LIMIT @limit`;
}

export function listDocuments(filter: DocumentFilter, database: Db = db()): CatalogDocument[] {
  const rows = prepared(database, listSql(database)).all({
    categories: listParameter(filter.documentCategories, (v) => v),
    formTypes: listParameter(filter.secFormTypes, (v) => v.trim().toUpperCase()),
    companyIds: listParameter(filter.companyIds, (v) => v.trim().toLowerCase()),
    tickers: listParameter(filter.companyTickers, (v) => v.trim().toUpperCase()),
    fiscalQuarter: filter.fiscalQuarter ?? null,
    fiscalYear: filter.fiscalYear ?? null,
    startDate: filter.startDate ?? null,
    endDate: filter.endDate ?? null,
    limit: filter.limit,
  }) as DocumentRow[];
  return rows.map(documentFromRow);
}

/** The document with this id (any case); NotFoundError when there is none. */
export function getDocument(id: string, database: Db = db()): CatalogDocument {
  const [document] = getDocuments([id], database);
  if (!document) throw new NotFoundError(`Document '${id}' not found`);
  return document;
}

/** The documents with these ids that exist, in the order asked; unknown ids are left out. */
export function getDocuments(ids: string[], database: Db = db()): CatalogDocument[] {
  const wanted = [...new Set(ids.map((id) => id.trim().toLowerCase()))];
  if (!wanted.length) return [];
  const rows = prepared(
    database,
    `SELECT ${DOCUMENT_COLUMNS} FROM documents d JOIN companies c ON c.id = d.company_id
     WHERE d.id IN (${jsonValues(database, "?")})`,
  ).all(JSON.stringify(wanted)) as DocumentRow[];
  const byId = new Map(rows.map((row) => [row.id, documentFromRow(row)]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

/** A document an operator should look at, and why (ingestion records the reason in its metadata). */
export interface DocumentForReview {
  id: string;
  title: string;
  sourceFileName: string;
  companyName: string;
  reason: string;
}

/** Every document flagged for review, by company and title. */
export function documentsForReview(database: Db = db()): DocumentForReview[] {
  return prepared(
    database,
    `SELECT d.id, d.title, ${jsonText(database, "d.metadata", "sourceFileName")} AS sourceFileName, c.name AS companyName,
       ${jsonText(database, "d.metadata", "review")} AS reason
     FROM documents d JOIN companies c ON c.id = d.company_id
     WHERE ${jsonText(database, "d.metadata", "review")} IS NOT NULL
     ORDER BY ${noCase(database, "c.name")}, d.title`,
  ).all() as DocumentForReview[];
}
