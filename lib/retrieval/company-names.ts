// Recognising companies in free text: by ticker, by name (with or without "Inc.", "The",
// "Corporation"), by the informal names the catalog keeps as aliases, and by a name misspelt
// by one letter. Case rules keep ordinary words from being read as companies: "COST" is
// Costco's ticker, "cost" is not; "Square" is Block's old name, "square feet" is not.
import type { Company } from "../catalog/types";
import { tokenize, type Token } from "../finance/normalise";
import { STOP_WORDS } from "./stop-words";

export interface CompanyMention {
  company: Company;
  /** The words as written, and their offsets in the text. */
  text: string;
  start: number;
  end: number;
  via: "ticker" | "name" | "alias" | "misspelling";
}

interface NameKey {
  words: string[];
  company: Company;
  via: "ticker" | "name" | "alias";
  /** A one-word name that is also an ordinary word must be written with a capital. */
  needsCapital: boolean;
}

// Legal forms and filler that people leave out when they name a company.
const LEGAL_WORDS = new Set([
  "inc", "incorporated", "corporation", "corp", "company", "co", "plc", "ltd", "limited", "nv", "sa", "ag", "se",
  "llc", "lp", "holding", "holdings", "group", "the", "and", "com",
]);

// Upper-case words that are abbreviations in questions, not tickers.
const NOT_TICKERS = new Set([
  "a", "i", "us", "usd", "ceo", "cfo", "eps", "gaap", "fy", "q", "on", "it", "all", "are", "or", "and", "an", "sec",
  "ebit", "ebitda", "roa", "roe", "roi", "dpo", "dso", "dio", "cagr", "yoy", "cog", "fcf", "llc", "inc", "na", "uk",
  "eu", "h1", "h2", "ttm", "ltm", "pp", "sg", "r", "d", "m", "k", "ipo", "esg", "ai", "nyse", "etr",
]);

/** Accents off, keeping offsets: "Diseño" → "Diseno". */
function plain(text: string): string {
  const stripped = text.normalize("NFD").replace(/\p{M}/gu, "");
  return stripped.length === text.length ? stripped : text;
}

// "S.A." and "N.V." are one word each, so they can be recognised as legal forms.
const wordsOf = (text: string) => tokenize(plain(text).replace(/\b([a-z])\.([a-z])\b\.?/gi, "$1$2")).map((t) => t.word);

function keysFor(company: Company): NameKey[] {
  const keys: NameKey[] = [];
  const add = (words: string[], via: NameKey["via"], original: string) => {
    if (!words.length || words.every((w) => LEGAL_WORDS.has(w))) return;
    const oneOrdinaryWord = words.length === 1 && /^[A-Z][a-z]+$/.test(original.trim()) ;
    keys.push({ words, company, via, needsCapital: oneOrdinaryWord });
  };
  const full = wordsOf(company.name);
  add(full, "name", company.name);
  // "The Boeing Company" → "Boeing"; "Best Buy Co., Inc." → "Best Buy".
  let core = full;
  while (core.length > 1 && LEGAL_WORDS.has(core[core.length - 1]!)) core = core.slice(0, -1);
  while (core.length > 1 && LEGAL_WORDS.has(core[0]!)) core = core.slice(1);
  const coreText = company.name.replace(/^the\s+/i, "").replace(/[,.]?\s+(inc|incorporated|corporation|corp|company|co|plc|ltd|limited|n\.?v|s\.?a|holdings?)\b.*$/i, "");
  add(core, "name", coreText);
  // A name that keeps a word of legal form ("Amazon.com" of "Amazon.com, Inc.", "Best Buy Co." of
  // "Best Buy Co., Inc.") is read whole too, so that none of it is left over as the question's own words.
  const lastFormOff = company.name.replace(/,?\s+(?:inc|incorporated|corporation|corp|plc|ltd|limited|llc)\.?$/i, "");
  for (const shorter of new Set([coreText, lastFormOff])) {
    const written = wordsOf(shorter);
    if (written.length > core.length && written.join(" ") !== full.join(" ")) add(written, "name", shorter);
  }
  for (const alias of company.aliases) add(wordsOf(alias), "alias", alias);
  for (const ticker of company.tickers) {
    const base = ticker.split(".")[0]!;
    add(wordsOf(ticker), "ticker", ticker);
    add(wordsOf(base), "ticker", base);
  }
  return keys;
}

/** Damerau–Levenshtein distance, stopping early once it exceeds 1. */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i);
  const restB = b.slice(i);
  return (
    restA.slice(1) === restB.slice(1) || // substitution
    restA.slice(1) === restB || // deletion
    restA === restB.slice(1) || // insertion
    (restA.length >= 2 && restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2)) // transposition
  );
}

