// The table a ranking question names by its columns, added to the retrieved pages when ranking
// left it out: the quarterly-data table for "which quarter …", the table with the column named
// for "which obligation has the most due in less than one year". Such tables rarely repeat the
// question's words in prose, so a passage about the same subject may outrank them.
import type { CatalogDocument } from "../catalog/types";
import { pagesOfKinds } from "../catalog/page-queries";
import type { Db } from "../db/connection";
import type { QuestionReading } from "../retrieval/read-question";
import { columnRankAsked, namedColumn } from "./compose/column-rank";
import { printsQuarters, quarterRankAsked } from "./compose/quarter-rank";
import type { CitablePage } from "./engines/engine";
import { holdsRowAcrossParts } from "./compose/row-across-parts";

/** Whether the page holds the table the question ranks over. */
function holdsTable(query: string, reading: QuestionReading, year: number, page: CitablePage): boolean {
  if (quarterRankAsked(query)) return printsQuarters(query, reading, year, page);
  return namedColumn(query, [page]) !== null;
}

/** At most one page of the filings given, when none of the pages already held has the table. */
export function namedTablePages(query: string, reading: QuestionReading, year: number, documents: CatalogDocument[], have: Omit<CitablePage, "ref">[], database: Db): Omit<CitablePage, "ref">[] {
  if (!quarterRankAsked(query) && !columnRankAsked(query)) return [];
  // The things compared laid out as columns, on a row the question's verb names ("deliver" →
  // "Deliveries" under "2017"): a table held apart from any column named by the question's words.
  const across = (page: Omit<CitablePage, "ref">) => !quarterRankAsked(query) && holdsRowAcrossParts(query, reading, year, { ...page, ref: "" });
  if (!have.some(across)) {
    const found = firstPage(documents, have, database, across);
    if (found) return [found];
  }
  if (have.some((p) => holdsTable(query, reading, year, { ...p, ref: "" }))) return [];
  const page = firstPage(documents, have, database, (p) => holdsTable(query, reading, year, { ...p, ref: "" }));
  return page ? [page] : [];
}

/** The first financial or segment table page of the filings, not held already, that the test accepts. */
function firstPage(documents: CatalogDocument[], have: Omit<CitablePage, "ref">[], database: Db, test: (page: Omit<CitablePage, "ref">) => boolean): Omit<CitablePage, "ref"> | null {
  const seen = new Set(have.map((p) => `${p.document.id}|${p.pageNumber}`));
  for (const document of documents) {
    for (const page of pagesOfKinds(document.id, ["financial-table", "segment-table"], database)) {
      if (seen.has(`${document.id}|${page.pageNumber}`)) continue;
      const candidate = { document, pageNumber: page.pageNumber, content: page.content, kind: page.kind, score: 0 };
      if (test(candidate)) return candidate;
    }
  }
  return null;
}
