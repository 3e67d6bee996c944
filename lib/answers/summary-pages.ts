// The five-year summary pages a question about an old year is answered from. Ranking favours the
// newest filings, whose statements do not reach the year; the oldest annual report's summary of
// selected data does, and is the one page that states it.
import type { CatalogDocument } from "../catalog/types";
import type { Db } from "../db/connection";
import { pagesOfKindsContaining, type KindedPage } from "../catalog/page-queries";
import type { QuestionReading } from "../retrieval/read-question";
import { yearsMeant, yearsReported } from "./compose/coverage";
import { multiYearColumns, pagesReportingYear } from "./compose/table-years";
import type { CatalogHoldings, CitablePage } from "./engines/engine";

const isAnnual = (d: CatalogDocument) => d.category === "annual-financial-report" || /^(?:10-K|20-F|40-F)/i.test(d.formType ?? "");

/** At most this many summary pages are added: a summary runs over one or two pages. */
const SUMMARY_PAGES = 2;

/** A filing's table pages that print one of the years: where a summary of selected data is classified. */
const tablePages = (document: CatalogDocument, years: Iterable<number>, database: Db): KindedPage[] =>
  pagesOfKindsContaining(document.id, ["financial-table"], [...years].map(String), database);

/** Which of the years a filing's multi-year tables report beyond its statements (CatalogHoldings.tableYears). */
export function tableYearsReader(database: Db): (document: CatalogDocument, years: readonly number[]) => number[] {
  return (document, years) => {
    if (!isAnnual(document) || document.fiscalYear == null || years.length === 0) return [];
    const printed = new Set(tablePages(document, years, database).flatMap((p) => multiYearColumns(p.content, document.fiscalYear!)));
    return years.filter((y) => printed.has(y));
  };
}

/**
 * The multi-year table pages of the newest annual report that prints the year asked, when no
 * filing's statements report it; none otherwise (or for a quarter, which no summary gives).
 */
export function summaryPagesFor(reading: QuestionReading, holdings: CatalogHoldings | undefined, database: Db): Omit<CitablePage, "ref">[] {
  if (!holdings || holdings.companies.length !== 1 || reading.quarter !== null || reading.years.length === 0) return [];
  const meant = new Set(reading.years.flatMap((y) => yearsMeant(y, holdings.documents)));
  if (holdings.documents.some((d) => yearsReported(d).some((y) => meant.has(y)))) return [];
  const annual = holdings.documents.filter((d) => isAnnual(d) && d.fiscalYear != null).sort((a, b) => b.fiscalYear! - a.fiscalYear!);
  for (const document of annual) {
    const pages = pagesReportingYear(tablePages(document, meant, database), document.fiscalYear!, meant);
    if (pages.length) return pages.slice(0, SUMMARY_PAGES).map((page) => ({ document, pageNumber: page.pageNumber, content: page.content, kind: page.kind, score: 0 }));
  }
  return [];
}
