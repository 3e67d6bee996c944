// What the answer pipeline needs from retrieval: the pages to cite, ranked, and enough of the
// question's reading to say what was searched. The catalog's retrieval is the source; for a
// question about figures the primary statements of the best documents are added, since the
// statement page is where a figure is stated (ranking may put a note that mentions it first).
import type { PageKind } from "../catalog/codes";
import type { CatalogDocument } from "../catalog/types";
import { db, type Db } from "../db/connection";
import { retrievePages } from "../retrieval/retrieve-pages";
import type { QuestionReading } from "../retrieval/read-question";
import type { QueryUnderstanding } from "../retrieval/understand-query";
import { lineItem, metricInputs } from "../finance";
import { listDocuments } from "../catalog/document-queries";
import { unknownCompanyNamed } from "./unknown-company";
import { ambiguousOwner, ambiguousOwnerSearched } from "./ambiguous-owner";
import { catalogCompanies } from "../retrieval/catalog-companies";
import { generalQuestion } from "./general-question";
import { namesNoCompany } from "./no-company-named";
import { valueAsked } from "./compose/value-asked";
import { uncatalogedComparand } from "./compared-outsider";
import type { CatalogHoldings, CitablePage } from "./engines/engine";
import { componentAsked } from "./compose/component-answer";
import { asksWhichPart, comparesParts } from "./compose/part-answer";
import { partOwnerAsked } from "./compose/part-owner-asked";
import { ownerNamed } from "./statements/owner-named";
import { wholeTotalPages } from "./compose/whole-pages";
import { pagesOfKinds } from "../catalog/page-queries";
import { yearsReported } from "./compose/coverage";
import { summaryPagesFor, tableYearsReader } from "./summary-pages";
import { statementPages } from "./statement-pages";
import { coverPagesFor } from "./cover-pages";
import { namedTablePages } from "./named-table-pages";
import { PRIMARY_STATEMENTS, titledStatement } from "./statements/statement-title";

export interface RetrievedForAnswer {
  /** The question's one reading, made by retrieval, which the engine answers from. */
  reading: QuestionReading;
  /** Companies, periods and forms the question was read as naming, in words. */
  searched: string[];
  documents: CatalogDocument[];
  pages: Omit<CitablePage, "ref">[];
  /** Every filing the catalog holds of the companies the question names, when it names any. */
  holdings?: CatalogHoldings;
}

export type AnswerRetrieval = (request: {
  query: string;
  documentIds?: string[];
  signal: AbortSignal;
}) => Promise<RetrievedForAnswer> | RetrievedForAnswer;

export function searchDescription(found: RetrievedForAnswer): string {
  const scope = found.searched.length ? `for ${found.searched.join(", ")}` : "across the catalog";
  const docs = found.documents.length;
  return `${docs} document${docs === 1 ? "" : "s"} ${scope}`;
}

const RANKED_PAGES = 10;
/** The documents whose statements are added: those of the best-ranked pages. */
const STATEMENT_DOCUMENTS = 2;

function described(u: QueryUnderstanding): string[] {
  const out = u.companies.map((c) => c.company.name);
  const { years, quarter, half } = u.periods;
  if (quarter) out.push(`Q${quarter.quarter}${quarter.year ? ` ${u.periods.fiscal ? "FY" : ""}${quarter.year}` : ""}`);
  else if (half) out.push(`H${half.half}${half.year ? ` ${half.year}` : ""}`);
  else if (years.length) out.push(years.map((y) => (u.periods.fiscal ? `FY${y}` : String(y))).join(", "));
  for (const kind of u.documentKinds) out.push(kind.text.trim());
  return out;
}

/** The statements that hold what a question computes: a growth with no subject is of revenue. */
function statementsFor(reading: QuestionReading): PageKind[] {
  const items = [...reading.lineItems, ...reading.labels.map((l) => l.label)];
  if (reading.metric) items.push(...metricInputs(reading.metric).items);
  if (reading.series && items.length === 0) items.push("revenue");
  return items.map((id) => lineItem(id).statement);
}

// A name must be printed on one of the best pages to be the subject of the question rather than
// an unknown company ("Frito-Lay North America's operating profit" names a PepsiCo division).
const PAGES_NAMING_THE_SUBJECT = 3;

/** The filings of the companies named, newest first; a handful per company is all there is. */
function holdingsOf(companies: { id: string; name: string }[], database: Db): CatalogHoldings | undefined {
  if (companies.length === 0) return undefined;
  const documents = listDocuments({ companyIds: companies.map((c) => c.id), limit: 500 }, database);
  // Read only when a year asked lies outside the statements' reach (coverage.ts).
  return { companies: companies.map((c) => c.name), documents, tableYears: tableYearsReader(database) };
}

/** How many filings of the period asked have their statements added. */
const PERIOD_FILINGS = 2;

