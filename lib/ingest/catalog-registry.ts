// The companies already in the catalog, in registry form, so filings are matched against
// every company known so far (a registry file given once keeps working on later runs).
import { allCompanies } from "../catalog/company-queries";
import type { RegistryCompany } from "../catalog/registry";
import type { Db } from "../db/connection";

export function catalogRegistry(db: Db): RegistryCompany[] {
  return allCompanies(db).map((c) => ({
    name: c.name,
    cik: c.cik ?? undefined,
    tickers: c.tickers,
    countries: c.countries,
    filesWithSec: c.filesWithSec,
    listed: c.listed,
    aliases: c.aliases,
  }));
}
