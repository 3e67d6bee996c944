// The parts of a company side by side for one measure and period — segments, regions, divisions —
// as the tables that break the company down print them: one row per part under a heading naming
// the measure ("Adjusted Property EBITDAR": Las Vegas Strip Resorts, Regional Operations, …), one
// column per part on the measure's row ("Net income | CCB | CIB | CB | AWM"), or one section per
// part heading its own rows ("AWS": Net sales, Operating income).
import { findLineItems, findMetrics, isRowLabel, lineItem, tokenize, type LineItemId } from "../../finance";
import type { CitablePage } from "../engines/engine";
import { columnFor, isCategoryColumn, type PeriodAsk } from "./column-choice";
import type { BookPeriod } from "./figure-book";
import { parseFigure } from "./numbers";
import { rowItem } from "./row-item";
import { calledASegment } from "./called-a-segment";
import { companyRows } from "./segment-names";
import { isPercentRow, isPerShareRow, type Column, type TableRow } from "./statement-table";
import { nameWords, ownerNamed } from "./owner-named";
import { describedIn } from "./parts-described";
import { echoCounts, lastSentence, tableHeader } from "./table-echo";
import { blocksAddingUp, holderBlock } from "./holder-block";
import { qualifierRow } from "./qualified-row";

/** What is compared: a line item of the vocabulary, or the words the question names it by ("EBITDAR"). */
export type Measure = { item: LineItemId } | { words: string[] };

export interface PartValue {
  part: string;
  value: number;
  /** In currency units. */
  amount: number;
  row: TableRow;
  column: Column;
}

export interface PartComparison {
  /** The measure as the table names it ("Adjusted Property EBITDAR", "Net income"). */
  measure: string;
  page: CitablePage;
  parts: PartValue[];
  /** The total closing the parts' rows when it names the part the question asks the breakdown of ("Total Health Care Business Group"). */
  holder?: string;
}

// Rows that are no part of the company but totals, reconciling items or its centre.
// (A restatement's versions of one figure — "As Revised", "Reclassifications" — are no parts either.)
const NOT_A_PART = /^(?:total\b|as\s+(?:previously\s+)?(?:reported|revised|restated|adjusted)\b|reclassifications?\b|restatements?\b|revisions?\b|consolidated\b|eliminations?\b|unallocated\b|reconcil|adjustments?\b|(?:all\s+)?other\b|intersegment\b|stock[- ]based\b|stock compensation\b)/i;
// "Corporate", "Corporate unallocated expenses", "Corporate and other" — but "Corporate &
// Investment Bank" is a segment.
const CORPORATE_CENTRE = /^corporate\b(?!\s*(?:&|and)\s+(?!other\b|unallocated\b|eliminations?\b)\w)/i;

// Reconciling items between the segments' total and the company's: charges, gains on sales,
// litigation, restructuring — a table of them adds up like parts but names none.
const RECONCILING_ITEM = /\b(?:charges?|costs|gains?\s+on|loss(?:es)?\s+on|litigation|divestitures?|divestiture-related|restructuring|impairments?|special\s+items?|exit|settlements?|severance|amortization\s+of)\b/i;

