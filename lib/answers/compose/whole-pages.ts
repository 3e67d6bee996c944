// A question about the rows of a total ("by how much did self-insurance within accrued
// liabilities change") may rank the note that prints the total below the pages it retrieves: its
// words are a row's, not the note's. The filing's tables are then searched for the total itself.
import type { QuestionReading } from "../../retrieval/read-question";
import type { CitablePage } from "../engines/engine";
import { wholeHolds, wholeRows, type WholeRows } from "../statements/whole-rows";
import { wholePartsAsked } from "./whole-parts-asked";

type Page = Omit<CitablePage, "ref">;

/**
 * The first table page among `candidates` that totals the whole the question names, when none of
 * the pages already retrieved does; empty when the question names no whole or one is already read.
 * The candidates are loaded only then: most questions name no whole.
 */
export function wholeTotalPages(query: string, reading: QuestionReading, year: number, have: Page[], candidates: () => Page[]): Page[] {
  const ask = wholePartsAsked(query);
  if (!ask) return [];
  const period = { year, months: reading.months, quarter: reading.quarter, endsOn: reading.endsOn };
  const asPages = (pages: Page[]): CitablePage[] => pages.map((p) => ({ ...p, ref: "" }));
  // A total whose rows lack the part a share or move is asked of is no answer: another table's is looked for.
  const part = ask.how === "share" || ask.how === "change" ? ask.part : null;
  const answers = (found: WholeRows | null) => found !== null && (part === null || wholeHolds(found, part));
  if (answers(wholeRows(asPages(have), ask.whole, period, part, ask.phrase))) return [];
  const seen = new Set(have.map((p) => `${p.document.id}|${p.pageNumber}`));
  for (const page of candidates()) {
    if (seen.has(`${page.document.id}|${page.pageNumber}`) || !/\|\s*total\b/i.test(page.content)) continue;
    if (answers(wholeRows(asPages([page]), ask.whole, period, part, ask.phrase))) return [page];
  }
  return [];
}
