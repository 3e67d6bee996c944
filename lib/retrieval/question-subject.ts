// Of two companies a question names, the one it asks about. "Who are General Mills' primary
// customers, and how much of its sales came from Walmart?" asks about General Mills: Walmart is
// named as its customer, a counterparty, and its filings do not answer. A question naming one
// company in the possessive and others otherwise, comparing nothing, is about the possessive one.
import type { CompanyMention } from "./company-names";

// A comparison or a list asks about every company it names.
const COMPARES = /\b(?:compar\w*|versus|vs\.?|against|relative\s+to|than|both|each|respectively|difference|between|which\s+of|among|as\s+well\s+as)\b/i;

/** The companies a question asks about: its possessive one alone when it names others only as counterparties. */
export function askedCompanies(text: string, mentions: CompanyMention[]): CompanyMention[] {
  if (new Set(mentions.map((m) => m.company.id)).size < 2 || COMPARES.test(text)) return mentions;
  const possessive = mentions.filter((m) => /^['’](?:s\b)?/.test(text.slice(m.end, m.end + 2)) || /['’]s?$/.test(m.text));
  const owners = new Set(possessive.map((m) => m.company.id));
  return owners.size === 1 ? mentions.filter((m) => owners.has(m.company.id)) : mentions;
}
