// Companies named in free text ("compare Coke and Pepsi", "Apple, MSFT and Nvidia"), best first:
// names, tickers and informal names as written, then names misspelt by one letter.
import { MAX_QUESTION_LENGTH } from "./question-bounds";
import { z } from "zod";
import { searchCompanies } from "../catalog/company-queries";
import type { Company } from "../catalog/types";
import { db, type Db } from "../db/connection";
import { catalogCompanies } from "./catalog-companies";
import { companyIndex } from "./company-names";

/** Body of the company-retrieval operation. */
export const companyRetrievalBody = z.object({
  query: z.string().trim().min(1).max(MAX_QUESTION_LENGTH).describe("Free-text reference to companies by name, ticker or informal wording."),
});

/** A short text that names no company outright is tried as the start of a name ("Lockh"). */
const TYPE_AHEAD_WORDS = 3;

export function resolveCompanies(text: string, database: Db = db()): Company[] {
  const mentions = companyIndex(catalogCompanies(database)).find(text);
  const ordered = [...mentions.filter((m) => m.via !== "misspelling"), ...mentions.filter((m) => m.via === "misspelling")];
  const seen = new Set<string>();
  const companies = ordered.flatMap((m) => (seen.has(m.company.id) ? [] : (seen.add(m.company.id), [m.company])));
  if (companies.length || text.trim().split(/\s+/).length > TYPE_AHEAD_WORDS) return companies;
  return searchCompanies(text, 10, database);
}