// Rows that count customers' connections, subscribers or stores: operating statistics, no parts of an amount.
const COUNTED = /\b(?:connections|subscribers|subscriptions|memberships|accounts|net\s+additions|churn(?:\s+rate)?|headcount|employees|stores|locations|units)\b|\(['’‘]?000\)/i;

const isPart = (label: string) => !NOT_A_PART.test(label) && !CORPORATE_CENTRE.test(label) && !RECONCILING_ITEM.test(label);

function measureIn(text: string, measure: Measure): boolean {
  if ("item" in measure) {
    const item = rowItem(text.replace(/[:]\s*$/, ""));
    if (item === measure.item) return true;
    // "Inventory markdowns Cost of sales" holds the word "sales" but names another figure.
    const named = findLineItems(text).map((m) => m.item);
    if (!isRowLabel(measure.item) && named.length > 0 && !named.includes(measure.item)) return false;
    return lineItem(measure.item).labels.some((l) => ` ${words(text)} `.includes(` ${words(l)} `));
  }
  const have = new Set(tokenize(text).map((t) => t.word));
  return measure.words.every((w) => have.has(w));
}

const words = (text: string) => tokenize(text).map((t) => t.word).join(" ");

// Words a total's label may add to the measure's wording.
// A loss is the measure below zero ("Operating Profit/(Loss)"), no other figure.
const TOTAL_WORDS = new Set(["total", "net", "and", "of", "the", "from", "continuing", "operation", "consolidated", "company", "adjusted", "reported", "gaap", "segment", "business", "before", "interest", "tax", "taxe", "earning", "loss", "losse"]);

/** Whether a label says more than the measure's wording: it names a part of the measure. */
function namesMore(label: string, item: LineItemId, owner: ReadonlySet<string> = new Set()): boolean {
  const own = new Set(lineItem(item).labels.flatMap((l) => words(l).split(" ")));
  // "Total NIKE, Inc. Earnings Before Interest and Taxes": the company's own name adds no part.
  return tokenize(label).some((t) => !own.has(t.word) && !TOTAL_WORDS.has(t.word) && !owner.has(t.word) && /[a-z]/.test(t.word));
}

function valueOf(row: TableRow, value: number): number {
  return value * (row.unit && !isPerShareRow(row) ? row.unit.scale : 1);
}

// A row that totals the parts: "Total net sales", "Worldwide", or a figure with no label.
const TOTAL = /^(?:total\b|worldwide$|consolidated$|$)/i;
const SUMS_TO = 0.01;
const REMAINDER = /^(?:all\s+)?other\b/i;

const addsUpTo = (rows: { hit: { value: number } }[], total: number) =>
  rows.length > 0 && Math.abs(rows.reduce((a, { hit }) => a + hit.value, 0) - total) <= Math.abs(total) * SUMS_TO;

/**
 * Parts as rows of one table section under a heading naming the measure. The rows must add up
 * to the table's total where it shows one: a reconciliation or a list of unrelated items does not.
 */
function byRows(rows: TableRow[], measure: Measure, ask: PeriodAsk, page: CitablePage, owner: string[] = []): PartComparison[] {
  const groups = new Map<string, TableRow[]>();
  rows.forEach((row) => {
    const key = `${row.context}\u0000${row.section}\u0000${row.columns.map((c) => c.label).join("|")}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  });
  const out: PartComparison[] = [];
  for (const group of groups.values()) {
    // A roll-forward ("Deferred revenue, beginning of the period", …, "end of the period") moves
    // one balance; its rows are no parts of anything.
    if (group.some((row) => ROLL_FORWARD.test(row.label))) continue;
    // A change analysis ("Sales change analysis: Organic sales 7.8%, Translation 2.0%, Total sales
    // change 9.8%") breaks down the measure's change, not the measure: its lines are no parts.
    if (CHANGE_ANALYSIS.test(group[0]!.section) || group.some((row) => TOTAL_CHANGE.test(row.label.trim()))) continue;
    for (const view of measureGroups(group[0]!.columns)) {
      const { section, context } = group[0]!;
      // A section naming another figure ("Net sales" above segments when operating profit is asked,
      // "Cost of revenue:" when revenue is) rules the rows.
      const sectionItem = section ? rowItem(section.replace(/:\s*$/, "")) : undefined;
      // A section naming the measure of the part asked about ("Walmart International net sales by
      // market" when Walmart International's markets are asked) names the measure too.
      // (The part may be named by the sentence leading into the table instead: "BCA revenues by customer location …".)
      const sectionNames = !!section && measureIn(section, measure) && (ownerIn(section, owner) || ownerNamed(context.split("\n").filter((l) => l.trim()).slice(-1).join(""), owner, page.document.companyName ?? "") || !("item" in measure && (sectionItem ? sectionItem !== measure.item : namesMore(section, measure.item))));
      if (section && !sectionNames && (sectionItem || /\b(?:sales|revenues?|profit|income|margin)\b/i.test(section))) continue;
      // "Percentage of total revenue" under each line is a ratio to the measure, no part of it.
      const read = group.filter((row) => !("item" in measure && SHARE_ROW.test(row.label))).flatMap((row) => {
        const hit = columnFor(row, ask, page.document, view === null ? undefined : (caption) => caption === view, true);
        return hit ? [{ row, hit }] : [];
      });
      // A row that names the measure is its total — unless it names a part of it too ("Bitcoin revenue" under "Revenue:").
      // "Other revenues" names the measure but is the remainder beside the parts, never their total.
      const totals = read.filter(({ row }) => !REMAINDER.test(row.label.trim()) && (TOTAL.test(row.label.trim()) || rowItem(row.label) !== undefined || (measureIn(row.label, measure) && !("item" in measure && namesMore(row.label, measure.item)))));
      // A table whose totals are all another figure's ("Total cost of revenue" under a heading that
      // says "Cost of Revenue") breaks that figure down, not the measure.
      if ("item" in measure && totals.length) {
        const items = totals.map(({ row }) => rowItem(row.label));
        const owner = new Set(tokenize(page.document.companyName ?? "").map((t) => t.word));
        const names = totals.some(({ row }, i) => items[i] === measure.item || (measureIn(row.label, measure) && !namesMore(row.label, measure.item, owner)));
        if (!names && items.some((it) => it !== undefined)) continue;
      }
      // The measure is named by the section, a short heading above the table, or the total the
      // parts add up to ("Total revenues" under Europe, Asia, … United States).
      const heading =
        (view !== null && measureIn(view, measure) ? view : null) ??
        (sectionNames ? section : null) ??
        headingAbove(context, measure) ??
        totals.find(({ row }) => /^total\b/i.test(row.label.trim()) && measureIn(row.label, measure))?.row.label;
      if (!heading) continue;
      let members = read.filter((r) => !totals.includes(r));
      let holder: string | undefined;
      // Lines of an expense table are line items in their own right ("Research and development",
      // "Sales and marketing" above "Total operating expenses"): when they add up to the measure's
      // own total, they are its parts, not totals of their own.
      const own = totals.filter(({ row }) => "item" in measure && rowItem(row.label) === measure.item);
      // A statement's section runs on below its total ("Total operating expenses", then "Operating
      // loss", "Net loss" under no heading of their own): the lines are the rows the total closes.
      const closing = read.findIndex((r) => own.includes(r));
      const above = closing > 0 ? read.slice(0, closing) : [];
      const lines = own.some(({ hit }) => addsUpTo(above, hit.value)) ? above : read.filter((r) => !own.includes(r));
      // The part asked the breakdown of may be named only by the total closing its rows, though
      // every row of the table adds up to the company's total below them.
      const named = owner.length && totals.length ? holderBlock(blocksAddingUp(read, totals), owner, page.document.companyName ?? "") : null;
      if (named?.held) {
        members = named.rows;
        holder = named.closer.row.label;
      } else if (own.length && !own.some(({ hit }) => addsUpTo(members, hit.value)) && own.some(({ hit }) => addsUpTo(lines, hit.value))) members = lines;
      else if (totals.length && !totals.some(({ hit }) => addsUpTo(members, hit.value))) {
        // The parts may be the rows just above the subtotal they make, with a reconciliation
        // below it ("Flexibles, Rigid Packaging, Other → Adjusted EBIT; Less: restructuring …").
        const block = holderBlock(blocksAddingUp(read, totals), owner, page.document.companyName ?? "");
        if (!block) continue;
        members = block.rows;
      }
      // Rows that add up to the measure's total are amounts of it, whatever their labels say
      // ("Online stores", "Physical stores" and "Subscription services" are sales by channel).
      const summed = totals.some(({ hit }) => addsUpTo(members, hit.value));
      const parts = members
        .filter(({ row }) => isPart(row.label) && !(members === lines ? STEP_WORD.test(row.label.trim()) : RECONCILING_STEP(row.label)) && /[a-z]/i.test(row.label) && !("item" in measure && !summed && COUNTED.test(`${row.section} ${row.label}`)))
        .map(({ row, hit }) => ({ part: row.label, value: hit.value, amount: valueOf(row, hit.value), row, column: hit.column }));
      if (parts.length) out.push({ measure: heading.replace(/^.*\s[–—-]\s+/, "").replace(/[:]\s*$/, "").trim(), page, parts, ...(holder ? { holder } : {}) });
    }
  }
  return out;
}

/**
 * The groups of columns a table prints side by side for one period, each a measure of the rows
 * ("Revenue Mix Summary 2022 | 2021 | Comparable Sales Summary 2022 | 2021"): each is read as a
 * comparison of its own. A table of one measure has a single view, its uncaptioned columns (null).
 */
/**
 * The line above a table that names the measure, nearest first. Footnotes of the table before
 * ("(5) Primarily includes sales of advertising services") name nothing of this one, and a caption
 * that names another figure ("Total segment assets exclude corporate assets") is this table's own:
 * lines above it head other tables.
 */
function headingAbove(context: string, measure: Measure): string | undefined {
  const lines = context.split("\n").filter((l) => l.trim()).reverse();
  for (const [i, whole] of lines.entries()) {
    // The paragraph right above the table names it in its last sentence when that sentence leads
    // into it ("… Net sales attributed to countries … are as follows (in millions):"); the
    // sentences before speak of other things, and paragraphs further up of other tables.
    const line = whole.length > 160 && i === 0 ? leadIn(whole) : whole;
    if (FOOTNOTE.test(line) || line.length > 160) continue;
    if (measureIn(line, measure)) return line;
    if ("item" in measure && findLineItems(line).some((found) => found.item !== measure.item)) return undefined;
  }
  return undefined;
}

/** The last sentence of a paragraph when it leads into a table (ends on a colon), else the paragraph. */
function leadIn(paragraph: string): string {
  const last = paragraph.trim().split(/(?<=[a-z)]\.)\s+(?=[A-Z])/).at(-1) ?? paragraph;
  return /:\s*$/.test(last) ? last : paragraph;
}

const FOOTNOTE = /^\s*(?:\(\s*(?:\d{1,2}|[a-z])\s*\)|\*+|\d{1,2}\s*[.)])\s/;

const CHANGE_ANALYSIS = /\b(?:change|growth|variance)\s+analysis\b/i;
const TOTAL_CHANGE = /^total\b.*\b(?:change|growth)$/i;

const ROLL_FORWARD = /\b(?:beginning|end|start)\s+of\s+(?:the\s+)?(?:period|year|quarter)\b/i;

// ("2022 Net sales | 2022 Long-lived assets" by country: the assets are a measure of their own.)
const MEASURE_WORD = /\b(?:sales|revenues?|mix|growth|margins?|income|profit|earnings|expenses?|costs?|assets)\b/i;

function measureGroups(columns: Column[]): (string | null)[] {
  const groups = columns.filter((c) => isCategoryColumn(c, columns));
  if (groups.length === 0 || !groups.every((c) => namesAFigure(c.caption) || MEASURE_WORD.test(c.caption))) return [null];
  return [...new Set(groups.map((c) => c.caption))];
}

/** Parts as columns of the measure's row ("Consumer & Community Banking 2022 | Corporate & Investment Bank 2022"). */
function byColumns(rows: TableRow[], measure: Measure, ask: PeriodAsk, page: CitablePage, qualifier: string[] = []): PartComparison[] {
  const out: PartComparison[] = [];
  for (const row of rows) {
    // The row the question's qualifier names under a section naming the measure ("footwear" revenues) is the measure's row too.
    if (!measureIn(row.label, measure) && !qualifierRow(row, qualifier, (section) => measureIn(section, measure))) continue;
    // "% to Sales" is a ratio to the measure, not the measure.
    if ("item" in measure && SHARE_ROW.test(row.label)) continue;
    // Legal entities side by side (parent, guarantors, eliminations) are no parts of the business.
    // (A row the question names is read beside an "Elimination of intersegment revenues" column,
    // which NOT_A_PART leaves out: a consolidating schedule names no product row a question asks.)
    const productRow = !measureIn(row.label, measure);
    if (row.columns.some((c) => (productRow ? LEGAL_ENTITY_ONLY : LEGAL_ENTITY).test(c.caption))) continue;
    // "As of/Year ended December 31, 2017 Consolidated" leaves "/ Consolidated" of its caption: the name is what follows.
    const named = (caption: string) => caption.replace(/^[\s/|,;:–—-]+/, "");
    const captions = [...new Set(row.columns.filter((c) => isCategoryColumn(c, row.columns) && isPart(named(c.caption)) && !TOTAL.test(named(c.caption)) && !NOT_A_PART_COLUMN.test(c.caption) && !DATE_CAPTION.test(named(c.caption))).map((c) => c.caption))];
    const parts: PartValue[] = [];
    for (const caption of captions) {
      const hit = columnFor(row, ask, page.document, (c) => c === caption);
      // "As of/Year ended December 31, 2018 Domestic Streaming": what the period leaves of the caption.
      if (hit) parts.push({ part: named(caption), value: hit.value, amount: valueOf(row, hit.value), row, column: hit.column });
    }
    if (parts.length) out.push({ measure: row.label, page, parts });
  }
  return out;
}

const SUM_OF_PARTS = /^total\b.*\b(?:segments?|divisions?|regions?|reportable)\b/i;
const SHARE_ROW = /%|\bpercent(?:age)?\b|\bas\s+a\s+share\b/i;

// Columns of a reconciliation or a growth table: the effect of an item, a change in percent, a
// GAAP or non-GAAP measure — steps between figures, not parts of the company.
// Quarters side by side ("Quarter First | … | Quarter Total") are periods of the year, not parts.
// A restatement's columns ("As Reported | Reclassifications | As Revised") are versions of one figure.
const NOT_A_PART_COLUMN = /\bas\s+(?:previously\s+)?(?:reported|revised|restated|adjusted)\b|\b(?:reclassifications?|restatements?|revisions?|adjustments?)\b|%|\bpercent(?:age)?\b|\b(?:impact|effect)s?\s+of\b|\bchange\b|\bnon-?gaap\b|\bgaap\s+measure\b|\bitems\s+affecting\b|\bquarters?\b|^\s*(?:first|second|third|fourth|q[1-4])\s*$/i;

// Quarters' end dates side by side ("December 31 | September 30 | June 30") are periods, not parts.
const DATE_CAPTION = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b/i;

// Columns of a condensed consolidating schedule: the issuer, its guarantor and other subsidiaries.
const LEGAL_ENTITY_ONLY = /\b(?:non-?\s?guarantors?|guarantors?|issuer|parent\s+(?:company|only)|subsidiar(?:y|ies)\s+(?:issuer|guarantor))\b/i;
const LEGAL_ENTITY = /\b(?:non-?\s?guarantors?|guarantors?|eliminations?|issuer|parent\s+(?:company|only)|subsidiar(?:y|ies)\s+(?:issuer|guarantor))\b/i;

const namesAFigure = (text: string) => findLineItems(text).length > 0 || findMetrics(text).some((m) => m.metric.kind === "formula");

// Rows of a segment's reconciliation ("Segment Operating Income", "Add Depreciation and
// amortization expense", "Segment EBITDA margin"): steps between figures, no parts of the company.
const STEP_WORD = /^(?:add|less|plus|minus|deduct)\b/i;
const RECONCILING_STEP = (label: string) =>
  STEP_WORD.test(label.trim()) || findMetrics(label).some((m) => m.metric.kind === "formula") || rowItem(label.replace(/^\s*segment\s+/i, "")) !== undefined;

/** Parts as sections of one table, each heading its own rows of figures ("AWS": Net sales, Operating income). */
function bySections(rows: TableRow[], measure: Measure, ask: PeriodAsk, page: CitablePage): PartComparison[] {
  const groups = new Map<string, PartValue[]>();
  for (const row of rows) {
    // A section that names a figure ("Segment EBITDA", "Segment operating income margin") is a
    // step of a reconciliation, not a part of the company.
    if (!row.section || !measureIn(row.label, measure) || rowItem(row.section) || namesAFigure(row.section) || !isPart(row.section) || TOTAL.test(row.section)) continue;
    // "Total business segment operating income" sums the parts: no one section's figure; "Gross
    // profit as a % of revenue" is a ratio to the measure, not the measure.
    if (SUM_OF_PARTS.test(row.label) || ("item" in measure && SHARE_ROW.test(row.label))) continue;
    const hit = columnFor(row, ask, page.document);
    if (!hit) continue;
    const key = `${row.context}\u0000${row.columns.map((c) => c.label).join("|")}`;
    const parts = groups.get(key) ?? [];
    // "Domestic:" heads its rows; the part is "Domestic".
    const part = row.section.replace(/\s*:\s*$/, "");
    if (!parts.some((p) => p.part === part)) parts.push({ part, value: hit.value, amount: valueOf(row, hit.value), row, column: hit.column });
    groups.set(key, parts);
  }
  return [...groups.values()].map((parts) => ({ measure: parts[0]!.row.label, page, parts }));
}

// "Balance at December 31, 2022": the closing row of a roll-forward, the balance on its date.
const BALANCE_AT = /^balances?,?\s+(?:at|as\s+of)\s+(?:[a-z]+\.?\s+\d{1,2},?\s+)?(?<year>(?:19|20)\d\d)\s*$/i;

/** The cells of the header row of the table a row stands in. */
function headerCells(row: TableRow, content: string): string[] | null {
  const lines = content.split("\n");
  const at = lines.indexOf(row.line);
  for (let i = at - 1; i > 0; i--) {
    if (!lines[i]!.startsWith("|")) return null;
    if (/^\|\s*-{3}/.test(lines[i]!)) return lines[i - 1]!.split("|").slice(1, -1).map((c) => c.trim());
  }
  return null;
}

/**
 * Parts as columns of a roll-forward ("Goodwill by segment: Health Care Benefits | Pharmacy
 * Services | Retail/LTC | Total", rows "Balance at December 31, 2021", "Divestitures", "Balance at
 * December 31, 2022"): the balance row of the year asked, read under each part's column. The
 * header names parts, no periods, so the row's label says the date.
 */
function byRollForward(rows: TableRow[], measure: Measure, ask: PeriodAsk, page: CitablePage): PartComparison[] {
  if (!ask.pointInTime) return [];
  const out: PartComparison[] = [];
  for (const row of rows) {
    const year = BALANCE_AT.exec(row.label.trim())?.groups?.year;
    if (!year || Number(year) !== ask.year || row.columns.length > 0) continue;
    const heading = row.context.split("\n").reverse().find((l) => measureIn(l, measure));
    const header = heading ? headerCells(row, page.content) : null;
    if (!heading || !header || header.length !== row.cells.length) continue;
    const parts: PartValue[] = [];
    header.forEach((caption, i) => {
      const value = i > 0 ? parseFigure(row.cells[i] ?? "") : null;
      if (value === null || !caption || !isPart(caption) || TOTAL.test(caption)) return;
      const column: Column = { year: ask.year, months: null, quarter: null, end: null, caption, label: caption, position: i, width: header.length };
      parts.push({ part: caption, value, amount: valueOf(row, value), row, column });
    });
    if (parts.length >= 2) out.push({ measure: row.label, page, parts });
  }
  return out;
}

/** Whether two rows stand in one table of the page: no line outside a table between them. */
function inOneTable(a: TableRow, b: TableRow, content: string): boolean {
  const lines = content.split("\n");
  const [i, j] = [lines.indexOf(a.line), lines.indexOf(b.line)].sort((x, y) => x - y);
  if (i! < 0) return false;
  return lines.slice(i, j! + 1).every((line) => line.startsWith("|"));
}

/** The comparison of the company's parts the pages print for the measure and period, the fullest first. */
export function compareParts(
  pages: CitablePage[],
  measure: Measure,
  year: number,
  months: number | null,
  period: BookPeriod = {},
  /** Parts already compared on another measure: the comparison naming most of them is taken first. */
  like: string[] = [],
  /** The kind of part asked ("which region"): comparisons of such parts first, and only those parts. */
  kind: PartKind = null,
  /** The fiscal year whose filing is read first: the filing that reported the period, over later restatements. */
  preferredYear: number = year,
  /** Words the question puts before the measure ("subscription" revenue): a comparison whose measure says them is taken first. */
  qualifier: string[] = [],
  /**
   * Shares asked ("share of net sales", "the mix"): a comparison in percentages is taken first;
   * false takes one in amounts first (the other period of a change in amounts); null either.
   */
  share: boolean | null = null,
  /** The words of a part the question names as the parts' holder ("Walmart International"'s markets): its own breakdown is taken first. */
  owner: string[] = [],
  /** The words the question describes the parts by ("product and service offerings"): the table whose lead-in says most of them first. */
  described: readonly string[] = [],
  /** The question's content words (`echoWords`): of tables equal on the above, the one whose lead-in echoes most of them first. */
  echo: readonly string[] = [],
): PartComparison | null {
  const pointInTime = "item" in measure && lineItem(measure.item).pointInTime === true;
  const ask: PeriodAsk = { year, months, quarter: months === 3 ? (period.quarter ?? null) : null, endsOn: period.endsOn ?? null, pointInTime };
  const found: { comparison: PartComparison; rank: number }[] = [];
  for (const { page, rank, rows } of companyRows(pages)) {
    // A page may split the parts over two tables of the same layout ("CCB | CIB | CB", then "AWM |
    // Corporate"). Two breakdowns in one table ("Revenue by reportable segment", then "Revenue by
    // product category") are two comparisons, never one list of segments and product lines.
    const onPage: PartComparison[] = [];
    for (const comparison of [...byRows(rows, measure, ask, page, owner), ...byColumns(rows, measure, ask, page, qualifier), ...bySections(rows, measure, ask, page), ...byRollForward(rows, measure, ask, page)]) {
      const same = onPage.find((c) => c.measure === comparison.measure && !inOneTable(c.parts[0]!.row, comparison.parts[0]!.row, page.content));
      if (!same) onPage.push(comparison);
      else for (const p of comparison.parts) if (!same.parts.some((q) => q.part === p.part)) same.parts.push(p);
    }
    for (const comparison of onPage) if (comparison.parts.length >= 2) found.push({ comparison, rank });
  }
  const known = new Set(like.map(words));
  const shared = (c: PartComparison) => c.parts.filter((p) => known.has(words(p.part))).length;
  const ofKind = (c: PartComparison) => (kind ? c.parts.filter((p) => isOfKind(p.part, kind, c.page)).length : 0);
  // "Which segment": of each filing's tables, the one whose parts the filings call segments most
  // often, over product lines and regions they do not call so; then the filing of the year asked,
  // over a later filing that restates the year under segments since renamed.
  const callCount = new Map(found.map(({ comparison: c }) => [c, kind === "segment" ? c.parts.filter((p) => calledASegment(p.part, pages)).length : 0]));
  const most = new Map<string, number>();
  for (const [c, n] of callCount) most.set(c.page.document.id, Math.max(most.get(c.page.document.id) ?? 0, n));
  // A table giving the same figures as a table of parts called segments is a table of the segments
  // too, under other names ("MFC" where the filing's prose says "MFC business segment").
  const segmentAmounts = new Set([...callCount].filter(([, n]) => n >= 2).flatMap(([c]) => c.parts.map((p) => p.amount)));
  const sameFigures = (c: PartComparison) => c.parts.filter((p) => segmentAmounts.has(p.amount)).length >= 2;
  const called = (c: PartComparison) => (callCount.get(c)! >= 2 || sameFigures(c) || (callCount.get(c)! > 0 && callCount.get(c) === most.get(c.page.document.id)) ? 1 : 0);
  // Of two tables of the segments, the one naming them in full ("Missiles and Fire Control", not "MFC").
  const spelled = (c: PartComparison) => (called(c) && c.parts.every((p) => !ACRONYM.test(p.part.trim())) ? 1 : 0);
  const own = (c: PartComparison) => (c.page.document.fiscalYear === preferredYear ? 1 : 0);
  const ownFirst = (c: PartComparison) => (kind === "segment" ? own(c) : 0);
  // Of rows that all speak of the measure ("Total non-interest revenues", "Total revenues net of
  // interest expense"), the one whose label is the measure itself.
  const exact = (c: PartComparison) => ("item" in measure && rowItem(c.measure) === measure.item ? 1 : 0);
  const qualified = (c: PartComparison) => (qualifier.length && qualifier.every((w) => ` ${words(c.measure)} `.includes(` ${w} `)) ? 1 : 0);
  const inShares = (c: PartComparison) => (share === null ? 0 : c.parts.every((p) => isPercentRow(p.row)) === share ? 1 : 0);
  const held = (c: PartComparison) => (underOwner(c, owner) ? 1 : 0);
  // Whether the lead-in says the words at all, not how many: two tables both "by geographic area"
  // and "by geographic region" are told apart by the keys below, not by a count of words.
  const says = new Map(found.map(({ comparison: c }) => [c, describedIn([c.measure, c.parts[0]!.row.section, c.parts[0]!.column.caption, ...leadingLines(c.parts[0]!.row.context)].join("\n"), described) > 0 ? 1 : 0]));
  const leads = found.map(({ comparison: c }) => [c.measure, c.parts[0]!.row.section, c.parts[0]!.column.caption, ...leadingLines(c.parts[0]!.row.context).map(lastSentence), headerBesideParts(c)].join("\n"));
  // The measure's own words say which figure, not which breakdown of it.
  const measureWords = new Set("item" in measure ? lineItem(measure.item).labels.flatMap((l) => tokenize(l).map((t) => t.word)) : measure.words);
  const counts = echoCounts(leads, echo.filter((w) => !measureWords.has(w)));
  const echoes = new Map(found.map(({ comparison: c }, i) => [c, counts[i]!]));
  // The parts compared on the row the question's qualifier names ("footwear" revenues), over the measure's total row.
  const rowNamed = (c: PartComparison) => (c.parts.every((p) => p.row === c.parts[0]!.row) && !measureIn(c.parts[0]!.row.label, measure) && qualifierRow(c.parts[0]!.row, qualifier, (section) => measureIn(section, measure)) ? 1 : 0);
  found.sort((a, b) => held(b.comparison) - held(a.comparison) || rowNamed(b.comparison) - rowNamed(a.comparison) || inShares(b.comparison) - inShares(a.comparison) || says.get(b.comparison)! - says.get(a.comparison)! || shared(b.comparison) - shared(a.comparison) || qualified(b.comparison) - qualified(a.comparison) || called(b.comparison) - called(a.comparison) || ownFirst(b.comparison) - ownFirst(a.comparison) || spelled(b.comparison) - spelled(a.comparison) || ofKind(b.comparison) - ofKind(a.comparison) || echoes.get(b.comparison)! - echoes.get(a.comparison)! || b.comparison.parts.length - a.comparison.parts.length || exact(b.comparison) - exact(a.comparison) || own(b.comparison) - own(a.comparison) || a.rank - b.rank);
  const best = found[0]?.comparison ?? null;
  // A table headed only by lengths and years ("Three Months 2023") dates no column: asked for a
  // kind of part by a date, the quarter and year asked find its columns when no dated table has them.
  if (kind && ask.endsOn && period.quarter && (!best || ofKind(best) < 2)) {
    const undated = compareParts(pages, measure, year, months, { ...period, endsOn: null }, like, kind, preferredYear, qualifier, share, owner, described, echo);
    if (undated && ofKind(undated) >= 2) return undated;
  }
  // The holder's own breakdown is of no kind the company's parts are: its markets are its parts.
  if (!best || kind !== "region" || ofKind(best) < 2 || held(best)) return best;
  return { ...best, parts: best.parts.filter((p) => isOfKind(p.part, kind, best.page)) };
}

const ACRONYM = /^[A-Z&]{2,5}$/;

/** The header of a comparison's table without the cells naming its parts: parts laid out as columns are no lead-in. */
function headerBesideParts(c: PartComparison): string {
  const names = new Set(c.parts.map((p) => p.part.trim().toLowerCase()));
  return tableHeader(c.parts[0]!.row, c.page.content).split("|").filter((cell) => !names.has(cell.trim().toLowerCase())).join("|");
}

const ownerIn = (text: string, owner: string[]) => owner.length > 0 && owner.every((w) => nameWords(text).has(w));

/**
 * Whether a comparison is the breakdown of the part the question names as the holder: the heading,
 * section, caption or line above its parts names that part, and no part is that part itself (the
 * segments' table lists "Walmart International" among its parts; its markets' table is headed by it).
 */
function underOwner(c: PartComparison, owner: string[]): boolean {
  const company = c.page.document.companyName ?? "";
  if (owner.length === 0 || c.parts.some((p) => ownerNamed(p.part, owner, company))) return false;
  const first = c.parts[0]!;
  // The lines right above: the sentence leading into the table, the headings over it.
  const above = leadingLines(first.row.context);
  return [c.measure, first.row.section, first.column.caption, c.holder ?? "", ...above].some((text) => ownerNamed(text, owner, company));
}

/**
 * The lines right above a table that speak of it: the headings and the sentence leading into it,
 * up to three — never a sentence further up that led into a table before it ("Net sales for our
 * North America Retail operating units were as follows:" above the next table's own lead-in).
 */
function leadingLines(context: string): string[] {
  const lines = context.split("\n").filter((l) => l.trim()).slice(-3);
  const out: string[] = [];
  let led = false;
  for (const line of [...lines].reverse()) {
    const leadIn = /:\s*$/.test(line);
    if (leadIn && led) break;
    led ||= leadIn;
    out.unshift(line);
  }
  return out;
}

const PRIMARY = new Set(["income-statement", "balance-sheet", "cash-flow-statement", "comprehensive-income", "equity-statement"]);

/**
 * Whether a part is of the kind asked: a region is a short name of a place; a segment is a part
 * a segment table or note breaks out (the statements' product and service lines are not segments).
 */
function isOfKind(part: string, kind: Exclude<PartKind, null>, page: CitablePage): boolean {
  if (kind === "region") return part.split(/\s+/).length <= 5 && KIND.region.test(part);
  // A business segment is not a place: a table by geography on a segment page is another breakdown.
  return !PRIMARY.has(page.kind) && /\bsegments?\b/i.test(page.content) && !KIND.region.test(part);
}

/** A kind of part a question may ask for by name. */
export type PartKind = "region" | "segment" | null;

// Names of places: what "which region" or "which geography" compares.
const KIND = {
  region:
    /\b(?:americas?|north|south|latin|central|europe(?:an)?|emea|asia|apac|pacific|china|japan|india|korea|africa|middle east|oceania|australia|canada|mexico|brazil|caribbean|united states|u\.?s\.?|international|domestic|germany|france|united kingdom|u\.?k\.?|rest of (?:the )?world|eurasia|nordics?|iberia|benelux|greater)\b/i,
};

const REGION_NOUN = /^(?:regions?|geograph\w*|countr(?:y|ies)|continents?|areas?|markets?)$/i;
const SEGMENT_NOUN = /^(?:segments?|divisions?|business(?:es)?|units?)$/i;
const WHICH_PHRASE = /\b(?:which|what)\b([^?,;:]*?)(?=\s+(?:had|has|have|was|were|is|are|did|does|do|generated|grew|grow|saw|posted|reported|delivered|earned|made|contributed|with|in|for|by|during|at|led|ranked)\b|[?,;:]|$)/i;
const PART_KIND_NOUN = /\b(regions?|geograph\w*|countr(?:y|ies)|continents?|areas?|markets?|segments?|divisions?|business(?:es)?|units?|groups?|products?|categor(?:y|ies)|brands?|franchises?|lines?|streams?|channels?|customers?)\b/gi;

/** The kind of part the question asks for ("which region …", "which segment …"). */
export function partKindAsked(question: string): PartKind {
  // The noun after "which" says what is compared, whatever else the question names ("Verizon
  // Business group: which customer group …" compares customer groups, not segments).
  // The head of the phrase is its last noun: "which of the six NIKE Brand geographic operating segments".
  const phrase = WHICH_PHRASE.exec(question)?.[1] ?? "";
  const noun = [...phrase.matchAll(PART_KIND_NOUN)].at(-1)?.[1];
  // "Geographic operating segments" are places.
  if (noun) return REGION_NOUN.test(noun) || (SEGMENT_NOUN.test(noun) && /\b(?:geograph\w*|regional)\b/i.test(phrase)) ? "region" : SEGMENT_NOUN.test(noun) ? "segment" : null;
  if (/\b(?:regions?|geograph\w*|countr(?:y|ies)|continents?|areas?|markets?)\b/i.test(question)) return "region";
  return /\b(?:segments?|divisions?|business(?:es)?|business\s+units?)\b/i.test(question) ? "segment" : null;
}
