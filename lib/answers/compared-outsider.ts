// A comparison between a cataloged company and one the catalog does not hold ("Compare Boeing's
// and Airbus's deliveries"): retrieval finds the cataloged company's pages, which may well print the
// other's name (a competitor named in Competition), and answering from them would answer for one
// side only. The other side is named where an owner of figures stands and matches no company the
// question was read as naming; the answer is the decline that says whose filings are missing.
import type { CompanyMention } from "../retrieval/company-names";
import { ownersNamed } from "./unknown-company";

// Words and forms that set two owners side by side: "compare", "versus", "than", "X's and Y's".
const COMPARES = /\b(?:compare[sd]?|comparing|comparison|versus|vs\.?|against|relative\s+to|than)\b|['’]s?\s+(?:and|or|vs\.?)\s+[A-Z][\w&.-]*['’]s?\b/i;
// A legal matter brought "against" the company ("the European Commission's state aid case against
// Amazon", "the Attorney General's complaint against Johnson & Johnson") names the other party to a
// dispute the company's own filings report, not a second company whose figures are set beside its.
const LEGAL_AGAINST = /\b(?:case|cases|suit|suits|lawsuits?|litigation|claims?|complaints?|actions?|proceedings?|charges?|allegations?|investigations?|petitions?|appeals?|judgments?|verdicts?|rulings?|decisions?|enforcement|fines?|penalt(?:y|ies)|disputes?|arbitrations?|probes?|indictments?|subpoenas?)\b[^.?!;]{0,60}?\bagainst\b/gi;

/** The owner a comparison names that is none of the cataloged companies it names, or null. */
export function uncatalogedComparand(query: string, mentions: readonly CompanyMention[]): string | null {
  if (mentions.length === 0 || !COMPARES.test(query.replace(LEGAL_AGAINST, " "))) return null;
  const known = (owner: string) =>
    mentions.some((m) => {
      const [a, b] = [owner.toLowerCase(), m.text.toLowerCase()];
      return a.includes(b) || b.includes(a) || m.company.name.toLowerCase().includes(a);
    });
  return ownersNamed(query).find((owner) => !known(owner)) ?? null;
}
