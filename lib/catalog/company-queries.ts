// Reading companies: the filtered list, one by id, and type-ahead search. Each is one prepared
// SQL statement; list filters arrive as JSON arrays so that one statement serves every
// combination (an absent filter is NULL and drops out).
import { db, type Db } from "../db/connection";
import { rankCompanies } from "./company-match";
import { NotFoundError } from "./errors";
import { normaliseCik } from "./ids";
import { prepared } from "../db/prepared";
import type { Company } from "./types";

export interface CompanyRow {
  id: string;
  name: string;
  tickers: string;
  countries: string;
  files_with_sec: number;
  cik: string | null;
  permid: string | null;
  aliases: string;
  listed: number;
}

export function companyFromRow(row: CompanyRow): Company {
  return {
    id: row.id,
    name: row.name,
    tickers: JSON.parse(row.tickers) as string[],
    countries: JSON.parse(row.countries) as string[],
    filesWithSec: row.files_with_sec === 1,
    cik: row.cik,
    permid: row.permid,
    aliases: JSON.parse(row.aliases) as string[],
    listed: row.listed === 1,
  };
}

export interface CompanyFilter {
  /** Base (`AMC`, also matching `AMC.AX`) or suffixed tickers, any case. */
  tickers?: string[];
  countries?: string[];
  filesWithSec?: boolean;
  ids?: string[];
  /** With or without leading zeros. */
  ciks?: string[];
  permids?: string[];
  limit: number;
}

/** A list filter as a statement parameter: a JSON array, or NULL when the filter is absent. */
export function listParameter(values: string[] | undefined, normalise: (v: string) => string): string | null {
  return values?.length ? JSON.stringify(values.map(normalise)) : null;
}

const upper = (v: string) => v.trim().toUpperCase();
const lower = (v: string) => v.trim().toLowerCase();

/** Companies whose ticker or ticker base is in `@tickers`, shared with the document list. */
export const TICKER_MATCH = `SELECT t.company_id FROM company_tickers t
  WHERE t.ticker IN (SELECT value FROM json_each(@tickers)) OR t.base IN (SELECT value FROM json_each(@tickers))`;

const LIST_SQL = `
SELECT c.* FROM companies c
WHERE (@tickers IS NULL OR c.id IN (${TICKER_MATCH}))
  AND (@countries IS NULL OR EXISTS (
        SELECT 1 FROM json_each(c.countries) k WHERE upper(k.value) IN (SELECT value FROM json_each(@countries))))
  AND (@filesWithSec IS NULL OR c.files_with_sec = @filesWithSec)
  AND (@ids IS NULL OR c.id IN (SELECT value FROM json_each(@ids)))
  AND (@ciks IS NULL OR c.cik IN (SELECT value FROM json_each(@ciks)))
  AND (@permids IS NULL OR c.permid IN (SELECT value FROM json_each(@permids)))
ORDER BY c.name COLLATE NOCASE, c.id
LIMIT @limit`;

export function listCompanies(filter: CompanyFilter, database: Db = db()): Company[] {
  const rows = prepared(database, LIST_SQL).all({
    tickers: listParameter(filter.tickers, upper),
    countries: listParameter(filter.countries, upper),
    filesWithSec: filter.filesWithSec === undefined ? null : filter.filesWithSec ? 1 : 0,
    ids: listParameter(filter.ids, lower),
    ciks: listParameter(filter.ciks, normaliseCik),
    permids: listParameter(filter.permids, (v) => v.trim()),
    limit: filter.limit,
  }) as CompanyRow[];
  return rows.map(companyFromRow);
}

/** Every company in the catalog, by name. */
export function allCompanies(database: Db = db()): Company[] {
  const rows = prepared(database, "SELECT * FROM companies ORDER BY name COLLATE NOCASE, id").all() as CompanyRow[];
  return rows.map(companyFromRow);
}

/** The company with this id (any case); NotFoundError when there is none. */
export function getCompany(id: string, database: Db = db()): Company {
  const row = prepared(database, "SELECT * FROM companies WHERE id = ?").get(id.trim().toLowerCase()) as CompanyRow | undefined;
  if (!row) throw new NotFoundError(`Company '${id}' not found`);
  return companyFromRow(row);
}

/**
 * Type-ahead search over names, tickers and informal names (lib/catalog/company-match ranks:
 * exact ticker, then names as typed with any spacing, from their first word or any later one).
 * Every company is read: a catalog holds thousands at most, and ranking needs the words.
 */
export function searchCompanies(text: string, limit: number, database: Db = db()): Company[] {
  if (!text.trim()) return [];
  return rankCompanies(allCompanies(database), text, limit);
}
