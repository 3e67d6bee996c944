// Browsing the catalog's documents as people do: filters (company, category, form, fiscal year
// and quarter, date range, keywords in the title, description or company name), a sort column,
// a page of results, the total, and for each filter the values the catalog holds with how many
// documents each would give (counted under all the other filters).
import { db as defaultDb, type Db } from "../db/connection";
import { noCase } from "../db/dialect";
import { prepared } from "../db/prepared";
import { DOCUMENT_COLUMNS, documentFromRow, type DocumentRow } from "./document-queries";
import type { BrowseFilters, BrowseRequest, BrowseSort, FacetName, FacetValue } from "./document-browse-types";
import type { CatalogDocument } from "./types";

export type { BrowseFilters, BrowseRequest, BrowseSort, FacetName, FacetValue };

type Condition = { sql: string; params: unknown[] };

function keywordConditions(keyword: string | undefined): Condition[] {
  const words = (keyword ?? "").toLowerCase().match(/[\p{L}\p{N}&.'-]+/gu) ?? [];
  return words.slice(0, 8).map((word) => {
    const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return {
      sql: `(lower(d.title) LIKE ? ESCAPE '\\' OR lower(d.description) LIKE ? ESCAPE '\\' OR lower(c.name) LIKE ? ESCAPE '\\' OR lower(COALESCE(d.form_type, '')) LIKE ? ESCAPE '\\')`,
      params: [like, like, like, like],
    };
  });
}

/** The conditions of every filter, by the facet each belongs to (keyword and dates have none). */
function conditions(filters: BrowseFilters): { facet: FacetName | null; condition: Condition }[] {
  const out: { facet: FacetName | null; condition: Condition }[] = [];
  if (filters.company) out.push({ facet: "company", condition: { sql: "d.company_id = ?", params: [filters.company] } });
  if (filters.category) out.push({ facet: "category", condition: { sql: "d.category = ?", params: [filters.category] } });
  if (filters.form) out.push({ facet: "form", condition: { sql: "upper(d.form_type) = upper(?)", params: [filters.form] } });
  if (filters.year !== undefined) out.push({ facet: "year", condition: { sql: "d.fiscal_year = ?", params: [filters.year] } });
  if (filters.quarter !== undefined) out.push({ facet: "quarter", condition: { sql: "d.fiscal_quarter = ?", params: [filters.quarter] } });
  if (filters.from) out.push({ facet: null, condition: { sql: "d.date >= ?", params: [filters.from] } });
  if (filters.to) out.push({ facet: null, condition: { sql: "d.date <= ?", params: [filters.to] } });
  for (const condition of keywordConditions(filters.keyword)) out.push({ facet: null, condition });
  return out;
}

function where(parts: Condition[]): Condition {
  if (parts.length === 0) return { sql: "", params: [] };
  return { sql: `WHERE ${parts.map((p) => p.sql).join(" AND ")}`, params: parts.flatMap((p) => p.params) };
}

const FROM = "FROM documents d JOIN companies c ON c.id = d.company_id";

// Undated and unknown values sort last in either direction; ties fall back to newest first.
const ORDER: Record<BrowseSort, string> = {
  date: "d.date IS NULL, d.date",
  company: "c.name NOCASE",
  title: "d.title NOCASE",
  form: "d.form_type IS NULL, d.form_type",
  category: "d.category",
  period: "d.fiscal_year IS NULL, d.fiscal_year, d.fiscal_quarter IS NOT NULL, d.fiscal_quarter",
  pages: "d.page_count",
};

function orderBy(sort: BrowseSort, order: "asc" | "desc", database: Db): string {
  const direction = order === "desc" ? "DESC" : "ASC";
  // "x IS NULL" terms stay ascending so nulls stay last whichever way the column runs.
  const keys = ORDER[sort].split(", ").map((key) => {
    if (key.endsWith(" IS NULL")) return key;
    const column = key.endsWith(" NOCASE") ? noCase(database, key.slice(0, -" NOCASE".length)) : key;
    return `${column} ${direction}`;
  });
  return `ORDER BY ${keys.join(", ")}, d.date DESC, d.id`;
}

const FACET_SQL: Record<FacetName, string> = {
  company: "SELECT d.company_id AS value, c.name AS label, COUNT(*) AS count",
  category: "SELECT d.category AS value, d.category AS label, COUNT(*) AS count",
  form: "SELECT upper(d.form_type) AS value, upper(d.form_type) AS label, COUNT(*) AS count",
  year: "SELECT d.fiscal_year AS value, d.fiscal_year AS label, COUNT(*) AS count",
  quarter: "SELECT d.fiscal_quarter AS value, 'Q' || d.fiscal_quarter AS label, COUNT(*) AS count",
};
const FACET_COLUMN: Record<FacetName, string> = {
  company: "d.company_id",
  category: "d.category",
  form: "d.form_type",
  year: "d.fiscal_year",
  quarter: "d.fiscal_quarter",
};
const FACET_ORDER: Record<FacetName, string> = {
  company: "NOCASE",
  category: "count DESC, value",
  form: "count DESC, value",
  year: "value DESC",
  quarter: "value",
};

function facet(name: FacetName, filters: BrowseFilters, database: Db): FacetValue[] {
  const others = where([
    ...conditions(filters).filter((c) => c.facet !== name).map((c) => c.condition),
    { sql: `${FACET_COLUMN[name]} IS NOT NULL`, params: [] },
  ]);
  // Grouped by value and label (the label follows from the value), as PostgreSQL requires.
  const order = FACET_ORDER[name] === "NOCASE" ? noCase(database, database.dialect === "postgres" ? "c.name" : "label") : FACET_ORDER[name];
  const sql = `${FACET_SQL[name]} ${FROM} ${others.sql} GROUP BY 1, 2 ORDER BY ${order}`;
  return (prepared(database, sql).all(...others.params) as { value: string | number; label: string | number; count: number }[]).map((row) => ({
    value: String(row.value),
    label: String(row.label),
    count: row.count,
  }));
}

export interface BrowseResult {
  total: number;
  items: CatalogDocument[];
  facets: Record<FacetName, FacetValue[]>;
}

export function browseDocuments(request: BrowseRequest, database: Db = defaultDb()): BrowseResult {
  const all = where(conditions(request).map((c) => c.condition));
  const total = prepared(database, `SELECT COUNT(*) ${FROM} ${all.sql}`).pluck().get(...all.params) as number;
  const rows = prepared(database, `SELECT ${DOCUMENT_COLUMNS} ${FROM} ${all.sql} ${orderBy(request.sort, request.order, database)} LIMIT ? OFFSET ?`).all(
    ...all.params,
    request.limit,
    request.offset,
  ) as DocumentRow[];
  const facets = Object.fromEntries(
    (["company", "category", "form", "year", "quarter"] as const).map((name) => [name, facet(name, request, database)]),
  ) as Record<FacetName, FacetValue[]>;
  return { total, items: rows.map(documentFromRow), facets };
}

/** The ids of every document the filters match, up to `limit` (newest first): what a view has "in view". */
export function matchingDocumentIds(filters: BrowseFilters, limit: number, database: Db = defaultDb()): string[] {
  const all = where(conditions(filters).map((c) => c.condition));
  return prepared(database, `SELECT d.id ${FROM} ${all.sql} ORDER BY d.date DESC, d.id LIMIT ?`)
    .pluck()
    .all(...all.params, limit) as string[];
}
