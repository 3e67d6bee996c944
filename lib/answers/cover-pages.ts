// A question about a fact of the cover page (compose/cover-fact-asked.ts) is answered from the
// cover of the filing it asks about, which word ranking rarely puts among the best pages: every
// page of a filing shares the question's words with the cover, and the cover's kind is damped as
// boilerplate. So the cover, and the page or two its form runs onto, are added ahead of the rest.
import type { CatalogDocument } from "../catalog/types";
import { pagesNumbered, pagesOfKinds } from "../catalog/page-queries";
import type { Db } from "../db/connection";
import { coverFactAsked } from "./compose/cover-fact-asked";
import { continuesCover } from "./compose/cover-read";
import type { CitablePage } from "./engines/engine";

/** Pages past the cover that may still be its form. */
const CONTINUATION = 2;

/**
 * The filing whose cover answers: of the year asked when one is (a cover names dates of other
 * years — the float is valued at the middle of the year before — so the best page may be the
 * next year's cover) and of the form named, else the best-ranked.
 */
function coverDocument(query: string, year: number | null, ranked: CatalogDocument[]): CatalogDocument | undefined {
  // A form named ("its 2023 10-Q", "the annual report") is the form whose cover answers.
  const quarterly = /\b10-?Q\b|\bquarterly\s+report\b/i.test(query) ? true : /\b10-?K\b|\bannual\s+report\b/i.test(query) ? false : null;
  const fits = (d: CatalogDocument) => (year === null || d.fiscalYear === year) && (quarterly === null || Boolean(d.fiscalQuarter) === quarterly);
  return ranked.find(fits) ?? (year !== null ? ranked.find((d) => d.fiscalYear === year) : undefined) ?? ranked[0];
}

/**
 * The cover pages of the filing a cover-page question asks about, among the filings retrieval
 * ranked (best first); none for any other question, which costs it no more than reading its words.
 */
export function coverPagesFor(query: string, year: number | null, ranked: () => CatalogDocument[], database: Db): Omit<CitablePage, "ref">[] {
  if (!coverFactAsked(query)) return [];
  const document = coverDocument(query, year, ranked());
  if (!document) return [];
  const cover = pagesOfKinds(document.id, ["cover"], database)[0];
  if (!cover) return [];
  const out: Omit<CitablePage, "ref">[] = [{ document, pageNumber: cover.pageNumber, content: cover.content, kind: cover.kind, score: 1 }];
  for (const page of pagesNumbered(document.id, cover.pageNumber + 1, cover.pageNumber + CONTINUATION, database)) {
    if (!continuesCover(page.content)) break;
    out.push({ document, pageNumber: page.pageNumber, content: page.content, kind: page.kind, score: 1 });
  }
  return out;
}