/**
 * The filings that state the figures of the period a question asks: of the year's own filing
 * first, then the later ones that report it as a comparative (an annual report's income statement
 * goes back two years, its balance sheet one). A quarter is read from the interim reports of it.
 * Ranking favours the newest filings, which may not report the year asked at all.
 */
export function filingsReporting(reading: QuestionReading, documents: CatalogDocument[]): CatalogDocument[] {
  const years = reading.years.length ? reading.years : reading.year !== null ? [reading.year] : [];
  if (years.length === 0 || !(reading.metric || reading.series || reading.lineItems.length || reading.labels.length)) return [];
  const last = Math.max(...years);
  const fits = (d: CatalogDocument): number | null => {
    if (d.fiscalYear === null || d.fiscalYear === undefined) return null;
    const quarterly = reading.quarter !== null || (reading.months !== null && reading.months < 12);
    if (quarterly !== (d.fiscalQuarter !== null && d.fiscalQuarter !== undefined)) return null;
    if (reading.quarter !== null && d.fiscalQuarter !== reading.quarter) return null;
    if (!yearsReported(d).includes(Math.min(...years))) return null;
    const after = d.fiscalYear - last;
    return after >= 0 ? after : null;
  };
  return documents
    .map((d) => ({ d, distance: fits(d) }))
    .filter((x): x is { d: CatalogDocument; distance: number } => x.distance !== null)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, PERIOD_FILINGS)
    .map((x) => x.d);
}

export function catalogRetrieval(database: Db = db()): AnswerRetrieval {
  return ({ query, documentIds }) => {
    const result = retrievePages({ query, documentIds, limit: RANKED_PAGES }, database);
    const reading = result.understanding.figures;
    const named = result.understanding.companies.map((c) => c.company);
    // A word several cataloged companies' names begin with ("American's revenue") is none of them yet.
    const ambiguous = documentIds?.length || named.length ? null : ambiguousOwner(query, catalogCompanies(database));
    if (ambiguous) {
      return { reading, searched: [ambiguousOwnerSearched(ambiguous)], documents: [], pages: [] };
    }
    const stranger = documentIds?.length || named.length ? null : unknownCompanyNamed(query, result.chunks.slice(0, PAGES_NAMING_THE_SUBJECT), result.chunks);
    if (stranger) {
      return { reading, searched: [stranger], documents: [], pages: [] };
    }
    // Nor does a question about no company's filings at all ("explain EBITDA", "what is 2+2").
    const general = documentIds?.length || named.length ? null : generalQuestion(query);
    if (general) {
      return { reading, searched: [`a question of ${general}, which no company's filing answers`], documents: [], pages: [] };
    }
    // Nor a figure asked of no company at all: the ranking, not the question, would choose whose
    // figure answers it (no-company-named.ts). One asking whether, how or why may still find its
    // filing by its own words.
    if (!documentIds?.length && !named.length && valueAsked(query) && namesNoCompany(query)) {
      return { reading, searched: ["a company the question does not name (the catalog holds the filings of many; naming one would let it be answered)"], documents: [], pages: [] };
    }
    // A comparison with a company the catalog does not hold names it among the companies asked,
    // whose filings the holdings then lack (compared-outsider.ts).
    const outsider = documentIds?.length ? null : uncatalogedComparand(query, result.understanding.companies);
    const held = documentIds?.length ? undefined : holdingsOf(named, database);
    const holdings = held && outsider ? { ...held, companies: [...held.companies, outsider] } : held;
    // Pages of other companies do not answer a question about the ones it names (a company may
    // be known without any filing cataloged, and the search then widens to everyone's).
    if (!documentIds?.length && named.length && !result.chunks.some((c) => named.some((n) => n.id === c.document.companyId))) {
      return { reading, searched: described(result.understanding), documents: [], pages: [], holdings };
    }
    // A statement the classifier filed as a plain financial table is still that statement.
    const pages: Omit<CitablePage, "ref">[] = result.chunks.map((c) =>
      c.kind === "financial-table" ? { ...c, kind: titledStatement(c.content) ?? c.kind } : c,
    );
    // A fact of the cover page is read from the cover of the filing asked about, put first.
    const cover = coverPagesFor(query, reading.year, () => [...result.chunks.map((c) => c.document), ...result.documents], database);
    if (cover.length) {
      const isCover = (p: { document: CatalogDocument; pageNumber: number }) => cover.some((c) => c.document.id === p.document.id && c.pageNumber === p.pageNumber);
      pages.splice(0, pages.length, ...cover, ...pages.filter((p) => !isCover(p)));
    }
    // "The largest current liability" is read from the subtotal's statement like a line item.
    const subtotal = componentAsked(query);
    const asked = subtotal ? { ...reading, lineItems: [...reading.lineItems, subtotal] } : reading;
    const wanted = new Set<PageKind>([...result.understanding.statements, ...statementsFor(asked)].filter((k) => PRIMARY_STATEMENTS.includes(k)));
    if (wanted.size && pages.length) {
      const seen = new Set(pages.map((p) => `${p.document.id}|${p.pageNumber}`));
      const ranked = [...new Map(result.chunks.map((c) => [c.document.id, c.document])).values()].slice(0, STATEMENT_DOCUMENTS);
      const reporting = holdings ? filingsReporting(asked, holdings.documents) : [];
      const documents = [...new Map([...reporting, ...ranked].map((d) => [d.id, d])).values()];
      for (const document of documents) {
        for (const page of statementPages(document.id, database)) {
          if (!wanted.has(page.kind) || seen.has(`${document.id}|${page.pageNumber}`)) continue;
          pages.push({ document, pageNumber: page.pageNumber, content: page.content, kind: page.kind, score: 0 });
        }
      }
    }
    // A year older than every filing's statements is read from a five-year summary, put first.
    const summary = pages.length ? summaryPagesFor(reading, holdings, database) : [];
    if (summary.length) {
      const isSummary = (p: { document: CatalogDocument; pageNumber: number }) => summary.some((s) => s.document.id === p.document.id && s.pageNumber === p.pageNumber);
      pages.splice(0, pages.length, ...summary, ...pages.filter((p) => !isSummary(p)));
    }
    if (reading.year !== null && pages.length && asksWhichPart(query, reading)) {
      const ranked = [...new Map(result.chunks.map((c) => [c.document.id, c.document])).values()].slice(0, 1);
      const reporting = holdings ? filingsReporting(reading, holdings.documents) : [];
      pages.push(...breakdownPages(query, reading, reading.year, [...new Map([...reporting, ...ranked].map((d) => [d.id, d])).values()], pages, database));
    }
    // The table a ranking names by its columns ("which quarter …", "… due in less than one year").
    if (reading.year !== null && pages.length) {
      const ranked = [...new Map(result.chunks.map((c) => [c.document.id, c.document])).values()].slice(0, 1);
      const reporting = holdings ? filingsReporting(reading, holdings.documents) : [];
      pages.push(...namedTablePages(query, reading, reading.year, [...new Map([...ranked, ...reporting].map((d) => [d.id, d])).values()].slice(0, 2), pages, database));
    }
    // The note that totals the whole a question names ("… within accrued liabilities").
    if (reading.year !== null && pages.length) {
      const first = [...new Map(result.chunks.map((c) => [c.document.id, c.document])).values()].slice(0, 1);
      const reporting = holdings ? filingsReporting(reading, holdings.documents) : [];
      const documents = [...new Map([...reporting, ...first].map((d) => [d.id, d])).values()].slice(0, 2);
      // (The filings' table pages are read only when the question names a whole none of the pages totals.)
      const tables = () => documents.flatMap((document) => pagesOfKinds(document.id, ["financial-table", "segment-table"], database).map((page) => ({ document, pageNumber: page.pageNumber, content: page.content, kind: page.kind, score: 0 })));
      pages.push(...wholeTotalPages(query, reading, reading.year, pages, tables));
    }
    return { reading, searched: described(result.understanding), documents: result.documents, pages, holdings };
  };
}

