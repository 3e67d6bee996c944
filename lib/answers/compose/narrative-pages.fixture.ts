// Pages of a sample 10-K as the narrative answer reads them: read through the extractor from
// ../shared (never a copy), cited under a document of the company and fiscal year given.
import type { CatalogDocument } from "../../catalog/types";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";

export interface AnnualReport {
  /** The corpus file name without ".pdf". */
  file: string;
  company: string;
  ticker: string;
  fiscalYear: number;
}

export async function narrativePages({ file, company, ticker, fiscalYear }: AnnualReport, numbers: number[]): Promise<CitablePage[]> {
  const document = {
    id: `${file.slice(0, 8)}-0000-4000-8000-000000000000`, companyName: company, companyTickers: [ticker], category: "annual-financial-report",
    formType: "10-K", fiscalYear, fiscalQuarter: null,
  } as unknown as CatalogDocument;
  const pages = await corpusPages(`${file}.pdf`);
  return numbers.map((n) => ({ ref: citationRef(document.id, n - 1), document, pageNumber: n, kind: "narrative", score: 1, content: pages[n - 1]!.markdown }));
}
