// Ranking the pages of the candidate documents. Words alone rank poorly here: a metric question
// names "capex" and the page that answers it says "Purchases of property and equipment". So a
// page's score combines its lexical match (BM25 over the question's own words) with what it is:
// the statement that holds the figures asked about, the standard line items its rows state, the
// years its columns show, and how well its document fits the question.
import type { PageKind } from "../catalog/codes";
import { prepared } from "../catalog/prepared";
import type { CatalogDocument } from "../catalog/types";
import type { Db } from "../db/connection";
import { lineItem, metricInputs, type LineItemId } from "../finance";
import { documentPages, type StoredPage } from "./page-feature-store";
import { fingerprintDistance } from "./page-features";
import type { DocumentCandidate } from "./select-documents";
import type { QueryUnderstanding } from "./understand-query";

export interface RankedPage {
  document: CatalogDocument;
  pageNumber: number;
  rowid: number;
  kind: PageKind;
  score: number;
}

// Pages that point elsewhere or repeat boilerplate: they match many words and answer little.
const KIND_DAMPING: Partial<Record<PageKind, number>> = {
  blank: 0.05, certification: 0.1, signatures: 0.1, "table-of-contents": 0.2, cover: 0.3, exhibit: 0.3, other: 0.6,
};
const WEIGHTS = { lexical: 0.45, kind: 0.3, items: 0.15, years: 0.1 };
/** Pages whose fingerprints differ in fewer bits than this are the same page filed twice. */
const NEAR_DUPLICATE_BITS = 4;
/** Without a named company, this many of the best lexical matches in the whole catalogue are scored. */
const GLOBAL_MATCHES = 400;

/** The FTS5 query: any of the words, each quoted so that no word is read as an operator. */
export function ftsQuery(terms: readonly string[]): string | undefined {
  const quoted = terms.map((t) => `"${t.replace(/"/g, "")}"`).filter((t) => t.length > 2);
  return quoted.length ? quoted.join(" OR ") : undefined;
}

interface Wanted {
  kinds: Set<PageKind>;
  extraKinds: Set<PageKind>;
  items: Set<LineItemId>;
  years: number[];
}

function wanted(u: QueryUnderstanding): Wanted {
  const items = new Set<LineItemId>(u.lineItems.map((l) => l.item));
  for (const m of u.metrics) if (m.metric.kind === "formula") metricInputs(m.metric).items.forEach((i) => items.add(i));
  const years = u.periods.quarter?.year ? [...new Set([...u.periods.years, u.periods.quarter.year])] : u.periods.years;
  return {
    kinds: new Set(u.statements),
    extraKinds: new Set(u.pageKinds.filter((k) => !(u.statements as PageKind[]).includes(k))),
    items,
    years,
  };
}

function kindScore(page: StoredPage, want: Wanted): number {
  if (!want.kinds.size && !want.extraKinds.size) return 0;
  if (want.kinds.has(page.kind)) return 1;
  if (want.extraKinds.has(page.kind)) return 0.8;
  return page.kind === "financial-table" || page.kind === "segment-table" ? 0.3 : 0;
}

/** The share of the wanted line items the page states, counted where their statement is. */
function itemScore(page: StoredPage, want: Wanted): number {
  if (!want.items.size) return 0;
  let found = 0;
  for (const id of want.items) {
    if (!page.items.has(id)) continue;
    const def = lineItem(id);
    const home = def.statement === page.kind || (def.alsoIn as PageKind[] | undefined)?.includes(page.kind);
    found += home ? 1 : 0.5;
  }
  return found / want.items.size;
}

function yearScore(page: StoredPage, want: Wanted): number {
  if (!want.years.length || !page.years.length) return 0;
  return want.years.filter((y) => page.years.includes(y)).length / want.years.length;
}

