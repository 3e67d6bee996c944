// The figures of the pages an answer may cite, read once: find a line item for a fiscal year
// and get the value, the row it was read from (a verbatim excerpt) and the page to cite.
import { lineItem, matchRowLabel, phraseKey, type LineItemId } from "../../finance";
import type { CitablePage } from "../engines/engine";
import { figureFor, isPerShareRow, readStatementRows, type Column, type TableRow } from "./statement-table";

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

// Figures are best read from the filing of the year the question is about: it states the years
// before as comparatives, so one computation rests on one filing (later filings may restate).
const PREFERRED_FILING_BONUS = 2;

// Costs are amounts: statements that print them in parentheses ("Cost of products (54,568)")
// mean the same figure as those that do not. Outflows of the cash-flow statement likewise.
const COSTS = new Set<LineItemId>([
  "costOfRevenue", "sellingGeneralAdministrative", "researchDevelopment", "operatingExpenses", "interestExpense",
  "depreciationAmortization",
]);

// Net income and net income attributable to shareholders stand for each other when a statement
// shows only one, at a small cost; a net income "from continuing operations" is a partial total,
// taken only when nothing better is shown.
const SIBLING: Partial<Record<LineItemId, LineItemId>> = { netIncome: "netIncomeAttributable", netIncomeAttributable: "netIncome" };
const SIBLING_COST = 0.75;
const PARTIAL_COST = 1.5;
const PARTIAL = /continuing operations/i;

// Figures under an "Adjusted …" or "Non-GAAP" heading are management's measures, not the
// statement's; they are taken only when the statement's own are not shown.
const NON_GAAP = /\badjusted\b|non-?gaap|pro forma/i;
const NON_GAAP_COST = 3;

// Words in parentheses that only say a figure may be negative: "Net cash provided by (used in)
// operating activities", "(Loss)/earnings before income taxes", "Net (loss) income".
const SIGN_WORDS = /\(\s*(?:used\s+(?:in|for)|used|loss(?:es)?|income|benefit|expense|deficit|earnings|gain|provision|decrease|increase|reduction)\s*\)\s*\/?\s*/gi;

/** The line item a row stands for, reading past sign words and a missing leading "net". */
export function rowItem(label: string): LineItemId | undefined {
  const direct = matchRowLabel(label);
  if (direct) return direct;
  // "Earnings per share attributable to 3M common shareholders — diluted" is diluted EPS.
  const plain = label
    .replace(SIGN_WORDS, " ")
    .replace(/\battributable to [^—–]*?(?:share(?:holder|owner)s?|stockholders?)\b/i, " ")
    .replace(/[—–]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (plain !== label) {
    const item = matchRowLabel(plain);
    if (item) return item;
  }
  if (!/^net\b/i.test(plain)) {
    // Only a whole wording: "Cash provided by operations" is "Net cash provided by operations",
    // but "Earnings before taxes" is not "Net earnings".
    const withNet = `Net ${plain}`;
    const item = matchRowLabel(withNet);
    if (item && lineItem(item).labels.some((l) => phraseKey(l) === phraseKey(withNet))) return item;
  }
  // "Loss before income taxes" is the income line of a year with a loss.
  return /^(net\s+)?loss\b/i.test(plain) ? matchRowLabel(plain.replace(/^(net\s+)?loss\b/i, "$1income")) : undefined;
}

export class FigureBook {
  private readonly pages: PageRows[];
  private readonly cache = new Map<string, Figure | null>();

  /**
   * Figures of one company: of the pages given, those of the company of the first one.
   * `preferredYear` is the fiscal year whose filing is read first (by default, each figure's own).
   */
  constructor(pages: CitablePage[], private readonly preferredYear: number | null = null) {
    const company = pages[0]?.document.companyId;
    this.pages = pages.filter((p) => p.document.companyId === company).map((page, rank) => ({
      page,
      rank,
      rows: readStatementRows(page.content).map((row) => ({ row, item: rowItem(row.label) })),
    }));
  }

  /** The figure of a line item for a fiscal year (and period length), from the best page. */
  find(item: LineItemId, year: number, months: number | null = null): Figure | null {
    const key = `${item}|${year}|${months}`;
    if (!this.cache.has(key)) this.cache.set(key, this.search(item, year, months));
    return this.cache.get(key)!;
  }

  /** The page of a statement read first: from the preferred filing, else the best ranked. */
  statementPage(kind: CitablePage["kind"]): CitablePage | null {
    const pages = this.pages.map((p) => p.page).filter((p) => p.kind === kind);
    return pages.find((p) => p.document.fiscalYear === this.preferredYear) ?? pages[0] ?? null;
  }

  private search(item: LineItemId, year: number, months: number | null): Figure | null {
    const definition = lineItem(item);
    const labelScore = labelScorer(definition.labels);
    let best: { figure: Figure; score: number } | null = null;
    for (const { page, rank, rows } of this.pages) {
      const kindScore = page.kind === definition.statement ? 4 : definition.alsoIn?.includes(page.kind as never) ? 2 : 0;
      rows.forEach(({ row, item: matched }, index) => {
        const sibling = matched !== item && matched !== undefined && SIBLING[item] === matched;
        if (matched !== item && !sibling) return;
        const hit = figureFor(row, year + quarterYearShift(page, months), months) ?? assumedColumn(row, page, year, months);
        if (!hit) return;
        const scale = row.unit && !isPerShareRow(row) ? row.unit.scale : 1;
        const amount = hit.value * scale;
        const score =
          kindScore +
          2 * labelScore(row.label) +
          (page.document.fiscalYear === (this.preferredYear ?? year) ? PREFERRED_FILING_BONUS : 0) -
          (row.columns.length === 0 ? 3 : 0) -
          (sibling ? SIBLING_COST : 0) -
          (SIBLING[item] && PARTIAL.test(row.label) ? PARTIAL_COST : 0) -
          (NON_GAAP.test(`${row.section} ${row.label}`) ? NON_GAAP_COST : 0) -
          rank * 0.02 +
          // Of statements that agree on everything else, the consolidated one is the largest
          // (parent-only, guarantor-group and segment statements are parts of it).
          0.3 * Math.log10(1 + Math.abs(amount)) -
          index * 0.001;
        if (best && best.score >= score) return;
        best = {
          score,
          figure: {
            item, year, printed: hit.value, row, column: hit.column, page,
            amount: definition.outflow || COSTS.has(item) ? Math.abs(amount) : amount,
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

/**
 * How well a row's label names the item: a label that is exactly one of the dictionary's
 * wordings beats one that only begins with it ("Net income" over "Net income from continuing
 * operations"), and earlier wordings are the more standard ones ("Total revenues" before "Sales").
 */
function labelScorer(labels: string[]): (label: string) => number {
  const keys = labels.map(phraseKey);
  return (label) => {
    const key = phraseKey(label);
    const exact = keys.indexOf(key);
    if (exact >= 0) return 1 - exact * 0.02;
    const prefix = keys.findIndex((k) => key.startsWith(`${k} `));
    return prefix < 0 ? 0 : 0.5 - prefix * 0.02;
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
  return value === null ? null : { value, column: { year, months: null, label: `FY${year} (column ${index + 1})`, position: index, width: 0 } };
}
