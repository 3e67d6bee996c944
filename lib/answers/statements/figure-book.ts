// The figures of the pages an answer may cite, read once: find a line item for a fiscal year
// and get the value, the row it was read from (a verbatim excerpt) and the page to cite.
import { isRowLabel, lineItem, phraseKey, withoutSignAlternatives, words, type LineItemId } from "../../finance";
import { wordStem } from "./word-stem";
import type { CitablePage } from "../engines/engine";
import { columnFor, type PeriodAsk } from "./column-choice";
import { oneNameForRow, withoutAsides } from "./label-wording";
import { rowItem } from "./row-item";
import { COUNTS_SHARES, isPercentRow, isPerShareRow, readStatementRows, type Column, type TableRow } from "./statement-table";
import { isStatementProper, titlesPartOfCompany } from "./statement-title";

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
  /** Set when the figure is one part's of the company (a segment, region or division) and where the table names it. */
  segment?: { name: string; place: "row" | "section" | "column" | "heading" };
}

/** Where answers look figures up: the company's statements, or one part of the company. */
export interface FigureSource {
  find(item: LineItemId, year: number, months?: number | null): Figure | null;
  /** The page of a statement read first, to cite when a figure is not there. */
  statementPage(kind: CitablePage["kind"]): CitablePage | null;
  /** The question the figures are read for, when the source reads rows by its wording. */
  readonly question?: string;
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

const PER_SHARE_ITEMS = new Set<LineItemId>(["epsBasic", "epsDiluted"]);
// A row asked by a wording that says "per share" ("dividends declared per common share") is a per-share row.
const PER_SHARE_WORDING = /\bper\s+(?:\w+\s+)?share\b/i;

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

// The statement itself (audited, titled as such) over the same figures restated in a discussion.
const STATEMENT_PROPER_BONUS = 1;

/** The part of the year a question asks about beyond its fiscal year. */
export interface BookPeriod {
  /** The quarter asked; figures asked for three months are of this quarter. */
  quarter?: number | null;
  /** "MM-DD" or "MM": figures are of the period ending on this day (or in this month) of the year asked. */
  endsOn?: string | null;
  /** A balance asked as current or long-term ("non-current deferred revenue"): the row under that heading. */
  horizon?: Horizon | null;
  /** The question: the wording of an item it uses itself is the row label read first. */
  question?: string;
}

export type Horizon = "current" | "noncurrent";

const NONCURRENT = /\bnon-?\s?current\b|\blong[\s-]term\b/i;
const CURRENT = /\bcurrent\b(?!\s+(?:year|fiscal|period|quarter|month|price|market|rate|value|environment|economic))/i;

/** Whether a text says current or long-term: "long-term (non-current) deferred revenue", "Current liabilities:". */
export function horizonOf(text: string): Horizon | null {
  // "Current portion of long-term debt" is a current row; "the current year" says no horizon.
  const portion = /\bcurrent\s+(?:portion|maturities)\s+of\s+(?:long[\s-]term|non-?\s?current)\b/gi;
  if (portion.test(text)) return NONCURRENT.test(text.replace(portion, " ")) ? null : "current";
  if (NONCURRENT.test(text)) return "noncurrent";
  return CURRENT.test(text) ? "current" : null;
}

// A row under the heading of the horizon asked over the same label under the other one.
const HORIZON_FIT = 1.5;

export class FigureBook implements FigureSource {
  private readonly pages: PageRows[];
  private readonly cache = new Map<string, Figure | null>();

