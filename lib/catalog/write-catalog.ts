// The write side of the catalog, used by ingestion. A document enters with all its pages in
// one transaction, or not at all.
import type { Db } from "../db/connection";
import { prepared } from "../db/prepared";
import type { CatalogDocument, CatalogPage, Company } from "./types";

function tickerBase(ticker: string): string {
  const [base = ""] = ticker.toUpperCase().split(".");
  return base;
}

/** Inserts or refreshes companies (registry entries or companies read from a cover page). */
export function upsertCompanies(db: Db, companies: Company[]): void {
  const upsert = prepared(db, `
    INSERT INTO companies (id, name, tickers, countries, files_with_sec, cik, permid, aliases, listed)
    VALUES (@id, @name, @tickers, @countries, @filesWithSec, @cik, @permid, @aliases, @listed)
    ON CONFLICT (id) DO UPDATE SET name = excluded.name, tickers = excluded.tickers,
      countries = excluded.countries, files_with_sec = excluded.files_with_sec, cik = excluded.cik,
      permid = excluded.permid, aliases = excluded.aliases, listed = excluded.listed`);
  const clearTickers = prepared(db, "DELETE FROM company_tickers WHERE company_id = ?");
  const addTicker = prepared(db, "INSERT INTO company_tickers (company_id, ticker, base) VALUES (?, ?, ?) ON CONFLICT DO NOTHING");
  db.transaction(() => {
    for (const c of companies) {
      upsert.run({
        id: c.id, name: c.name, tickers: JSON.stringify(c.tickers), countries: JSON.stringify(c.countries),
        filesWithSec: c.filesWithSec ? 1 : 0, cik: c.cik, permid: c.permid,
        aliases: JSON.stringify(c.aliases), listed: c.listed ? 1 : 0,
      });
      clearTickers.run(c.id);
      for (const t of c.tickers) addTicker.run(c.id, t.toUpperCase(), tickerBase(t));
    }
  })();
}

/** True when a file with this SHA-256 is already cataloged (re-runs skip it). */
export function hasDocumentWithSha(db: Db, sha256: string): boolean {
  return prepared(db, "SELECT 1 FROM documents WHERE sha256 = ?").get(sha256) !== undefined;
}

export type NewDocument = Omit<CatalogDocument, "companyName" | "companyTickers"> & {
  /** The fiscal calendar the document reveals (JSON-serialisable), used to date current reports. */
  fiscalCalendar?: unknown;
};

/** All of a document's pages in one statement, where each statement is a round trip (PostgreSQL). */
function insertPagesAtOnce(db: Db, documentId: string, pages: Omit<CatalogPage, "documentId">[]): void {
  const rows = pages.map((p) => ({ page_number: p.pageNumber, content: p.content, kind: p.kind, garbled: p.garbled ? 1 : 0 }));
  prepared(db, `INSERT INTO pages (document_id, page_number, content, kind, garbled)
    SELECT ?, r.page_number, r.content, r.kind, r.garbled
    FROM json_to_recordset(CAST(? AS json)) AS r(page_number integer, content text, kind text, garbled integer)
    ORDER BY r.page_number`).run(documentId, JSON.stringify(rows));
}

/**
 * Adds a document and all its pages atomically. The company must already exist. False (and
 * nothing written) when the file is cataloged already: another ingestion run committed it first.
 */
export function saveDocument(db: Db, doc: NewDocument, pages: Omit<CatalogPage, "documentId">[]): boolean {
  const insertDoc = prepared(db, `
    INSERT INTO documents (id, company_id, category, form_type, title, description, date, fiscal_year,
      fiscal_quarter, fiscal_period, language, metadata, sha256, page_count, original_path, markdown_path, fiscal_calendar)
    VALUES (@id, @companyId, @category, @formType, @title, @description, @date, @fiscalYear,
      @fiscalQuarter, @fiscalPeriod, @language, @metadata, @sha256, @pageCount, @originalPath, @markdownPath, @fiscalCalendar)
    ON CONFLICT DO NOTHING`);
  const insertPage = prepared(db, "INSERT INTO pages (document_id, page_number, content, kind, garbled) VALUES (?, ?, ?, ?, ?)");
  return db.transaction(() => {
    const inserted = insertDoc.run({
      ...doc, metadata: JSON.stringify(doc.metadata), sha256: doc.metadata.sha256,
      fiscalCalendar: doc.fiscalCalendar ? JSON.stringify(doc.fiscalCalendar) : null,
    }).changes > 0;
    if (!inserted) return false;
    if (db.dialect === "postgres") insertPagesAtOnce(db, doc.id, pages);
    else for (const p of pages) insertPage.run(doc.id, p.pageNumber, p.content, p.kind, p.garbled ? 1 : 0);
    return true;
  })();
}
