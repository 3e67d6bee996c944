// Full-text search across the catalog's filings: the pages that match a search, best first,
// each with a snippet whose hits are marked, and how many matching pages each company, form,
// category and fiscal year holds. A facet's counts apply every filter but its own, so the
// choices beside the one made stay visible.
import type { Db } from "../db/connection";
import { parseSearch, searchedTerms, toFts5 } from "./search-syntax";
import {
  ELLIPSIS, HIT_END, HIT_START, matchCountsByDocument, pageSnippet, rankedPages, searchableDocuments,
  type SearchableDocument,
} from "./search-queries";

export const FACETS = ["company", "form", "category", "period"] as const;
export type Facet = (typeof FACETS)[number];

export type SearchFilters = Partial<Record<Facet, string[]>>;

export interface SearchRequest {
  query: string;
  filters?: SearchFilters;
  limit?: number;
  offset?: number;
}

export interface SnippetPart {
  text: string;
  hit: boolean;
}

export interface SearchHit {
  documentId: string;
  pageNumber: number;
  title: string;
  companyId: string;
  companyName: string;
  formType: string | null;
  category: string;
  fiscalYear: number | null;
  fiscalQuarter: number | null;
  date: string | null;
  snippet: SnippetPart[];
  /** Text of the page around the first hit, for the viewer to highlight. */
  highlight: string;
}

export interface FacetCount {
  value: string;
  label: string;
  count: number;
}

export interface SearchResult {
  query: string;
  /** The words and phrases searched for, as read. */
  terms: string[];
  /** Matching pages under all filters. */
  total: number;
  /** Filings with at least one matching page under all filters. */
  documents: number;
  hits: SearchHit[];
  facets: Record<Facet, FacetCount[]>;
}

export const MAX_LIMIT = 100;
export const MAX_OFFSET = 1000;
const SNIPPET_WORDS = 28;

/** The value a document has for a facet, and how it is shown. */
function facetOf(document: SearchableDocument, facet: Facet): { value: string; label: string } | null {
  switch (facet) {
    case "company": return { value: document.companyId, label: document.companyName };
    case "form": return document.formType ? { value: document.formType.toUpperCase(), label: document.formType } : null;
    case "category": return { value: document.category, label: document.category.replace(/-/g, " ") };
    case "period": return document.fiscalYear ? { value: String(document.fiscalYear), label: `FY${document.fiscalYear}` } : null;
  }
}

/** "FY2022" and "2022" are the same period; companies are matched without regard to case. */
function normaliseFilter(facet: Facet, value: string): string {
  const v = value.trim();
  if (facet === "period") return v.replace(/^FY\s*/i, "");
  if (facet === "form") return v.toUpperCase();
  return v.toLowerCase();
}

function passes(document: SearchableDocument, filters: Map<Facet, Set<string>>, except: Facet | null): boolean {
  for (const [facet, wanted] of filters) {
    if (facet === except) continue;
    const own = facetOf(document, facet);
    if (!own || !wanted.has(facet === "form" || facet === "period" ? own.value : own.value.toLowerCase())) return false;
  }
  return true;
}

/** Markdown's table pipes and emphasis marks are no part of what people read. */
function readable(text: string): string {
  return text
    .replace(/\|(?:\s*:?-{3,}:?\s*\|)+/g, " ")
    .replace(/\s*\|\s*/g, " · ")
    .replace(/<!--.*?-->|[*#`]+/g, "")
    .replace(/\s+/g, " ");
}

export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [i, piece] of snippet.split(new RegExp(`[${HIT_START}${HIT_END}]`)).entries()) {
    const text = readable(piece);
    if (text) parts.push({ text, hit: i % 2 === 1 });
  }
  return parts;
}

/** The first hit and the words after it, up to the snippet's next break. */
function highlightOf(parts: SnippetPart[]): string {
  const first = parts.findIndex((p) => p.hit);
  if (first < 0) return "";
  const after = parts.slice(first + 1).map((p) => p.text).join("").split(ELLIPSIS)[0]!.split(" · ")[0]!;
  const words = after.trim().split(/\s+/).slice(0, 8).join(" ");
  return `${parts[first]!.text} ${words}`.trim();
}

/** Runs a search; SearchSyntaxError for malformed syntax. */
export function searchFilings(database: Db, request: SearchRequest): SearchResult {
  const tree = parseSearch(request.query);
  const match = toFts5(tree);
  const limit = Math.min(Math.max(request.limit ?? 20, 1), MAX_LIMIT);
  const offset = Math.min(Math.max(request.offset ?? 0, 0), MAX_OFFSET);

  const filters = new Map<Facet, Set<string>>();
  for (const facet of FACETS) {
    const values = request.filters?.[facet]?.filter((v) => v.trim());
    if (values?.length) filters.set(facet, new Set(values.map((v) => normaliseFilter(facet, v))));
  }

  const counts = matchCountsByDocument(database, match);
  const documents = new Map(searchableDocuments(database, JSON.stringify(counts.map((c) => c.documentId))).map((d) => [d.id, d]));

  const facets = Object.fromEntries(FACETS.map((f) => [f, new Map<string, FacetCount>()])) as Record<Facet, Map<string, FacetCount>>;
  let total = 0;
  const kept: string[] = [];
  for (const { documentId, pages } of counts) {
    const document = documents.get(documentId);
    if (!document) continue;
    if (passes(document, filters, null)) {
      total += pages;
      kept.push(documentId);
    }
    for (const facet of FACETS) {
      const own = facetOf(document, facet);
      if (!own || !passes(document, filters, facet)) continue;
      const entry = facets[facet].get(own.value) ?? { ...own, count: 0 };
      entry.count += pages;
      facets[facet].set(own.value, entry);
    }
  }

  const scope = filters.size ? JSON.stringify(kept) : null;
  const ranked = kept.length ? rankedPages(database, match, scope, limit, offset) : [];
  const hits = ranked.map((page): SearchHit => {
    const document = documents.get(page.documentId)!;
    const snippet = snippetParts(pageSnippet(database, match, page.rowid, SNIPPET_WORDS));
    return {
      documentId: page.documentId,
      pageNumber: page.pageNumber,
      title: document.title,
      companyId: document.companyId,
      companyName: document.companyName,
      formType: document.formType,
      category: document.category,
      fiscalYear: document.fiscalYear,
      fiscalQuarter: document.fiscalQuarter,
      date: document.date,
      snippet,
      highlight: highlightOf(snippet),
    };
  });

  const sortFacet = (facet: Facet) => [...facets[facet].values()].sort((a, b) =>
    facet === "period" ? b.value.localeCompare(a.value) : b.count - a.count || a.label.localeCompare(b.label));
  return {
    query: request.query,
    terms: searchedTerms(tree),
    total,
    documents: kept.length,
    hits,
    facets: { company: sortFacet("company"), form: sortFacet("form"), category: sortFacet("category"), period: sortFacet("period") },
  };
}
