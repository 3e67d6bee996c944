// Reading companies: the filtered list, one by id, and type-ahead search. Each is one prepared
// SQL statement; list filters arrive as JSON arrays so that one statement serves every
// combination (an absent filter is NULL and drops out).
import { db, type Db } from "../db/connection";
import { rankCompanies } from "./company-match";
import { NotFoundError } from "./errors";
import { normaliseCik } from "./ids";
import { intParam, jsonValues, noCase, textParam } from "../db/dialect";
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
export function tickerMatch(database: Db): string {
  return `SELECT t.company_id FROM company_tickers t
  WHERE t.ticker IN (${jsonValues(database, "@tickers")}) OR t.base IN (${jsonValues(database, "@tickers")})`;
}

function listSql(database: Db): string {
  const t = (name: string) => textParam(database, name);
  return `
SELECT c.* FROM companies c
WHERE (${t("@tickers")} IS NULL OR c.id IN (${tickerMatch(database)}))
  AND (${t("@countries")} IS NULL OR EXISTS (
        SELECT 1 FROM ${database.dialect === "postgres" ? "json_array_elements_text(CAST(c.countries AS json)) AS k(value)" : "json_each(c.countries) k"}
        WHERE upper(k.value) IN (${jsonValues(database, "@countries")})))
  AND (${intParam(database, "@filesWithSec")} IS NULL OR c.files_with_sec = @filesWithSec)
  AND (${t("@ids")} IS NULL OR c.id IN (${jsonValues(database, "@ids")}))
  AND (${t("@ciks")} IS NULL OR c.cik IN (${jsonValues(database, "@ciks")}))
  AND (${t("@permids")} IS NULL OR c.permid IN (${jsonValues(database, "@permids")}))
ORDER BY ${noCase(database, "c.name")}, c.id
LIMIT @limit`;
}

export function listCompanies(filter: CompanyFilter, database: Db = db()): Company[] {
  const rows = prepared(database, listSql(database)).all({
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
  const rows = prepared(database, `SELECT * FROM companies ORDER BY ${noCase(database, "name")}, id`).all() as CompanyRow[];
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
