// A company's standardised financial statements: every line item of lib/finance's dictionary
// for every period its filings state, each figure read by the answers' statement reader
// (FigureBook) from the filing's own statement pages and kept with the row and page it came
// from. Where several filings state one period (a 10-K shows three years; an earnings release
// repeats a 10-K) all readings are kept; readings that differ beyond rounding are a restatement,
// and the newest filing's figure leads.
import type { CatalogDocument } from "../catalog/types";
import type { CitablePage } from "../answers/engines/engine";
import { FigureBook, type Figure } from "../answers/statements/figure-book";
import { rowItem } from "../answers/statements/row-item";
import { isPerShareRow } from "../answers/statements/statement-table";
import { LINE_ITEMS, statement, type LineItemDefinition, type LineItemId, type StatementKind } from "../finance";

export interface Period {
  /** "FY2022" for a fiscal year, "FY2023 Q2" for a quarter. */
  key: string;
  fiscalYear: number;
  quarter: number | null;
}

export interface Reading {
  /** In currency units (per-share figures as printed); outflows and costs as positive amounts. */
  amount: number;
  /** The figure as the filing prints it, in its unit. */
  printed: number;
  /** What the printed figure is multiplied by (1000 for "in thousands"); 1 for per-share figures. */
  scale: number;
  currency: string;
  perShare: boolean;
  documentId: string;
  documentTitle: string;
  documentDate: string | null;
  formType: string | null;
  pageNumber: number;
  /** The filing's own row label. */
  label: string;
  /** The row exactly as it stands on the page (to highlight it in the viewer). */
  line: string;
  /** The column header the figure sits under. */
  column: string;
  /**
   * Read from the filing's statements proper; false for a figure only its other statement-like
   * pages state (a note's table, a part of the company), used only where no statement states it.
   */
  statementProper: boolean;
}

export interface Cell {
  /** The leading reading: the newest filing's. */
  value: Reading;
  /** Every filing's reading of this figure, newest first (the leading one included). */
  readings: Reading[];
  /** Whether filings state different figures for the period. */
  restated: boolean;
}

export interface StatementRow {
  item: LineItemId;
  name: string;
  /** The filings' own labels for the row, most used first. */
  labels: string[];
  cells: Record<string, Cell>;
}

export interface Statement {
  kind: StatementKind;
  name: string;
  rows: StatementRow[];
}

export interface StandardStatements {
  /** Newest first. */
  periods: Period[];
  statements: Statement[];
  /** The multiplier most of the figures are printed in (1_000 for a company reporting in thousands). */
  reportingScale: number;
  currency: string;
  /** For each period, the filings whose statements state it (newest first). */
  periodFilings: Record<string, string[]>;
  /** Filings whose statement pages were read. */
  documents: { id: string; title: string; date: string | null; formType: string | null; fiscalYear: number | null; fiscalQuarter: number | null }[];
}

export const SHOWN_STATEMENTS: StatementKind[] = ["income-statement", "balance-sheet", "cash-flow-statement"];

export const periodKey = (fiscalYear: number, quarter: number | null) => (quarter ? `FY${fiscalYear} Q${quarter}` : `FY${fiscalYear}`);

/**
 * The periods a filing states, its own first: an annual report its year and two before; a
 * quarterly filing or release its quarter and the same quarter a year before (and both years, in
 * a fourth-quarter release). Other filings with statements
 * (a current report, a release the catalog could not date to a quarter) are not dated
 * reliably enough to place their columns, and are left out.
 */
function periodsOf(document: CatalogDocument): Period[] {
  const fy = document.fiscalYear;
  if (!fy) return [];
  const q = document.fiscalQuarter;
  if (q && document.category !== "annual-financial-report") {
    // The same quarter a year before is the comparative column beside it.
    const quarters = [fy, fy - 1].map((year) => ({ key: periodKey(year, q), fiscalYear: year, quarter: q }));
    const years = q === 4 ? [fy, fy - 1].map((year) => ({ key: periodKey(year, null), fiscalYear: year, quarter: null })) : [];
    return [quarters[0]!, ...years.slice(0, 1), quarters[1]!, ...years.slice(1)];
  }
  if (document.category !== "annual-financial-report") return [];
  return [0, 1, 2].map((back) => ({ key: periodKey(fy - back, null), fiscalYear: fy - back, quarter: null }));
}

/**
 * A figure belongs in the standard statements only when read from a row of the item itself (the
 * answers may let net income stand for net income attributable; a statement row may not) on the
 * statement that states the item: a balance the balance sheet no longer shows (the third year
 * back) must not be taken from the cash-flow statement's change in it.
 */
function fits(figure: Figure, item: LineItemDefinition): boolean {
  const kind = figure.page.kind;
  return rowItem(figure.row.label) === item.id && (kind === item.statement || item.alsoIn?.includes(kind as StatementKind) === true);
}

function reading(figure: Figure, statementProper: boolean): Reading {
  const perShare = isPerShareRow(figure.row);
  const { document } = figure.page;
  return {
    amount: figure.amount,
    printed: figure.printed,
    scale: perShare ? 1 : (figure.row.unit?.scale ?? 1),
    currency: figure.row.unit?.currency ?? "$",
    perShare,
    documentId: document.id,
    documentTitle: document.title,
    documentDate: document.date,
    formType: document.formType,
    pageNumber: figure.page.pageNumber,
    label: figure.row.label,
    line: figure.row.line,
    column: figure.column.label,
    statementProper,
  };
}

/** Two readings agree when they differ by no more than the rounding of the coarser unit. */
function agree(a: Reading, b: Reading): boolean {
  const tolerance = Math.max(a.scale, b.scale) * (a.perShare ? 0.005 : 0.5) + 1e-9;
  return Math.abs(a.amount - b.amount) <= tolerance * 1.01;
}

