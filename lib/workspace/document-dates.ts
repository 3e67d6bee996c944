// Which date a document's `date` is: the period end for annual and interim reports, the date of
// the report for everything else (current reports, releases, presentations).
import { categoryFromV1 } from "../catalog/codes";

const PERIOD_REPORTS = new Set(["annual-financial-report", "interim-financial-report", "annual-activity-report", "interim-activity-report"]);

export function dateKind(category: string | null | undefined): "Period end" | "Report date" {
  const current = category ? (categoryFromV1(category) ?? category) : "";
  return PERIOD_REPORTS.has(current) ? "Period end" : "Report date";
}

/** The SEC's page of a filing, from the company's CIK and the accession number; null when either is unknown. */
export function edgarFilingUrl(cik: string | null | undefined, accessionNumber: string | null | undefined): string | null {
  if (!cik || !accessionNumber || !/^\d{10}-\d{2}-\d{6}$/.test(accessionNumber)) return null;
  return `https://www.sec.gov/Archives/edgar/data/${Number(cik)}/${accessionNumber.replace(/-/g, "")}/${accessionNumber}-index.htm`;
}

/** The SEC's list of the company's filings of a form; null without a CIK. */
export function edgarCompanyFilingsUrl(cik: string | null | undefined, form: string | null | undefined): string | null {
  if (!cik) return null;
  const params = new URLSearchParams({ action: "getcompany", CIK: cik, type: form ?? "", dateb: "", owner: "include", count: "40" });
  return `https://www.sec.gov/cgi-bin/browse-edgar?${params}`;
}