  /**
   * Figures of one company: of the pages given, those of the company of the first one.
   * `preferredYear` is the fiscal year whose filing is read first (by default, each figure's own).
   */
  constructor(
    pages: CitablePage[],
    private readonly preferredYear: number | null = null,
    private readonly period: BookPeriod = {},
  ) {
    const company = pages[0]?.document.companyId;
    this.pages = pages.filter((p) => p.document.companyId === company).map((page, rank) => ({
      page,
      rank,
      rows: readStatementRows(page.content).map((row) => ({ row, item: shareCountItem(row) ?? rowItem(row.label) ?? debtByScope(row) })),
    }));
    // The filer's statements come first in its filing; a statement later in the same filing
    // titled with another entity is that entity's.
    const filer = new Map<string, string>();
    for (const { page } of [...this.pages].sort((a, b) => a.page.pageNumber - b.page.pageNumber)) {
      const entity = titleEntity(page.content);
      if (entity && !filer.has(page.document.id)) filer.set(page.document.id, entity);
    }
    this.otherEntity = (page) => {
      const entity = titleEntity(page.content);
      const own = filer.get(page.document.id);
      return !!entity && !!own && entity !== own;
    };
  }

  private readonly otherEntity: (page: CitablePage) => boolean;

  get question(): string | undefined {
    return this.period.question;
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
    // A row named by its label is any row whose label says it; a dictionary item, its wordings.
    const byLabel = isRowLabel(item) ? rowLabelFit(definition.labels[0]!) : null;
    const labelScore = byLabel ?? labelScorer(askedFirst(definition.labels, this.period.question));
    const ask: PeriodAsk = {
      year,
      months,
      quarter: months === 3 ? (this.period.quarter ?? null) : null,
      endsOn: this.period.endsOn ?? null,
      pointInTime: definition.pointInTime === true,
    };
    let best: { figure: Figure; score: number } | null = null;
    for (const { page, rank, rows } of this.pages) {
      // The company's standard figures are its own: a guarantee group's or the parent's alone are
      // no answer for them, even when the consolidated statements do not print the row.
      if (!byLabel && titlesPartOfCompany(page.content)) continue;
      const kindScore =
        (page.kind === definition.statement ? 4 : definition.alsoIn?.includes(page.kind as never) ? 2 : 0) +
        (page.kind === definition.statement && isStatementProper(page.content, page.kind) ? STATEMENT_PROPER_BONUS : 0);
      const owner = ownerWords(page.document.companyName);
      rows.forEach(({ row, item: matched }, index) => {
        const sibling = matched !== item && matched !== undefined && SIBLING[item] === matched;
        if (byLabel ? byLabel(row.label, row.section, owner) === 0 : matched !== item && !sibling) return;
        // A line item is an amount; its row in a table of percentages ("Gross margin | 45.2%",
        // "(Percent of net sales) … Selling, general and administrative | 26.5") is a ratio of it.
        if (!byLabel && isPercentRow(row)) return;
        // A balance ("trade receivables", inventories) is not the cash-flow statement's change in
        // it ("Trade receivables, net" among the changes in working capital).
        if (definition.pointInTime && page.kind === "cash-flow-statement" && !BALANCE_ROW.test(row.label)) return;
        // "Basic" and "Diluted" also head rows of share counts; earnings per share are the per-share ones.
        if ((PER_SHARE_ITEMS.has(item) || (byLabel !== null && PER_SHARE_WORDING.test(definition.labels[0]!))) !== isPerShareRow(row)) return;
        const hit = columnFor(row, ask, page.document) ?? assumedColumn(row, page, ask);
        if (!hit) return;
        const scale = row.unit && !isPerShareRow(row) && !isPercentRow(row) ? row.unit.scale : 1;
        const amount = hit.value * scale;
        const score =
          kindScore +
          2 * labelScore(row.label, row.section, owner) +
          (page.document.fiscalYear === (this.preferredYear ?? year) ? PREFERRED_FILING_BONUS : 0) -
          (row.columns.length === 0 ? 3 : 0) -
          (sibling ? SIBLING_COST : 0) -
          (SIBLING[item] && PARTIAL.test(row.label) ? PARTIAL_COST : 0) -
          (NON_GAAP.test(`${row.section} ${row.label}`) ? NON_GAAP_COST : 0) -
          (byLabel && totalLeftOut(definition.labels[0]!, row.label) ? TOTAL_LEFT_OUT_COST : 0) -
          (this.otherEntity(page) ? OTHER_ENTITY_COST : 0) +
          (definition.pointInTime || byLabel ? horizonFit(this.period.horizon ?? null, row) : 0) -
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

// "Total deferred tax assets" asked by its label: a row that says the total (a note's sum before
// the valuation allowance) over one of the same words without it (the balance sheet's net line),
// however the statement's kind would rank them.
const TOTAL_LEFT_OUT_COST = 6;
function totalLeftOut(asked: string, label: string): boolean {
  return /^\s*total\s+\S+\s+\S+/i.test(asked) && !/\btotal\b/i.test(label);
}

// A cash-flow row that is a balance: "Cash and cash equivalents, end of period".
const BALANCE_ROW = /\b(?:beginning|end)\s+of\s+(?:the\s+)?(?:period|year|quarter)\b/i;

/** How a row's heading or label fits the horizon asked: the same one gains, the other loses. */
function horizonFit(asked: Horizon | null, row: TableRow): number {
  if (!asked) return 0;
  const said = horizonOf(row.label) ?? horizonOf(row.section ?? "");
  return said === null ? 0 : said === asked ? HORIZON_FIT : -HORIZON_FIT;
}

/**
 * A row labelled only "Debt" or "Borrowings" is the current or long-term debt by the part of the
 * balance sheet it stands in: under current liabilities, or after their total.
 */
function debtByScope(row: TableRow): LineItemId | undefined {
  if (!/^(?:debt|borrowings|debt,?\s+net|notes\s+and\s+loans)$/i.test(row.label.trim())) return undefined;
  if (/non-?current|long-term/i.test(row.section)) return "longTermDebt";
  return /current\s+liabilities/i.test(row.section) ? "shortTermDebt" : undefined;
}

/**
 * A share count's row: "Diluted" under "Weighted-average common shares outstanding", or a label
 * that says both ("Weighted-average number of shares outstanding Diluted") — never a per-share row.
 */
function shareCountItem(row: TableRow): LineItemId | undefined {
  // "Shares used to compute diluted net income per share" counts shares, whatever it ends with.
  const counts = COUNTS_SHARES.test(row.label.trim()) || (/^(basic|diluted)\b/i.test(row.label.trim()) && COUNTS_SHARES.test(row.section.trim()));
  const text = `${row.section} ${row.label}`.toLowerCase();
  if (!counts && (isPerShareRow(row) || !/\bshares?\b/.test(text) || /\bper\s+(?:common\s+)?share\b/.test(text))) return undefined;
  if (/\bdiluted\b/i.test(row.label)) return "dilutedShares";
  if (/\bbasic\b/i.test(row.label)) return "basicShares";
  return undefined;
}

// What follows the item in a qualified label: ", net of amounts capitalized", ", less allowance …".
const LABEL_QUALIFICATION = /\s*(?:,\s*(?:net\s+of|less|including|excluding|after)\b|\(\s*(?:net\s+of|less|including|excluding)\b)[^]*$/i;
const QUALIFIED_FIT = 0.9;
// The basis a row states its amount on, after what it is: "Interest paid, net of amounts capitalized".
const NET_OF_QUALIFICATION = /\s*(?:,\s*|\(\s*)net\s+of\b[^]*$/i;

/**
 * How well a row's label names the item: a label that is exactly one of the dictionary's
 * wordings beats one that only begins with it ("Net income" over "Net income from continuing
 * operations"), and earlier wordings are the more standard ones ("Total revenues" before "Sales").
 */
function labelScorer(labels: string[]): (label: string, section?: string) => number {
  const keys = labels.map(phraseKey);
  return (label) => {
    // "Total net revenues (Note 2)" is the wording "Total net revenues"; "Net income (loss)
    // attributable to MGM" the wording "Net income attributable to", its sign's other name aside.
    const key = phraseKey(withoutSignAlternatives(label.replace(/\(\s*notes?\s+\d+[a-z]?\s*\)/gi, " ")));
    const exact = keys.indexOf(key);
    if (exact >= 0) return 1 - exact * 0.02;
    // "Interest expense, net of amounts capitalized" is the wording "Interest expense", qualified.
    const plain = keys.indexOf(phraseKey(label.replace(LABEL_QUALIFICATION, "")));
    if (plain >= 0) return QUALIFIED_FIT - plain * 0.02;
    const prefix = keys.findIndex((k) => key.startsWith(`${k} `));
    return prefix < 0 ? 0 : 0.5 - prefix * 0.02;
  };
}

/**
 * The item's wordings with the longest one the question uses first, and the wordings that are only
 * a part of it last: asked for "accounts payable and accrued liabilities", the row of that label
 * is the answer, and a row "Accounts payable" (one line of its breakdown in a note) is not.
 */
function askedFirst(labels: string[], question: string | undefined): string[] {
  if (!question) return labels;
  const text = ` ${phraseKey(question)} `;
  const asked = labels.filter((l) => text.includes(` ${phraseKey(l)} `)).sort((a, b) => phraseKey(b).length - phraseKey(a).length)[0];
  if (!asked) return labels;
  const key = phraseKey(asked);
  const partOf = (l: string) => l !== asked && ` ${key} `.includes(` ${phraseKey(l)} `);
  return [asked, ...labels.filter((l) => l !== asked && !partOf(l)), ...labels.filter(partOf)];
}

// Words a label may add or leave out without naming another row.
// "Less" qualifies as "net" does ("loans, less reserves" is "loans, net of reserves").
// Prepositions link a label's words ("Interest on loans", "Income from operating investments");
// the same row may print them or leave them to its heading ("Debt" under "Interest:").
const LABEL_FILLER = new Set(["the", "of", "and", "a", "an", "in", "for", "total", "net", "to", "less", "on", "from", "by", "with"]);
const MIN_LABEL_FIT = 0.6;

/**
 * How well a row's label names a row the question asked for by its words: every word asked must
 * be in the label, and the fewer other words the label has the better ("Property, plant and
 * equipment, net" for "property, plant and equipment — net"; not "Accumulated depreciation …").
 * A label that says only part of it may be scoped by its section: "Casino" under "Expenses" is
 * the "casino expenses" asked, "Subscription" under "Cost of revenue:" the "subscription cost of
 * revenue" — at a little less than a label that says it all, and less the more the section adds.
 */
function rowLabelFit(asked: string): (label: string, section?: string, owner?: Set<string>) => number {
  const wanted = new Set(words(oneNameForRow(asked)).filter((w) => !LABEL_FILLER.has(w)));
  const saysNet = /\bnet\b/i.test(asked);
  // "MBR (Benefit costs as a % of premium revenues)" is the medical benefit ratio asked.
  const initials = words(asked).map((w) => w[0]).join("");
  // "Technology and development expense" asked of a statement whose row says "Technology and
  // development": an expense row's label often leaves the word out. Only for a name of two words
  // or more besides it ("interest expense" is not "Interest income"), and a little below a label
  // that says it.
  const named = new Set([...wanted].filter((w) => !EXPENSE_WORDS.has(w)));
  const bare = named.size >= 2 && named.size < wanted.size ? rowLabelFitOf(named, false) : null;
  // ("Marketing expense" of a statement whose row says only "Marketing": one word left alone is
  // the expense when it is the whole label, as no "Interest income" is "interest expense". Not
  // under a heading of revenues — MGM's "Casino" there is casino revenue, its "Casino" under
  // "Expenses" the expense, which the heading names and so reads first.)
  const lone = named.size === 1 && named.size < wanted.size ? wordStem([...named][0]!) : null;
  const alone = (label: string, section: string) => {
    if (REVENUE_HEADING.test(section)) return false;
    const row = words(oneNameForRow(withoutAsides(label))).filter((w) => !LABEL_FILLER.has(w));
    return row.length === 1 && wordStem(row[0]!) === lone;
  };
  const fit = rowLabelFitOf(wanted, saysNet);
  // "Cash paid for acquisitions", "spending on acquisitions": the cash-flow row of what was paid
  // for ("Acquisitions, net of cash acquired"), a little below a row that says "paid" itself.
  const object = paidFor(asked);
  const outflow = object ? rowLabelFitOf(new Set(words(object).filter((w) => !LABEL_FILLER.has(w))), false) : null;
  return (label, section = "", owner) => {
    const abbreviation = /^([A-Z]{2,6})\b/.exec(label.trim())?.[1];
    if (abbreviation && initials.length >= 2 && abbreviation.toLowerCase() === initials) return 1;
    const full = fit(label, section, owner);
    // ("Sales and marketing expense": "Sales and marketing" under "Operating expenses:" is the
    // expense at least as surely as a bare "Sales and marketing" in a note's breakdown.)
    if (full > 0) return bare ? Math.max(full, EXPENSE_LEFT_OUT * bare(label, section, owner)) : full;
    if (outflow) return PAID_LEFT_OUT * outflow(label.replace(CASH_ACQUIRED, " "), section, owner);
    if (lone) return alone(label, section) ? LONE_WORD_FIT : 0;
    return bare ? EXPENSE_LEFT_OUT * bare(label, section, owner) : 0;
  };
}

const PAID_FOR = /^(?:cash\s+)?(?:paid|spent|used)\s+(?:for|on)\s+|^(?:spending|payments?|outlays?)\s+(?:for|on)\s+/i;
const PAID_LEFT_OUT = 0.9;
// How an acquisitions row states what and on what basis: "Acquisitions of businesses, net of cash
// acquired", "Business acquisitions (net of cash acquired)".
const CASH_ACQUIRED = /,?\s*\(?\s*net\s+of\s+cash\s+acquired\s*\)?|\s+of\s+businesses\b|^\s*business\s+(?=acquisitions?\b)/gi;

/** What a wording of cash paid names as paid for ("acquisitions" of "cash paid for acquisitions"), or null. */
function paidFor(asked: string): string | null {
  const lead = PAID_FOR.exec(asked.trim());
  return lead ? asked.trim().slice(lead[0].length) || null : null;
}

// ("Technology and content spend": a cost said in an analyst's word. "Cash interest paid": the
// basis a cash-flow row has without saying it, "Interest paid, net of amounts capitalized".)
const EXPENSE_WORDS = new Set(["expense", "expenses", "spend", "spending", "cash"]);
const EXPENSE_LEFT_OUT = 0.95;
// Below a label the heading scopes (SECTION_SCOPED).
const LONE_WORD_FIT = 0.85;
const REVENUE_HEADING = /\b(?:revenues?|sales|income)\b/i;

/** How well a row's label says every one of the words wanted. */
function rowLabelFitOf(asked: Set<string>, saysNet: boolean): (label: string, section?: string, owner?: Set<string>) => number {
  // "Repurchasing common stock" asked, "Repurchases of common stock" printed: one word inflected.
  const wanted = new Set([...asked].map(wordStem));
  const significant = (text: string, owner?: Set<string>) =>
    new Set(words(oneNameForRow(withoutAsides(text))).filter((w) => !LABEL_FILLER.has(w) && !(owner?.has(w) && !asked.has(w))).map(wordStem));
  const fit = labelFit(wanted, saysNet, significant);
  // "Interest paid, net of amounts capitalized" is the "interest paid" asked, qualified.
  return (label, section = "", owner) => {
    const full = fit(label, section, owner);
    if (full > 0) return full;
    const plain = label.replace(NET_OF_QUALIFICATION, "");
    if (plain !== label && plain.trim()) return QUALIFIED_FIT * fit(plain, section, owner);
    // "Sublease income Service revenues and other": a note's next column ("Classification") glued
    // to the label; the row is the one its leading words name.
    const glued = GLUED_CELL.exec(label);
    return glued ? QUALIFIED_FIT * fit(glued[1]!, section, owner) : 0;
  };
}

// A label's own words, then a capitalised word starting another cell's text.
const GLUED_CELL = /^([A-Za-z][A-Za-z'’-]*(?:\s+[a-z][a-z'’-]*)+)\s+(?=[A-Z][a-z])/;

function labelFit(
  wanted: Set<string>,
  saysNet: boolean,
  significant: (text: string, owner?: Set<string>) => Set<string>,
): (label: string, section?: string, owner?: Set<string>) => number {
  return (label, section = "", owner) => {
    // "Equity attributable to shareowners of The Coca-Cola Company": the company's own name adds no word.
    const row = significant(label, owner);
    if (wanted.size === 0 || ![...wanted].some((w) => row.has(w))) return 0;
    if ([...wanted].every((w) => row.has(w))) {
      const fit = wanted.size / row.size;
      // "…, net" asked: the net row over the gross one of the same words.
      return fit >= MIN_LABEL_FIT ? fit + (saysNet && /\bnet\b/i.test(label) ? NET_BONUS : 0) : 0;
    }
    const scope = significant(section);
    if ([...wanted].some((w) => !row.has(w) && !scope.has(w))) return 0;
    const fit = (SECTION_SCOPED * wanted.size) / (row.size + [...scope].filter((w) => !row.has(w)).length);
    return fit >= MIN_LABEL_FIT ? fit : 0;
  };
}

const SECTION_SCOPED = 0.9;

// Words of a company's name a row's label may carry without naming another row.
const OWNER_FILLER = ["company", "companies", "inc", "incorporated", "corporation", "corp", "co", "plc", "ltd", "limited", "group", "holdings"];

/** The words of the company's name, and the words companies are called by. */
function ownerWords(companyName: string | null | undefined): Set<string> {
  return new Set([...(companyName ? words(companyName) : []), ...OWNER_FILLER]);
}
const NET_BONUS = 0.05;

// A filing may carry another entity's statements (an affiliate's, filed as Exhibit 99): "CITYCENTER
// HOLDINGS, LLC CONSOLIDATED STATEMENTS OF CASH FLOWS" in MGM's 10-K, after MGM's own, is not MGM's.
const OTHER_ENTITY_COST = 4;
const ENTITY_TITLE = /^\W*(?<entity>[A-Z][\w.,&'’ -]{2,80}?)\s+(?:AND\s+(?:ITS\s+)?SUBSIDIARIES\s+)?(?:CONDENSED\s+)?CONSOLIDATED\s+(?:STATEMENTS?|BALANCE\s+SHEETS?)\b/i;
const ENTITY_FILLER = new Set(["and", "the", "of", "llc", "lp", "l", "p", "subsidiaries", "its", "s"]);

/** The entity a page's statement is titled with ("citycenter holdings"), or null for an untitled page. */
function titleEntity(content: string): string | null {
  for (const line of content.split("\n").slice(0, 8)) {
    const entity = ENTITY_TITLE.exec(line.replace(/^#+\s*/, ""))?.groups?.entity;
    // A title names the entity in capitalised words ("The following table sets forth consolidated
    // statements …" is a sentence, not a title).
    if (entity && entity.split(/\s+/).every((w) => /^(?:and|of|the|&|[^a-z])/.test(w))) return words(entity).filter((w) => !ENTITY_FILLER.has(w) && !OWNER_FILLER.includes(w)).join(" ") || null;
  }
  return null;
}

/**
 * A table without period headers: statements lead with the filing's own fiscal year and go back
 * one year per column. Used only when no page with headers has the figure.
 */
function assumedColumn(row: TableRow, page: CitablePage, { year, months, endsOn }: PeriodAsk): { value: number; column: Column } | null {
  // A date asked is the filing's own year end or none of its columns.
  const yearEnd = page.document.date?.slice(5, 10) ?? null;
  if (row.columns.length > 0 || months !== null || (endsOn && !(yearEnd && yearEnd.startsWith(endsOn)))) return null;
  const fy = page.document.fiscalYear;
  if (!fy || page.document.fiscalQuarter) return null;
  const index = fy - year;
  if (index < 0 || index >= row.values.length) return null;
  const value = row.values[index];
  return value === null || value === undefined ? null : { value, column: { year, months: null, quarter: null, end: null, caption: "", label: `FY${year} (column ${index + 1})`, position: index, width: 0 } };
}
