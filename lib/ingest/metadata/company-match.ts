// Recognising a filing's company in the registry. Names are compared by a key that ignores
// what varies between writings of one name — case, punctuation, "The", legal forms ("Inc.",
// "Corporation", "plc"), "&" versus "and", letter-spacing ("MGM R ESORTS") — so "WAL-MART
// STORES, INC.", "Wal-Mart Stores" and "Walmart Stores Inc" meet on one key.
import { normaliseCik } from "../../catalog/ids";
import type { RegistryCompany } from "../../catalog/registry";

const LEGAL_FORMS = new Set([
  "the", "inc", "incorporated", "corporation", "corp", "company", "co", "companies", "plc", "ltd", "limited",
  "llc", "lp", "llp", "sa", "nv", "ag", "se", "spa", "bv", "ab", "asa", "oyj", "as", "kgaa", "sab", "de", "cv",
]);

/** The comparison key of a company name ("The Boeing Company" → "boeing"). */
export function nameKey(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  while (words.length > 1 && (LEGAL_FORMS.has(words[words.length - 1]!) || words[words.length - 1] === "and")) words.pop();
  while (words.length > 1 && words[0] === "the") words.shift();
  // "S.A." and "N.V." arrive as single letters once punctuation is gone.
  const joined = words.join(" ").replace(/\b(s a|n v|a g|s e|p l c)$/, "").trim();
  return joined.replace(/ /g, "");
}

export interface RegistryIndex {
  byKey: Map<string, RegistryCompany>;
  byTicker: Map<string, RegistryCompany>;
  byCik: Map<string, RegistryCompany>;
  entries: RegistryCompany[];
}

const indexes = new WeakMap<RegistryCompany[], RegistryIndex>();

/** Built once per registry array: matching runs for every file of an ingestion. */
export function registryIndex(registry: RegistryCompany[]): RegistryIndex {
  const cached = indexes.get(registry);
  if (cached) return cached;
  const index: RegistryIndex = { byKey: new Map(), byTicker: new Map(), byCik: new Map(), entries: registry };
  for (const entry of registry) {
    // Legal names win over informal ones when two entries share a key.
    const key = nameKey(entry.name);
    if (key.length >= 2) index.byKey.set(key, entry);
    if (entry.cik) index.byCik.set(normaliseCik(entry.cik), entry);
    for (const ticker of entry.tickers) {
      index.byTicker.set(ticker.toUpperCase(), entry);
      const base = ticker.toUpperCase().split(".")[0]!;
      if (!index.byTicker.has(base)) index.byTicker.set(base, entry);
    }
  }
  for (const entry of registry) {
    for (const alias of entry.aliases) {
      const key = nameKey(alias);
      if (key.length >= 2 && !index.byKey.has(key)) index.byKey.set(key, entry);
    }
  }
  indexes.set(registry, index);
  return index;
}

export function matchName(name: string, index: RegistryIndex): RegistryCompany | null {
  return index.byKey.get(nameKey(name)) ?? null;
}

/** Words that carry the identity of a name, for checking that a ticker match is no accident. */
function significantWords(name: string): Set<string> {
  return new Set(
    name.toLowerCase().replace(/&/g, " and ").split(/[^a-z0-9]+/).filter((w) => w.length >= 3 && !LEGAL_FORMS.has(w)),
  );
}

/** True when two names share an identifying word (tickers get reused across companies). */
export function namesRelated(a: string, entry: RegistryCompany): boolean {
  const words = significantWords(a);
  return [entry.name, ...entry.aliases].some((n) => [...significantWords(n)].some((w) => words.has(w)));
}

/** A symbol as listed ("AMC.AX"), or the first word of a class symbol ("JPM PR D"). */
export function matchTicker(ticker: string, index: RegistryIndex): RegistryCompany | null {
  const t = ticker.toUpperCase();
  return index.byTicker.get(t) ?? index.byTicker.get(t.split(" ")[0]!) ?? null;
}

export function matchCik(cik: string, index: RegistryIndex): RegistryCompany | null {
  return index.byCik.get(normaliseCik(cik)) ?? null;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The registry company a text talks about most, when it clearly dominates: for documents whose
 * cover shows the name only as a logo, the company still names itself throughout
 * ("The Coca-Cola Company and Subsidiaries").
 */
export function dominantCompany(text: string, index: RegistryIndex): RegistryCompany | null {
  const counts = new Map<RegistryCompany, number>();
  for (const entry of index.entries) {
    const names = [entry.name, ...entry.aliases].map((n) => n.replace(/^the\s+/i, "").trim()).filter((n) => n.length >= 4 && !/^[A-Z0-9]{2,5}$/.test(n));
    let n = 0;
    for (const name of new Set(names)) {
      const pattern = new RegExp(`(?<![\\w-])${escapeRegExp(name).replace(/\\\./g, "\\.?").replace(/['’]/g, "['’]?").replace(/\s+/g, "\\s+")}(?![\\w-])`, "gi");
      n = Math.max(n, text.match(pattern)?.length ?? 0);
    }
    if (n > 0) counts.set(entry, n);
  }
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const [top, second] = ranked;
  if (!top) return null;
  if (top[1] < 3 || (second && top[1] < 2 * second[1])) return null;
  return top[0];
}
