// From what a worker read of a file to the rows the catalogue stores: the company and the
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