/** BM25 of each matching page (higher is better), by rowid, within one document's pages. */
function lexicalInDocument(database: Db, query: string, pages: StoredPage[]): Map<number, number> {
  const scores = new Map<number, number>();
  if (!pages.length) return scores;
  // A document's pages are written in one transaction, so their rowids form one range, which
  // the full-text index can seek; rowids of other documents inside it are dropped all the same.
  const rowids = new Set(pages.map((p) => p.rowid));
  let low = Infinity;
  let high = -Infinity;
  for (const id of rowids) { low = Math.min(low, id); high = Math.max(high, id); }
  const rows = prepared(database, `SELECT rowid, -bm25(pages_fts) AS score FROM pages_fts
      WHERE pages_fts MATCH ? AND rowid BETWEEN ? AND ?`)
    .all(query, low, high) as { rowid: number; score: number }[];
  for (const r of rows) if (rowids.has(r.rowid)) scores.set(r.rowid, r.score);
  return scores;
}

function lexicalInCatalogue(database: Db, query: string): { documentId: string; rowid: number; score: number }[] {
  return prepared(database, `SELECT p.document_id AS documentId, f.rowid AS rowid, -bm25(pages_fts) AS score
      FROM pages_fts f JOIN pages p ON p.rowid = f.rowid
      WHERE pages_fts MATCH ? ORDER BY bm25(pages_fts) LIMIT ${GLOBAL_MATCHES}`)
    .all(query) as { documentId: string; rowid: number; score: number }[];
}

interface Scored extends RankedPage {
  fingerprint: string;
}

export interface RankOptions {
  limit: number;
  /** Rank every page of each candidate (a company was named), or only the catalogue's best lexical matches. */
  exhaustive: boolean;
}

/** The best pages of the candidate documents, best first, without near-duplicates. */
export function rankPages(database: Db, u: QueryUnderstanding, candidates: DocumentCandidate[], options: RankOptions): RankedPage[] {
  const want = wanted(u);
  const query = ftsQuery(u.terms);
  const scored: Scored[] = [];
  const lexical = new Map<number, number>();
  const pagesOf = new Map<string, StoredPage[]>();

  if (options.exhaustive) {
    for (const c of candidates) {
      const pages = documentPages(database, c.document.id);
      pagesOf.set(c.document.id, pages);
      if (query) lexicalInDocument(database, query, pages).forEach((s, rowid) => lexical.set(rowid, s));
    }
  } else if (query) {
    const inCandidates = new Set(candidates.map((c) => c.document.id));
    const matched = new Set<number>();
    for (const hit of lexicalInCatalogue(database, query)) {
      if (!inCandidates.has(hit.documentId)) continue;
      lexical.set(hit.rowid, hit.score);
      matched.add(hit.rowid);
      if (!pagesOf.has(hit.documentId)) pagesOf.set(hit.documentId, []);
    }
    for (const id of pagesOf.keys()) pagesOf.set(id, documentPages(database, id).filter((p) => matched.has(p.rowid)));
  }

  const top = Math.max(0, ...lexical.values());
  for (const c of candidates) {
    const documentFactor = 0.3 + 0.7 * c.weight;
    for (const page of pagesOf.get(c.document.id) ?? []) {
      const lexicalScore = top > 0 ? (lexical.get(page.rowid) ?? 0) / top : 0;
      const base = WEIGHTS.lexical * lexicalScore + WEIGHTS.kind * kindScore(page, want)
        + WEIGHTS.items * itemScore(page, want) + WEIGHTS.years * yearScore(page, want);
      if (base <= 0) continue;
      const score = base * documentFactor * (KIND_DAMPING[page.kind] ?? 1);
      scored.push({ document: c.document, pageNumber: page.pageNumber, rowid: page.rowid, kind: page.kind, score, fingerprint: page.fingerprint });
    }
  }

  scored.sort((a, b) => b.score - a.score);
  const chosen: Scored[] = [];
  for (const page of scored) {
    if (chosen.length >= options.limit) break;
    if (chosen.some((c) => fingerprintDistance(c.fingerprint, page.fingerprint) < NEAR_DUPLICATE_BITS)) continue;
    chosen.push(page);
  }
  return chosen.map(({ document, pageNumber, rowid, kind, score }) => ({ document, pageNumber, rowid, kind, score }));
}
