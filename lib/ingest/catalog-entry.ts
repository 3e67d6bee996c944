// From what a worker read of a file to the rows the catalog stores: the company and the
// document with its provenance.
import { companyId, documentId } from "../catalog/ids";
import type { Company, DocumentProvenance } from "../catalog/types";
import type { NewDocument } from "../catalog/write-catalog";
import type { AnalysedFile } from "./analysed-file";

/** Filed under this company when no company can be read from the document at all. */
const UNIDENTIFIED = "Unidentified filer";

function unidentifiedCompany(): Company {
  return {
    id: companyId({ name: UNIDENTIFIED }), name: UNIDENTIFIED, tickers: [], countries: [], filesWithSec: false,
    cik: null, permid: null, aliases: [], listed: false,
  };
}

/**
 * Why a document needs an operator: its company matched no registry entry, so it is filed under
 * the name the document gives (or under "Unidentified filer" when it gives none) until someone
 * adds the company to the registry and ingests again.
 */
function reviewReason(r: AnalysedFile["reading"]): string {
  if (!r.company) return "No company could be read from the document; filed under the unidentified filer.";
  return `The company "${r.company.name}" (read from its ${r.companyEvidence ?? "text"}) matches no registry entry.`;
}

export function toCatalogEntry(
  analysed: AnalysedFile,
  file: { sha256: string; sourceFileName: string },
): { company: Company; document: Omit<NewDocument, "originalPath" | "markdownPath"> } {
  const r = analysed.reading;
  const company = r.company ?? unidentifiedCompany();
  const metadata: DocumentProvenance = {
    sha256: file.sha256,
    sourceFileName: file.sourceFileName,
    pageCount: analysed.pages.length,
    ...(r.accessionNumber ? { accessionNumber: r.accessionNumber } : {}),
    ...(r.items8k.length > 0 ? { "8kItems": r.items8k } : {}),
    ...(r.periodEnd ? { periodEnd: r.periodEnd } : {}),
    ...(analysed.pages.some((p) => p.garbled) ? { garbledPages: analysed.pages.filter((p) => p.garbled).map((p) => p.pageNumber) } : {}),
    ...(r.companyEvidence ? { companyEvidence: r.companyEvidence } : {}),
    ...(r.fiscalYearSettled ? {} : { fiscalYearInferred: true }),
    ...(r.companyInRegistry ? {} : { review: reviewReason(r) }),
  };
  return {
    company,
    document: {
      id: documentId(file.sha256),
      companyId: company.id,
      category: r.category,
      formType: r.formType,
      title: r.title,
      description: r.description,
      date: r.date,
      fiscalYear: r.fiscalYear,
      fiscalQuarter: r.fiscalQuarter,
      fiscalPeriod: r.fiscalPeriod,
      language: r.language,
      metadata,
      pageCount: analysed.pages.length,
      fiscalCalendar: r.fiscalCalendar,
    },
  };
}
