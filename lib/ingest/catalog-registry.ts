// The companies already in the catalogue, in registry form, so filings are matched against
// every company known so far (a registry file given once keeps working on later runs).
import type { Db } from "../db/connection";
import type { RegistryCompany } from "../catalog/registry";

interface Row {
  name: string;
  tickers: string;
  countries: string;
  files_with_sec: number;
  cik: string | null;
  aliases: string;
  listed: number;
}

export function catalogRegistry(db: Db): RegistryCompany[] {
  const rows = db.prepare("SELECT name, tickers, countries, files_with_sec, cik, aliases, listed FROM companies").all() as Row[];
  return rows.map((r) => ({
    name: r.name,
    cik: r.cik ?? undefined,
    tickers: JSON.parse(r.tickers) as string[],
    countries: JSON.parse(r.countries) as string[],
    filesWithSec: r.files_with_sec === 1,
    listed: r.listed === 1,
    aliases: JSON.parse(r.aliases) as string[],
  }));
}
