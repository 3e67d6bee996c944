// A company named by a word several cataloged companies begin with ("What was American's total
// revenue?" of a catalog holding American Express and American Water Works): no name, alias or
// ticker reads it as one of them, so retrieval would rank whichever's pages and answer for it.
// The question must name the company meant; the answer says which ones the word could be.
import type { Company } from "../catalog/types";
import { ownersNamed } from "./unknown-company";

// Words a company's name begins with that say nothing of which company it is.
const LEADING = /^(?:the)\s+/i;
// How many of the companies to list in the decline.
const LISTED = 4;

const wordsOf = (text: string) => text.toLowerCase().replace(/['’]s?\b/g, "").match(/[a-z0-9&]+/g) ?? [];

/**
 * The owner the question names and the cataloged companies whose names all begin with it, when
 * there are two or more; null when the owner names one company or none.
 */
export function ambiguousOwner(query: string, companies: readonly Company[]): { owner: string; companies: Company[] } | null {
  for (const owner of ownersNamed(query)) {
    const said = wordsOf(owner);
    if (said.length === 0) continue;
    const matching = companies.filter((c) => {
      const name = wordsOf(c.name.replace(LEADING, ""));
      return name.length > said.length && said.every((w, i) => name[i] === w);
    });
    if (matching.length >= 2) return { owner, companies: matching };
  }
  return null;
}

/** How the decline names what was searched for: the word and the companies it could be. */
export function ambiguousOwnerSearched({ owner, companies }: { owner: string; companies: Company[] }): string {
  const names = companies.slice(0, LISTED).map((c) => c.name);
  const more = companies.length > LISTED ? ` and ${companies.length - LISTED} more` : "";
  return `"${owner}", which begins the names of several companies in the catalog (${names.join("; ")}${more}); naming the one meant would let it be answered`;
}
