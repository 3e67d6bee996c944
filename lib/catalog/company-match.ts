// How well a company matches what someone typed into company search, as a rank (lower is
// better) or null for no match. Names are compared as their words with spacing and punctuation
// set aside, so "pepsi co" finds PepsiCo and "coca cola" The Coca-Cola Company, and a query
// may start at any word of the name ("cola"). An exact ticker comes first.
import type { Company } from "./types";

export const MATCH_RANK = { ticker: 0, namePrefix: 1, wordPrefix: 2, tickerPrefix: 3, nameContains: 4, alias: 5 } as const;

function words(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The word index at which the words of `name` run together start with `compact`, or -1. */
function wordStart(nameWords: string[], compact: string): number {
  for (let i = 0; i < nameWords.length; i++) {
    if (nameWords.slice(i).join("").startsWith(compact)) return i;
  }
  return -1;
}

const ARTICLES = new Set(["the", "a"]);

export function companyMatchRank(company: Pick<Company, "name" | "tickers" | "aliases">, typed: string): number | null {
  const compact = words(typed).join("");
  if (!compact) return null;
  const upper = typed.trim().toUpperCase();
  const tickers = company.tickers.map((t) => t.toUpperCase());
  if (tickers.some((t) => t === upper || t.split(".")[0] === upper)) return MATCH_RANK.ticker;
  const nameWords = words(company.name);
  const start = wordStart(nameWords, compact);
  if (start === 0 || (start === 1 && ARTICLES.has(nameWords[0]!))) return MATCH_RANK.namePrefix;
  if (start > 0) return MATCH_RANK.wordPrefix;
  if (tickers.some((t) => t.startsWith(upper))) return MATCH_RANK.tickerPrefix;
  if (nameWords.join("").includes(compact)) return MATCH_RANK.nameContains;
  if ((company.aliases ?? []).some((alias) => wordStart(words(alias), compact) >= 0)) return MATCH_RANK.alias;
  return null;
}

/** Companies matching `typed`, best first, then by name without a leading article. */
export function rankCompanies<C extends Pick<Company, "name" | "tickers" | "aliases" | "id">>(companies: readonly C[], typed: string, limit: number): C[] {
  const sortName = (c: C) => words(c.name).filter((w, i) => i > 0 || !ARTICLES.has(w)).join(" ");
  return companies
    .map((company) => ({ company, rank: companyMatchRank(company, typed) }))
    .filter((m): m is { company: C; rank: number } => m.rank !== null)
    .sort((a, b) => a.rank - b.rank || sortName(a.company).localeCompare(sortName(b.company)) || a.company.id.localeCompare(b.company.id))
    .slice(0, limit)
    .map((m) => m.company);
}
