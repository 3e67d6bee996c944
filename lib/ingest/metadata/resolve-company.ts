// Which company a document belongs to: a registry entry when the document's own identifiers
// (CIK, registrant name, trading symbols, letterhead, the name it uses for itself) point to one;
// otherwise the company as the cover or the release states it.
import { companyId, normaliseCik } from "../../catalog/ids";
import { registryToCompany, type RegistryCompany } from "../../catalog/registry";
import type { Company } from "../../catalog/types";
import {
  dominantCompany, matchCik, matchName, matchTicker, namesRelated, type RegistryIndex,
} from "./company-match";
import type { CoverFacts } from "./cover-page";
import type { ReleaseFacts } from "./earnings-release";
import { cells, textOfPages, type DocumentText, type PageText } from "./page-text";

export interface CompanyResolution {
  company: Company | null;
  /** The registry entry matched, if any. */
  entry: RegistryCompany | null;
  /** What identified it, for diagnostics ("registrant name", "ticker", …). */
  via: string | null;
}

/**
 * The name a filing gives itself in its statement headings ("The Coca-Cola Company and
 * Subsidiaries"), for covers that show the name only as a logo.
 */
export function selfName(pages: PageText[]): string | null {
  const counts = new Map<string, number>();
  for (const page of pages.slice(0, 120)) {
    for (const line of page.lines.slice(0, 6)) {
      const m = /^(.{2,80}?)\s+(?:and|&)\s+(?:its\s+)?(?:consolidated\s+)?subsidiaries\b/i.exec(cells(line)[0] ?? "");
      if (m && !/statements?|notes?\b|report/i.test(m[1]!)) counts.set(m[1]!.trim(), (counts.get(m[1]!.trim()) ?? 0) + 1);
    }
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return best && best[1] >= 2 ? best[0] : null;
}

function findEntry(
  cover: CoverFacts | null, release: ReleaseFacts | null, text: string, ownName: string | null, index: RegistryIndex,
): { entry: RegistryCompany; via: string } | null {
  if (cover) {
    const byCik = cover.cik ? matchCik(cover.cik, index) : null;
    if (byCik) return { entry: byCik, via: "CIK" };
    const name = cover.registrantName;
    const byName = name ? matchName(name, index) : null;
    if (byName) return { entry: byName, via: "registrant name" };
    for (const ticker of cover.tickers) {
      const entry = matchTicker(ticker, index);
      // A symbol can pass from one company to another; the names must agree when both are shown.
      if (entry && (!name || namesRelated(name, entry))) return { entry, via: "trading symbol" };
    }
    for (const candidate of cover.nameCandidates) {
      const entry = matchName(candidate, index);
      if (entry) return { entry, via: "cover name" };
    }
  }
  if (release) {
    for (const ticker of release.tickers) {
      const byTicker = matchTicker(ticker, index);
      if (byTicker && (!release.subject || namesRelated(release.subject, byTicker))) return { entry: byTicker, via: "exchange ticker" };
    }
    const bySubject = release.subject ? matchName(release.subject, index) : null;
    if (bySubject) return { entry: bySubject, via: "release headline" };
    // "Microsoft Cloud Strength Drives Fourth Quarter Results": the name is some leading words.
    const words = release.headlinePrefix?.split(/\s+/) ?? [];
    for (let n = Math.min(words.length, 6); n >= 1; n--) {
      const entry = matchName(words.slice(0, n).join(" "), index);
      if (entry) return { entry, via: "release headline" };
    }
  }
  // Registrant names shown only as a logo: the name the document uses for itself.
  if (!cover?.registrantName && !release?.subject) {
    const byOwnName = ownName ? matchName(ownName, index) : null;
    if (byOwnName) return { entry: byOwnName, via: "statement headings" };
    const dominant = dominantCompany(text, index);
    return dominant ? { entry: dominant, via: "name in text" } : null;
  }
  return null;
}

const SMALL_WORDS = new Set(["and", "of", "the", "de", "du", "la", "for"]);
const LEGAL_CASE: Record<string, string> = { INC: "Inc", CO: "Co", CORP: "Corp", LTD: "Ltd", LLC: "LLC", PLC: "plc", LP: "LP" };

/** "WALMART INC." → "Walmart Inc."; names already in mixed case stay as written. */
export function displayName(raw: string): string {
  const name = raw.replace(/\s+/g, " ").replace(/\s+([.,])/g, "$1").trim();
  if (/[a-z]/.test(name)) return name;
  return name
    .replace(/\.(COM|NET|ORG)\b/g, (domain) => domain.toLowerCase())
    .split(" ")
    .map((word, i) => {
      const bare = word.replace(/[^A-Z0-9&]/g, "");
      if (LEGAL_CASE[bare]) return word.replace(bare, LEGAL_CASE[bare]);
      if (i > 0 && SMALL_WORDS.has(bare.toLowerCase())) return word.toLowerCase();
      // Initialisms without vowels (CVS, MGM, PG&E) keep their capitals.
      if (!/[AEIOUY]/.test(bare) || bare.length <= 2) return word;
      return word.replace(/[A-Z]+/g, (part) => part.charAt(0) + part.slice(1).toLowerCase());
    })
    .join(" ");
}

export function resolveCompany(
  cover: CoverFacts | null, release: ReleaseFacts | null, doc: DocumentText, index: RegistryIndex, filesWithSec: boolean,
): CompanyResolution {
  const ownName = cover?.registrantName || release?.subject ? null : selfName(doc.pages);
  const match = findEntry(cover, release, textOfPages(doc, 0, 30), ownName, index);
  if (match) return { company: registryToCompany(match.entry), entry: match.entry, via: match.via };
  const name = cover?.registrantName ?? release?.subject ?? ownName;
  if (!name) return { company: null, entry: null, via: null };
  const cik = cover?.cik ? normaliseCik(cover.cik) : null;
  const country = cover?.country ?? null;
  const tickers = cover ? (cover.shareTickers.length ? cover.shareTickers : cover.tickers.slice(0, 1)) : release?.tickers.slice(0, 1) ?? [];
  const display = displayName(name);
  return {
    company: {
      id: companyId({ cik, name: display, country: country ?? undefined }),
      name: display,
      tickers,
      countries: country ? [country] : [],
      filesWithSec,
      cik,
      permid: null,
      aliases: [],
      listed: tickers.length > 0,
    },
    entry: null,
    via: cover?.registrantName ? "cover" : release?.subject ? "release headline" : "statement headings",
  };
}