export class CompanyIndex {
  private readonly byFirst = new Map<string, NameKey[]>();
  private readonly keys: NameKey[];

  constructor(companies: readonly Company[]) {
    this.keys = companies.flatMap(keysFor);
    for (const key of this.keys) {
      const list = this.byFirst.get(key.words[0]!) ?? [];
      list.push(key);
      this.byFirst.set(key.words[0]!, list);
    }
    for (const list of this.byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  }

  /** Companies named in the text, left to right, one mention per span (longest reading wins). */
  find(text: string): CompanyMention[] {
    const source = plain(text);
    const tokens = tokenize(source);
    // Someone who types in lower case throughout writes names in lower case too.
    const casual = !/[A-Z]/.test(source);
    const candidates: (CompanyMention & { from: number; to: number; exact: boolean })[] = [];
    for (let i = 0; i < tokens.length; i++) {
      for (const key of this.byFirst.get(tokens[i]!.word) ?? []) {
        if (!key.words.every((w, k) => tokens[i + k]?.word === w)) continue;
        const span = tokens.slice(i, i + key.words.length);
        if (!this.accepts(key, span, source, casual)) continue;
        candidates.push(this.mention(key, key.via, span, text, i, true));
      }
      for (const hit of this.misspelt(tokens, i, source)) candidates.push(this.mention(hit.key, "misspelling", hit.span, text, i, false));
    }
    // Exact readings before misspellings, then the longest, then the leftmost.
    candidates.sort((a, b) => Number(b.exact) - Number(a.exact) || b.to - b.from - (a.to - a.from) || a.from - b.from);
    const taken = new Set<number>();
    const chosen: CompanyMention[] = [];
    for (const c of candidates) {
      const span = Array.from({ length: c.to - c.from }, (_, k) => c.from + k);
      if (span.some((k) => taken.has(k))) continue;
      span.forEach((k) => taken.add(k));
      chosen.push(c);
    }
    return chosen
      .sort((a, b) => a.start - b.start)
      .map(({ company, text: written, start, end, via }) => ({ company, text: written, start, end, via }));
  }

  private mention(key: NameKey, via: CompanyMention["via"], span: Token[], text: string, from: number, exact: boolean) {
    const start = span[0]!.start;
    const end = span[span.length - 1]!.end;
    return { company: key.company, text: text.slice(start, end), start, end, via, from, to: from + span.length, exact };
  }

  private accepts(key: NameKey, span: Token[], source: string, casual: boolean): boolean {
    const written = source.slice(span[0]!.start, span[span.length - 1]!.end).replace(/'s?$/, "");
    if (key.via === "ticker") {
      if (key.words.length === 1 && NOT_TICKERS.has(key.words[0]!)) return false;
      // Tickers count when written in capitals ("KO", "COST") or with an inner capital ("JnJ").
      const letters = written.replace(/[^A-Za-z]/g, "");
      return letters === letters.toUpperCase() || /[a-z][A-Z]/.test(written);
    }
    if (key.needsCapital && !casual) return /^[A-Z]/.test(written);
    return !(key.words.length === 1 && STOP_WORDS.has(key.words[0]!));
  }

  /** Names of six letters or more written with one letter wrong ("Netflx", "Walmrat"). */
  private misspelt(tokens: Token[], i: number, source: string): { key: NameKey; span: Token[] }[] {
    const first = tokens[i]!;
    const written = source.slice(first.start, first.end);
    if (!/^[A-Z]/.test(written) || first.word.length < 5 || STOP_WORDS.has(first.word)) return [];
    const hits: { key: NameKey; span: Token[] }[] = [];
    for (const key of this.keys) {
      if (key.via === "ticker" || key.words.join("").length < 6) continue;
      const span = tokens.slice(i, i + key.words.length);
      if (span.length < key.words.length) continue;
      let edits = 0;
      for (let k = 0; k < key.words.length && edits <= 1; k++) {
        if (span[k]!.word === key.words[k]) continue;
        edits += key.words[k]!.length >= 5 && withinOneEdit(span[k]!.word, key.words[k]!) ? 1 : 2;
      }
      if (edits === 1) hits.push({ key, span });
    }
    return hits;
  }
}

const indexes = new WeakMap<readonly Company[], CompanyIndex>();

/** The index for a list of companies, built once per list. */
export function companyIndex(companies: readonly Company[]): CompanyIndex {
  let index = indexes.get(companies);
  if (!index) indexes.set(companies, (index = new CompanyIndex(companies)));
  return index;
}
