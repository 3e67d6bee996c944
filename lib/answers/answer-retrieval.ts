// What the answer pipeline needs from retrieval: the pages to cite, ranked, and enough of the
// question's reading to say what was searched.
import type { CatalogDocument } from "../catalog/types";
import type { CitablePage } from "./engines/engine";

export interface RetrievedForAnswer {
  /** Companies, periods and forms the question was read as naming, in words. */
  searched: string[];
  documents: CatalogDocument[];
  pages: Omit<CitablePage, "ref">[];
}

export type AnswerRetrieval = (request: {
  query: string;
  documentIds?: string[];
  signal: AbortSignal;
}) => Promise<RetrievedForAnswer> | RetrievedForAnswer;

export function searchDescription(found: RetrievedForAnswer): string {
  const scope = found.searched.length ? `for ${found.searched.join(", ")}` : "across the catalogue";
  const docs = found.documents.length;
  return `${docs} document${docs === 1 ? "" : "s"} ${scope}`;
}
