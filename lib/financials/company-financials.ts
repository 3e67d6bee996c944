// A company's standardised statements read from the catalog: the statement pages of each of
// its filings, kept until the catalog changes (reading them is the costly part).
import { citationRef } from "../answers/citation-refs";
import type { CitablePage } from "../answers/engines/engine";
import { statementPages } from "../answers/statement-pages";
import { catalogVersion } from "../catalog/catalog-version";
import { getCompany } from "../catalog/company-queries";
import { listDocuments } from "../catalog/document-queries";
import type { Company } from "../catalog/types";
import type { Db } from "../db/connection";
import { standardStatements, type StandardStatements } from "./standard-statements";

export interface CompanyFinancials extends StandardStatements {
  company: Pick<Company, "id" | "name" | "tickers">;
}

const MAX_FILINGS = 1000;
const KEPT = 64;
const kept = new Map<string, CompanyFinancials>();

/** The statements of a company; NotFoundError when there is no such company. */
export function companyFinancials(database: Db, companyId: string): CompanyFinancials {
  const company = getCompany(companyId, database);
  const key = `${company.id}|${catalogVersion(database)}`;
  const known = kept.get(key);
  if (known) return known;
  const filings = listDocuments({ companyIds: [company.id], limit: MAX_FILINGS }, database).map((document) => ({
    document,
    pages: statementPages(document.id, database).map((p): CitablePage => ({
      ref: citationRef(document.id, p.pageNumber), document, pageNumber: p.pageNumber, kind: p.kind, content: p.content, score: 1,
    })),
  }));
  const result = { company: { id: company.id, name: company.name, tickers: company.tickers }, ...standardStatements(filings) };
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, result);
  return result;
}