// A table question reads its parts from at most this many added pages.
const BREAKDOWN_PAGES = 2;

/**
 * The tables of the filings asked about that break the company into parts on what a table
 * question compares, when ranking left them out ("which division had the lowest operating margin"
 * over a page of division revenue and operating profit that never says "division" or "margin").
 */
function breakdownPages(query: string, reading: QuestionReading, year: number, documents: CatalogDocument[], have: Omit<CitablePage, "ref">[], database: Db): Omit<CitablePage, "ref">[] {
  const seen = new Set(have.map((p) => `${p.document.id}|${p.pageNumber}`));
  const out: Omit<CitablePage, "ref">[] = [];
  for (const document of documents) {
    // A part named as the holder of the parts ("Commercial Airplanes' regions"): the pages naming
    // it are read first, so its own breakdown is not crowded out by the company's.
    const owner = partOwnerAsked(query, { name: document.companyName ?? "", tickers: document.companyTickers ?? [] });
    const tables = pagesOfKinds(document.id, ["segment-table", "financial-table"], database);
    const named = owner.length ? tables.filter((page) => ownerNamed(page.content, owner, document.companyName ?? "")) : [];
    for (const page of [...named, ...tables.filter((page) => !named.includes(page))]) {
      if (out.length >= BREAKDOWN_PAGES) return out;
      if (seen.has(`${document.id}|${page.pageNumber}`)) continue;
      const candidate = { document, pageNumber: page.pageNumber, content: page.content, kind: page.kind, score: 0 };
      if (comparesParts(query, reading, year, { ...candidate, ref: "" })) out.push(candidate);
    }
  }
  return out;
}
