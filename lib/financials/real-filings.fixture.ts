// Statement pages of real sample filings, extracted from the PDFs by the ingestion extractor, as
// the financials tests read them: Netflix's 10-Ks for 2017 and 2018 (in thousands; the 2018
// report restates 2017's costs) and Amcor's 10-Q for the second quarter of fiscal 2023.
import type { CitablePage } from "../answers/engines/engine";
import { citationRef } from "../answers/citation-refs";
import type { CatalogDocument } from "../catalog/types";
import type { PageKind } from "../catalog/codes";
import { corpusPages } from "../testing/corpus-pages";

export interface Filing {
  document: CatalogDocument;
  pages: CitablePage[];
}

async function filing(file: string, document: Partial<CatalogDocument>, wanted: Record<number, PageKind>): Promise<Filing> {
  const doc = {
    id: `${file.slice(0, 8)}-0000-4000-8000-000000000000`, formType: "10-K", category: "annual-financial-report",
    fiscalQuarter: null, ...document,
  } as CatalogDocument;
  const extracted = await corpusPages(`${file}.pdf`);
  return {
    document: doc,
    pages: Object.entries(wanted).map(([n, kind]) => ({
      ref: citationRef(doc.id, Number(n)), document: doc, pageNumber: Number(n), kind, score: 1, content: extracted[Number(n) - 1]!.markdown,
    })),
  };
}

const PRIMARY = { 42: "income-statement", 44: "cash-flow-statement", 45: "balance-sheet" } as const;

export const netflix2018 = () => filing("182eb08c330375b0", { title: "Netflix 10-K 2018", fiscalYear: 2018, date: "2018-12-31" }, PRIMARY);
export const netflix2017 = () => filing("981a69bba010dd17", { title: "Netflix 10-K 2017", fiscalYear: 2017, date: "2017-12-31" }, PRIMARY);
export const amcorQ2 = () =>
  filing(
    "71c39c3f338fc81a",
    { title: "Amcor 10-Q Q2 FY2023", formType: "10-Q", category: "interim-financial-report", fiscalYear: 2023, fiscalQuarter: 2, date: "2022-12-31" },
    { 5: "income-statement", 7: "balance-sheet", 8: "cash-flow-statement" },
  );
