// The store's side of dating documents by their company's fiscal calendar: each document's
// period facts and stored calendar, and the correction of a fiscal year.
import type { Db } from "../db/connection";
import { jsonFlag, jsonText } from "../db/dialect";
import { prepared } from "../db/prepared";

export interface DocumentDating {
  id: string;
  companyId: string;
  date: string | null;
  fiscalYear: number | null;
  fiscalQuarter: number | null;
  fiscalPeriod: string | null;
  /** The fiscal calendar the document revealed, as stored (JSON), or null. */
  fiscalCalendar: string | null;
  periodEnd: string | null;
  /** 1 when ingestion guessed the fiscal year's name (metadata.fiscalYearInferred). */
  fiscalYearInferred: number | null;
}

export function documentDatings(db: Db): DocumentDating[] {
  return prepared(db, `SELECT id, company_id AS companyId, date, fiscal_year AS fiscalYear, fiscal_quarter AS fiscalQuarter,
    fiscal_period AS fiscalPeriod, fiscal_calendar AS fiscalCalendar, ${jsonText(db, "metadata", "periodEnd")} AS periodEnd,
    ${jsonFlag(db, "metadata", "fiscalYearInferred")} AS fiscalYearInferred FROM documents`).all() as DocumentDating[];
}

/** Sets the fiscal years of documents (id → year) in one transaction. */
export function updateFiscalYears(db: Db, years: Map<string, number | null>): void {
  const update = prepared(db, "UPDATE documents SET fiscal_year = ? WHERE id = ?");
  db.transaction(() => {
    for (const [id, year] of years) update.run(year, id);
  })();
}
