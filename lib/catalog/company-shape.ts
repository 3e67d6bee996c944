// The Company resource as the API shows it (v1 and v2 alike). `cik` and `permid` are left out
// when the company has none, as the interface's examples show for non-SEC filers; aliases and
// the listing flag stay internal.
import type { Company } from "./types";

export interface CompanyShape {
  id: string;
  name: string;
  tickers: string[];
  countries: string[];
  filesWithSec: boolean;
  cik?: string;
  permid?: string;
}

export function companyShape(company: Company): CompanyShape {
  return {
    id: company.id,
    name: company.name,
    tickers: company.tickers,
    countries: company.countries,
    filesWithSec: company.filesWithSec,
    ...(company.cik ? { cik: company.cik } : {}),
    ...(company.permid ? { permid: company.permid } : {}),
  };
}
