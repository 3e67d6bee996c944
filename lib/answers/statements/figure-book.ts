// The figures of the pages an answer may cite, read once: find a line item for a fiscal year
// and get the value, the row it was read from (a verbatim excerpt) and the page to cite.
import { lineItem, matchRowLabel, phraseKey, type LineItemId } from "../../finance";
import type { CitablePage } from "../engines/engine";
import { figureFor, readStatementRows, type Column, type TableRow } from "./statement-table";

export interface Figure {
  item: LineItemId;
  year: number;
  /** As printed, in the row's unit; an outflow keeps its printed sign. */
  printed: number;
  /** In currency units (printed × unit scale); outflows as positive amounts. */
  amount: number;
  row: TableRow;
  column: Column;
  page: CitablePage;
}

interface PageRows {
  page: CitablePage;
  rank: number;
  rows: { row: TableRow; item: LineItemId | undefined }[];
}

// A question for FY2019 is best answered by the FY2019 filing; later filings may restate.
const SAME_YEAR_BONUS = 2;

export class FigureBook {
  private readonly pages: PageRows[];
  private readonly cache = new Map<string, Figure | null>();

  constructor(pages: CitablePage[]) {
    this.pages = pages.map((page, rank) => ({
      page,
      rank,
      rows: readStatementRows(page.content).map((row) => ({ row, item: matchRowLabel(row.label) })),
    }));
  }

  /** The figure of a line item for a fiscal year (and period length), from the best page. */
  find(item: LineItemId, year: number, months: number | null = null): Figure | null {
    const key = `${item}|${year}|${months}`;
    if (!this.cache.has(key)) this.cache.set(key, this.search(item, year, months));
    return this.cache.get(key)!;
  }

  /** Whether any page has a row for the item at all (for saying what is missing). */
  hasRows(item: LineItemId): boolean {
    return this.pages.some((p) => p.rows.some((r) => r.item === item));
  }

  private search(item: LineItemId, year: number, months: number | null): Figure | null {
    const definition = lineItem(item);
    const labelRank = labelRanker(definition.labels);
    let best: { figure: Figure; score: number } | null = null;
    for (const { page, rank, rows } of this.pages) {
      const kindScore = page.kind === definition.statement ? 4 : definition.alsoIn?.includes(page.kind as never) ? 2 : 0;
      rows.forEach(({ row, item: rowItem }, index) => {
        if (rowItem !== item) return;
        const hit = figureFor(row, year + quarterYearShift(page, months), months) ?? assumedColumn(row, page, year, months);
        if (!hit) return;
        const assumed = row.columns.length === 0;
        const score =
          kindScore +
          (page.document.fiscalYear === year ? SAME_YEAR_BONUS : 0) -
          (assumed ? 3 : 0) -
          labelRank(row.label) * 0.05 -
          rank * 0.02 -
          index * 0.001;
        if (best && best.score >= score) return;
        const scale = row.unit && !/per\s+share/i.test(row.label) ? row.unit.scale : 1;
        const amount = hit.value * scale;
        best = {
          score,
          figure: {
            item, year, printed: hit.value, row, column: hit.column, page,
            amount: definition.outflow ? Math.abs(amount) : amount,
          },
        };
      });
    }
    return best ? (best as { figure: Figure }).figure : null;
  }
}

/**
 * Quarterly columns are headed by the calendar date the quarter ends; a fiscal year that ends
 * early in the next calendar year (a retailer's FY2024 ending in January 2024) has quarters
 * dated in the year before. The filing's own date and fiscal year give the shift.
 */
function quarterYearShift(page: CitablePage, months: number | null): number {
  const { date, fiscalYear, fiscalQuarter } = page.document;
  if (!months || months >= 12 || !fiscalQuarter || !fiscalYear || !date) return 0;
  const shift = Number(date.slice(0, 4)) - fiscalYear;
  return Math.abs(shift) <= 1 ? shift : 0;
}

/** Earlier wordings in the dictionary are the more standard ones ("Total revenues" before "Sales"). */
function labelRanker(labels: string[]): (label: string) => number {
  const keys = labels.map(phraseKey);
  return (label) => {
    const key = phraseKey(label);
    const i = keys.findIndex((k) => key === k || key.startsWith(`${k} `));
    return i < 0 ? keys.length : i;
  };
}

/**
 * A table without period headers: statements lead with the filing's own fiscal year and go back
 * one year per column. Used only when no page with headers has the figure.
 */
function assumedColumn(row: TableRow, page: CitablePage, year: number, months: number | null): { value: number; column: Column } | null {
  if (row.columns.length > 0 || months !== null) return null;
  const fy = page.document.fiscalYear;
  if (!fy || page.document.fiscalQuarter) return null;
  const index = fy - year;
  if (index < 0 || index >= row.values.length) return null;
  const value = row.values[index];
  return value === null ? null : { value, column: { year, months: null, label: `FY${year} (column ${index + 1})` } };
}
