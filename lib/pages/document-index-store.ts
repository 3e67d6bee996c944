// The rows of the document-level index (FTS5 `documents_fts`; on PostgreSQL a table of tsvectors): one per document — its title and
// description, its company's names, its period and form, the headings of its sections and notes,
// and the words its pages use on the most pages — from which retrieval chooses the documents for
// a question that names no company (lib/retrieval/document-index.ts). Rows are derived from the
// catalog and built for any document that lacks a current one, with its page-term index: after
// an ingestion run, or on the first question after the catalog changed.
import { catalogVersion } from "../catalog/catalog-version";
import { getDocuments } from "../catalog/document-queries";
import type { CatalogDocument } from "../catalog/types";
import type { Db } from "../db/connection";
import { lockWithinTransaction } from "../db/dialect";
import { prepared } from "../db/prepared";
import { backfillPageTerms, pageTerms } from "./page-term-store";
import { headings } from "./section-headings";

/** Bumped whenever the row of a document changes, so stored rows are rebuilt. */
export const DOCUMENT_INDEX_VERSION = 1;
/** The words a document's row lists: those on the most pages, at most this many. */
const SALIENT_TERMS = 1500;
/** Headings kept per document (a filing repeats its running headers on every page). */
const HEADINGS_KEPT = 600;

function periodText(d: CatalogDocument): string {
  return [
    d.formType, d.fiscalYear != null ? `FY${d.fiscalYear} ${d.fiscalYear}` : null, d.fiscalQuarter != null ? `Q${d.fiscalQuarter}` : null,
    d.fiscalPeriod, d.category.replace(/-/g, " "), d.date?.slice(0, 4),
  ].filter(Boolean).join(" ");
}

/** The stems a document's pages use on the most pages (a short document's are all of them). */
function salientTerms(database: Db, documentId: string): string {
  const terms = pageTerms(database, documentId);
  const spread: [string, number][] = [];
  for (const [stem, [start, end]] of terms.offsets) spread.push([stem, (end - start) / 2]);
  return spread.sort((a, b) => b[1] - a[1]).slice(0, SALIENT_TERMS).map(([stem]) => stem).join(" ");
}

function sectionHeadings(database: Db, documentId: string): string {
  const seen = new Set<string>();
  const pages = prepared(database, "SELECT content FROM pages WHERE document_id = ? ORDER BY page_number").pluck().all(documentId) as string[];
  for (const content of pages) {
    for (const line of headings(content).split("\n")) {
      const text = line.trim();
      if (text && seen.size < HEADINGS_KEPT) seen.add(text);
    }
  }
  return [...seen].join("\n");
}

function companyNames(database: Db, companyId: string): string {
  const row = prepared(database, "SELECT name, aliases, tickers FROM companies WHERE id = ?")
    .get(companyId) as { name: string; aliases: string; tickers: string } | undefined;
  if (!row) return "";
  const list = (json: string): string[] => {
    try {
      const value: unknown = JSON.parse(json);
      return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
    } catch {
      return []; // an unreadable list only loses its names
    }
  };
  return [row.name, ...list(row.aliases), ...list(row.tickers)].join(" ");
}

function indexDocuments(database: Db, ids: readonly string[]): void {
  const remove = prepared(database, "DELETE FROM documents_fts WHERE document_id = ?");
  const insert = prepared(database, `INSERT INTO documents_fts (document_id, version, title, company, period, headings, terms)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  for (const d of getDocuments([...ids], database)) {
    database.transaction(() => {
      lockWithinTransaction(database, `documents_fts:${d.id}`);
      remove.run(d.id);
      insert.run(d.id, DOCUMENT_INDEX_VERSION, `${d.title}\n${d.description}`, companyNames(database, d.companyId),
        periodText(d), sectionHeadings(database, d.id), salientTerms(database, d.id));
    })();
  }
}

// The catalog version at which every document was last seen indexed, per connection.
const indexedAt = new WeakMap<Db, string>();

/**
 * Indexes every document that lacks a current row (and its pages' term index, which the rarity
 * of words is counted from); returns how many documents were indexed. Checked once per
 * catalog version, so on a catalog that has not changed it costs nothing.
 */
export function ensureDocumentIndex(database: Db, onDocument?: (done: number, total: number) => void): number {
  const version = catalogVersion(database);
  if (indexedAt.get(database) === version) return 0;
  backfillPageTerms(database);
  const missing = prepared(database, `SELECT id FROM documents WHERE id NOT IN
      (SELECT document_id FROM documents_fts WHERE version = ?)`).pluck().all(DOCUMENT_INDEX_VERSION) as string[];
  missing.forEach((id, i) => {
    indexDocuments(database, [id]);
    onDocument?.(i + 1, missing.length);
  });
  indexedAt.set(database, catalogVersion(database));
  return missing.length;
}

