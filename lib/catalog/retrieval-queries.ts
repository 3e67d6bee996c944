// The catalog reads that retrieval makes: the companies every question is read against, the
// period facts of candidate documents, the document-level index, the pages that mention a name,
// and the text of ranked pages. Retrieval decides; these only read. Every statement takes the
// database handle and is prepared once.
import type { Db } from "../db/connection";
import { jsonText, jsonValues, noCase } from "../db/dialect";
import { isPhraseUnion, parseFtsExpression, pgSearch } from "../db/fts-expression";
import { bm25Score, idfCtes, LEAVES_CTE, WANTED_CTE } from "../db/pg-bm25";
import { prepared } from "../db/prepared";
import type { CompanyRow } from "./company-queries";

/** Every company, by name. */
export function companyRows(database: Db): CompanyRow[] {
  return prepared(database, `SELECT * FROM companies ORDER BY ${noCase(database, "name")}, id`).all() as CompanyRow[];
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

const periodColumns = (database: Db) => `id, company_id AS companyId, category, form_type AS formType, date,
  fiscal_year AS fiscalYear, fiscal_quarter AS fiscalQuarter, fiscal_period AS fiscalPeriod,
  ${jsonText(database, "metadata", "periodEnd")} AS periodEnd`;

/** The period rows of the documents with these ids. */
export function documentPeriodsById(database: Db, ids: string[]): DocumentPeriodRow[] {
  return prepared(database, `SELECT ${periodColumns(database)} FROM documents WHERE id IN (${jsonValues(database, "?")})`)
    .all(JSON.stringify(ids)) as DocumentPeriodRow[];
}

/** The period rows of these companies' documents, or of every document when `companyIds` is null. */
export function documentPeriodsOfCompanies(database: Db, companyIds: string[] | null): DocumentPeriodRow[] {
  if (!companyIds) return prepared(database, `SELECT ${periodColumns(database)} FROM documents`).all() as DocumentPeriodRow[];
  return prepared(database, `SELECT ${periodColumns(database)} FROM documents WHERE company_id IN (${jsonValues(database, "?")})`)
    .all(JSON.stringify(companyIds)) as DocumentPeriodRow[];
}

/**
 * Documents whose row of the document-level index matches an FTS5 expression, best BM25 first
 * (`weights`: the bm25() column weights), with the score negated so that higher is better.
 */
export function documentIndexMatches(database: Db, match: string, weights: string, limit: number): { id: string; score: number }[] {
  if (database.dialect === "postgres") return pgDocumentIndexMatches(database, match, weights, limit);
  return prepared(database, `SELECT document_id AS id, -bm25(documents_fts, ${weights}) AS score
      FROM documents_fts WHERE documents_fts MATCH ? ORDER BY bm25(documents_fts, ${weights}) LIMIT ?`)
    .all(match, limit) as { id: string; score: number }[];
}

// The columns of documents_fts after its two unindexed ones, in bm25()'s weight order.
const INDEX_COLUMNS = ["title_tsv", "company_tsv", "period_tsv", "headings_tsv", "terms_tsv"];

/**
 * documentIndexMatches on PostgreSQL for the form retrieval asks (phrases joined by OR): read from
 * the inverted index `documents_fts_terms`. A row matches when it holds one of the phrases (a
 * phrase of several words is checked against the row's vector); each phrase's frequency in a row
 * is its rarest word's, weighted per column.
 */
function pgUnionMatches(database: Db, match: string, w: number[], limit: number): { id: string; score: number }[] {
  const weighted = w.map((weight, i) => `${weight} * t.counts[${i + 1}]`).join(" + ");
  const { leaves } = pgSearch(match);
  // Materialised, so each phrase's lexemes and document frequency are computed once, not per row.
  return prepared(database, `WITH leaves AS MATERIALIZED (
        SELECT l.i, footnote_lexemes(l.text) AS lexemes, to_tsquery('footnote', l.q) AS q
        FROM ROWS FROM (json_to_recordset(CAST(@leaves AS json)) AS (text text, prefix boolean, q text))
          WITH ORDINALITY AS l(text, prefix, q, i)),
      stats AS (SELECT count(*) AS n, greatest(coalesce(avg(tokens), 0), 1) AS avgdl FROM documents_fts),
      weighted AS MATERIALIZED (
        SELECT leaves.*, greatest(ln((s.n - df.c + 0.5) / (df.c + 0.5)), 1e-6) AS idf
        FROM leaves, stats s, LATERAL (SELECT CASE WHEN cardinality(leaves.lexemes) = 1
            THEN (SELECT count(*) FROM documents_fts_terms t WHERE t.lexeme = leaves.lexemes[1])
            ELSE (SELECT count(*) FROM documents_fts f WHERE f.tsv @@ leaves.q) END AS c) df
        WHERE cardinality(leaves.lexemes) > 0),
      per_leaf AS (
        SELECT t.document_id, w.i, w.idf, w.q, cardinality(w.lexemes) AS needed, count(*) AS present, min(${weighted}) AS tf
        FROM weighted w JOIN documents_fts_terms t ON t.lexeme = ANY (w.lexemes)
        GROUP BY t.document_id, w.i, w.idf, w.q, w.lexemes),
      found AS (
        SELECT p.* FROM per_leaf p WHERE p.present = p.needed
          AND (p.needed = 1 OR EXISTS (SELECT 1 FROM documents_fts f WHERE f.document_id = p.document_id AND f.tsv @@ p.q)))
      SELECT p.document_id AS id, sum(p.idf * p.tf * 2.2 / (p.tf + 1.2 * (0.25 + 0.75 * f.tokens / s.avgdl))) AS score
      FROM found p JOIN documents_fts f ON f.document_id = p.document_id, stats s
      GROUP BY p.document_id, f.tokens, s.avgdl
      ORDER BY score DESC, p.document_id LIMIT @limit`).all({ leaves, limit }) as { id: string; score: number }[];
}

/** documentIndexMatches on PostgreSQL: the same BM25, each column's frequency weighted as bm25() weighs it. */
function pgDocumentIndexMatches(database: Db, match: string, weights: string, limit: number): { id: string; score: number }[] {
  const w = INDEX_COLUMNS.map((_, i) => Number(weights.split(",")[i + 2]?.trim() ?? 1) || 0);
  const node = parseFtsExpression(match);
  if (node && isPhraseUnion(node)) return pgUnionMatches(database, match, w, limit);
  const columns = INDEX_COLUMNS.map((c) => `f.${c}`).join(", ");
  const prefixTf = INDEX_COLUMNS.map((column, i) => `${w[i]} * footnote_tf(f.${column}, w.lexemes, w.prefix)`).join(" + ");
  const { query, leaves } = pgSearch(match);
  return prepared(database, `WITH ${LEAVES_CTE}, ${idfCtes("documents_fts")}, ${WANTED_CTE},
      matched AS (
        SELECT f.*, footnote_counts(ARRAY[${columns}], ARRAY[${w.join(", ")}]::float8[], wanted.lexemes) AS counts
        FROM documents_fts f, wanted WHERE f.tsv @@ to_tsquery('footnote', @query))
      SELECT f.document_id AS id, ${bm25Score("f.counts", prefixTf, "f.tokens")} AS score
      FROM matched f, stats s
      ORDER BY score DESC, f.document_id LIMIT @limit`).all({ query, leaves, limit }) as { id: string; score: number }[];
}

/** The filer of each of the first `limit` pages that match an FTS5 expression. */
export function companiesOfPagesMatching(database: Db, match: string, limit: number): { companyId: string }[] {
  if (database.dialect === "postgres") {
    return prepared(database, `SELECT d.company_id AS companyId
        FROM (SELECT document_id FROM pages WHERE tsv @@ to_tsquery('footnote', ?) LIMIT ?) p
        JOIN documents d ON d.id = p.document_id`).all(pgSearch(match).query, limit) as { companyId: string }[];
  }
  return prepared(database, `SELECT d.company_id AS companyId
      FROM (SELECT rowid FROM pages_fts WHERE pages_fts MATCH ? LIMIT ?) f
      JOIN pages p ON p.rowid = f.rowid JOIN documents d ON d.id = p.document_id`)
    .all(match, limit) as { companyId: string }[];
}

/** The Markdown of the pages with these rowids. */
export function pageContentsByRowid(database: Db, rowids: number[]): Map<number, string> {
  if (!rowids.length) return new Map();
  const rows = prepared(database, `SELECT rowid, content FROM pages WHERE rowid IN (${jsonValues(database, "?", "bigint")})`)
    .all(JSON.stringify(rowids)) as { rowid: number; content: string }[];
  return new Map(rows.map((r) => [r.rowid, r.content]));
}

/** Each document's id with the SHA-256 of its original file (null when not recorded). */
export function documentHashes(database: Db): { id: string; sha: string | null }[] {
  return prepared(database, `SELECT id, ${jsonText(database, "metadata", "sha256")} AS sha FROM documents`).all() as {
    id: string;
    sha: string | null;
  }[];
}