const bookOf = (document: CatalogDocument, pages: CitablePage[]) => new FigureBook(pages, document.fiscalYear, { quarter: document.fiscalQuarter });

/**
 * The reader of a filing's statements proper: for each statement, the page most of its own
 * period's figures are read from and the pages it runs on to (or from) without a break. A filing
 * also holds statement-like tables of a part of the company (a guarantor group's balance sheet)
 * or of a note; they may state an earlier year under a wording that reads better, and must not
 * stand in for the statement that states it too.
 */
function statementBook(document: CatalogDocument, pages: CitablePage[], all: FigureBook, own: Period | undefined): FigureBook {
  if (!own) return all;
  const counts = new Map<number, { kind: string; figures: number }>();
  for (const item of LINE_ITEMS) {
    const figure = all.find(item.id, own.fiscalYear, own.quarter ? 3 : null);
    if (!figure || !fits(figure, item)) continue;
    const entry = counts.get(figure.page.pageNumber) ?? { kind: figure.page.kind, figures: 0 };
    entry.figures++;
    counts.set(figure.page.pageNumber, entry);
  }
  const kept = new Set<number>();
  for (const kind of new Set([...counts.values()].map((c) => c.kind))) {
    const ofKind = [...counts].filter(([, c]) => c.kind === kind);
    const [main] = ofKind.reduce((best, next) => (next[1].figures > best[1].figures ? next : best));
    kept.add(main);
    for (const step of [-1, 1]) {
      for (let n = main + step; counts.get(n)?.kind === kind; n += step) kept.add(n);
    }
  }
  return kept.size ? bookOf(document, pages.filter((p) => kept.has(p.pageNumber))) : all;
}

const newestFirst = (a: CatalogDocument, b: CatalogDocument) =>
  (b.date ?? "").localeCompare(a.date ?? "") || (b.fiscalYear ?? 0) - (a.fiscalYear ?? 0) || (b.fiscalQuarter ?? 0) - (a.fiscalQuarter ?? 0);

/** Newest first: a fiscal year before its quarters (it ends with the last), then Q4 to Q1. */
export const comparePeriods = (a: Pick<Period, "fiscalYear" | "quarter">, b: Pick<Period, "fiscalYear" | "quarter">) =>
  b.fiscalYear - a.fiscalYear || (b.quarter ?? 5) - (a.quarter ?? 5);

/**
 * The standardised statements of one company from the statement pages of its filings, given per
 * document. Pure: the caller reads the pages (./company-financials does, from the catalog).
 */
export function standardStatements(filings: { document: CatalogDocument; pages: CitablePage[] }[]): StandardStatements {
  const ordered = [...filings].filter((f) => f.pages.length > 0 && f.document.fiscalYear).sort((a, b) => newestFirst(a.document, b.document));
  const readings = new Map<string, Reading[]>();
  const periods = new Map<string, Period>();
  const periodFilings: Record<string, string[]> = {};
  const scales = new Map<number, number>();
  const currencies = new Map<string, number>();

  for (const { document, pages } of ordered) {
    const periodsStated = periodsOf(document);
    const all = bookOf(document, pages);
    const proper = statementBook(document, pages, all, periodsStated[0]);
    for (const period of periodsStated) {
      for (const item of LINE_ITEMS) {
        // The statements proper first; the filing's other statement pages only for what they lack.
        const months = period.quarter ? 3 : null;
        const first = proper.find(item.id, period.fiscalYear, months);
        const fromProper = first !== null && fits(first, item);
        const figure = fromProper ? first : all.find(item.id, period.fiscalYear, months);
        if (!figure || !fits(figure, item)) continue;
        const r = reading(figure, fromProper);
        const key = `${item.id}|${period.key}`;
        const list = readings.get(key) ?? [];
        list.push(r);
        readings.set(key, list);
        periods.set(period.key, period);
        const stating = (periodFilings[period.key] ??= []);
        if (!stating.includes(document.id)) stating.push(document.id);
        if (!r.perShare) scales.set(r.scale, (scales.get(r.scale) ?? 0) + 1);
        currencies.set(r.currency, (currencies.get(r.currency) ?? 0) + 1);
      }
    }
  }

  const mode = <T>(counts: Map<T, number>, fallback: T): T => [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? fallback;
  const statements = SHOWN_STATEMENTS.map((kind): Statement => {
    const rows: StatementRow[] = [];
    for (const item of LINE_ITEMS.filter((i) => i.statement === kind)) {
      const cells: Record<string, Cell> = {};
      const labels = new Map<string, number>();
      for (const period of periods.values()) {
        const stated = readings.get(`${item.id}|${period.key}`) ?? [];
        const fromStatements = stated.filter((r) => r.statementProper);
        const list = fromStatements.length ? fromStatements : stated;
        const [value, ...others] = list;
        if (!value) continue;
        cells[period.key] = { value, readings: list, restated: others.some((o) => !agree(o, value)) };
        for (const r of list) labels.set(r.label, (labels.get(r.label) ?? 0) + 1);
      }
      if (Object.keys(cells).length === 0) continue;
      rows.push({ item: item.id, name: item.name, labels: [...labels].sort((a, b) => b[1] - a[1]).map(([l]) => l), cells });
    }
    return { kind, name: statement(kind).name, rows };
  });

  return {
    periods: [...periods.values()].sort(comparePeriods),
    statements,
    reportingScale: mode(scales, 1),
    currency: mode(currencies, "$"),
    periodFilings,
    documents: ordered.map(({ document: d }) => ({
      id: d.id, title: d.title, date: d.date, formType: d.formType, fiscalYear: d.fiscalYear, fiscalQuarter: d.fiscalQuarter,
    })),
  };
}
