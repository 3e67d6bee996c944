// "Which quarter of 2016 added the most revenues over the quarter before it?", "which quarter of
// 2019 had the biggest loss from operations?", "in which quarter was operating income the largest
// share of net sales?": the quarters of one year compared, read from the table of quarterly data
// that prints them side by side. Elsewhere quarters side by side are periods, never parts; a
// question asking "which quarter" makes them the things compared.
import type { LineItemId } from "../../finance";
import type { CitablePage } from "../engines/engine";
import { formatFigure } from "../statements/numbers";
import { rowItem } from "../statements/row-item";
import { gridAmount, gridExcerpt, gridFigure, readGrids, type Grid, type GridRow } from "../statements/table-grid";
import type { QuestionReading } from "../../retrieval/read-question";
import type { Written } from "./written";

const ASKED = /\b(?:which|what)\s+(?:fiscal\s+)?quarter\b/i;

/** Whether the question asks which quarter of a year stands out. */
export function quarterRankAsked(question: string): boolean {
  return ASKED.test(question);
}

const ORDINALS: [RegExp, 1 | 2 | 3 | 4][] = [
  [/\b(?:first|1st|q1)\b/i, 1],
  [/\b(?:second|2nd|q2)\b/i, 2],
  [/\b(?:third|3rd|q3)\b/i, 3],
  [/\b(?:fourth|4th|q4)\b/i, 4],
];
const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const MONTH = new RegExp(String.raw`\b(${MONTHS.join("|")})\s+\d{1,2}\b`, "i");
// A column of the year's total or of a change is no quarter.
const NOT_A_QUARTER = /\b(?:full\s+year|year\s+total|total|change|%)\b/i;

export interface QuarterColumn {
  column: number;
  quarter: 1 | 2 | 3 | 4;
  /** The fiscal year the header names, null when it names none (a block's year row or the filing's says it). */
  year: number | null;
  /** How the answer names it: "the second quarter", "the quarter ended December 31". */
  name: string;
}

/**
 * The columns of a header that are quarters: named by ordinal ("Second Quarter", "2019 2nd",
 * "Q3 Fiscal Year 2021") or by the day they end ("December 31 | September 30 | June 30 | March 31",
 * numbered by their order, which runs forward or back through the year).
 */
export function quarterColumns(header: string[]): QuarterColumn[] {
  const cells = header.map((h, i) => ({ h, i })).slice(1).filter(({ h }) => !NOT_A_QUARTER.test(h));
  const yearOf = (h: string) => {
    const m = /\b((?:19|20)\d{2})\b/.exec(h);
    return m ? Number(m[1]) : null;
  };
  const byOrdinal = cells.flatMap(({ h, i }) => {
    if (!/\bquarter\b|\b(?:1st|2nd|3rd|4th)\b|\bq[1-4]\b/i.test(h)) return [];
    const found = ORDINALS.find(([re]) => re.test(h));
    return found ? [{ column: i, quarter: found[1], year: yearOf(h.replace(/\bfirst\b|\bsecond\b|\bthird\b|\bfourth\b/gi, "")), name: `the ${["first", "second", "third", "fourth"][found[1] - 1]} quarter` }] : [];
  });
  if (byOrdinal.length >= 3) return byOrdinal;
  const dated = cells.flatMap(({ h, i }) => {
    const m = MONTH.exec(h);
    return m ? [{ column: i, month: MONTHS.indexOf(m[1]!.toLowerCase()) + 1, year: yearOf(h), text: m[0] }] : [];
  });
  if (dated.length < 3 || dated.length > 4) return [];
  // Three months apart each step: forward (+3) or back (−3 ≡ +9) through the year.
  const steps = dated.slice(1).map((d, k) => (d.month - dated[k]!.month + 12) % 12);
  const forward = steps.every((s) => s === 3);
  if (!forward && !steps.every((s) => s === 9)) return [];
  const inOrder = forward ? dated : [...dated].reverse();
  const first = 5 - inOrder.length;
  return inOrder.map((d, k) => ({ column: d.column, quarter: (first + k) as 1 | 2 | 3 | 4, year: d.year, name: `the quarter ended ${d.text}` }));
}

// The same figure under its two names: a statement may print either.
const SIBLINGS: LineItemId[][] = [["netIncome", "netIncomeAttributable"]];
const matches = (label: string, item: LineItemId) => {
  const read = rowItem(label);
  return read === item || SIBLINGS.some((s) => s.includes(item) && read !== undefined && s.includes(read));
};

interface QuarterTable {
  page: CitablePage;
  grid: Grid;
  quarters: QuarterColumn[];
  /** The rows of the year asked, under its year heading when the table prints several years in blocks. */
  rows: GridRow[];
}

/** The first table of the pages that prints the year's quarters side by side with a row of the measure. */
function quarterTable(pages: CitablePage[], year: number, item: LineItemId): QuarterTable | null {
  for (const page of pages) {
    for (const grid of readGrids(page.content)) {
      const all = quarterColumns(grid.header);
      if (all.length < 3) continue;
      const named = all.filter((q) => q.year !== null);
      // Columns that name their years: the year asked's. Else the rows under a heading of that year,
      // or, with no year anywhere, the filing's own year.
      if (named.length) {
        const quarters = named.filter((q) => q.year === year);
        if (quarters.length >= 3 && grid.rows.some((r) => matches(r.label, item))) return { page, grid, quarters, rows: grid.rows };
        continue;
      }
      const blocks = grid.rows.some((r) => /^(?:19|20)\d{2}$/.test(r.section));
      const rows = blocks ? grid.rows.filter((r) => r.section === String(year)) : page.document.fiscalYear === year ? grid.rows : [];
      if (rows.some((r) => matches(r.label, item))) return { page, grid, quarters: all, rows };
    }
  }
  return null;
}

const SHARE = /\b(?:share|percent(?:age)?|%|proportion|fraction)\s+of\b|\bmargin\b|\bdivided\s+by\b|\brelative\s+to\b|\bas\s+a\s+(?:share|percent(?:age)?|%)\b/i;
const SEQUENTIAL = /\b(?:over|from|than|versus|vs\.?)\s+the\s+(?:quarter|one|period)\s+(?:before|preceding|prior)\b|\b(?:prior|previous|preceding|sequential)\s+quarter\b|\bsequential(?:ly)?\b|\bquarter[\s-]+(?:over|on)[\s-]+quarter\b/i;
const ADDED = /\b(?:add(?:ed|s)?|gain(?:ed)?|gr[eo]w|grew|rose|increase[d]?|jump(?:ed)?)\b/i;
const RATE = /\b(?:fastest|percent(?:age)?\s+(?:growth|increase|change)|growth\s+rate|in\s+percent)\b/i;
const LOSS = /\b(?:largest|biggest|greatest|deepest|heaviest|worst)\s+(?:[\w-]+\s+){0,2}loss/i;
const LOW = /\b(?:lowest|smallest|least|weakest|worst|fewest|minimum)\b/i;

/** What the quarters are compared on: a row's figure, or the ratio of two rows ("operating income as a share of net sales"). */
function measureAsked(question: string, reading: QuestionReading): { ratio: [LineItemId, LineItemId] | null; item: LineItemId | null } {
  const ratio = reading.metric?.ratioOf ?? (SHARE.test(question) && reading.lineItems.length >= 2 ? ([reading.lineItems[0]!, reading.lineItems[1]!] as [LineItemId, LineItemId]) : null);
  return { ratio, item: ratio ? ratio[0] : (reading.lineItems[0] ?? null) };
}

/** Whether a page prints the year's quarters side by side with a row of what a "which quarter" question compares. */
export function printsQuarters(question: string, reading: QuestionReading, year: number, page: CitablePage): boolean {
  const { item } = measureAsked(question, reading);
  return quarterRankAsked(question) && item !== null && quarterTable([page], year, item) !== null;
}

interface Scored {
  q: QuarterColumn;
  value: number;
  text: string;
}

/** The quarter that stands out on what the question asks, the others beside it; null when no table prints the quarters. */
export function quarterRankAnswer(question: string, reading: QuestionReading, year: number, pages: CitablePage[]): Written | null {
  if (!quarterRankAsked(question)) return null;
  const { ratio, item } = measureAsked(question, reading);
  if (!item) return null;
  const table = quarterTable(pages, year, item);
  if (!table) return null;
  const { page, grid, quarters, rows } = table;
  const rowOf = (it: LineItemId) => rows.find((r) => rowItem(r.label) === it) ?? rows.find((r) => matches(r.label, it));
  const top = rowOf(item);
  const bottom = ratio ? rowOf(ratio[1]) : undefined;
  if (!top || (ratio && !bottom)) return null;
  const money = (v: number) => gridAmount(grid, v);
  const ordered = [...quarters].sort((a, b) => a.quarter - b.quarter);
  const at = (row: GridRow, q: QuarterColumn) => gridFigure(row, q.column);
  let scored: Scored[];
  let what: string;
  if (ratio && bottom) {
    const decimals = reading.decimals ?? 2;
    scored = ordered.flatMap((q) => {
      const [n, d] = [at(top, q), at(bottom, q)];
      return n !== null && d ? [{ q, value: (n / d) * 100, text: `${money(n)} / ${money(d)}` }] : [];
    }).map((s) => ({ ...s, text: `${formatFigure(s.value, decimals)}% (${s.text})` }));
    what = `${top.label.toLowerCase()} as a share of ${bottom.label.toLowerCase()}`;
  } else if (SEQUENTIAL.test(question) || (ADDED.test(question) && /\bover\b/i.test(question))) {
    const rate = RATE.test(question);
    scored = ordered.slice(1).flatMap((q, k) => {
      const [now, before] = [at(top, q), at(top, ordered[k]!)];
      if (now === null || before === null || (rate && before === 0)) return [];
      // The difference kept to the decimals the table prints, not a float's tail.
      const places = Math.max(decimalsOf(top.cells[q.column]!), decimalsOf(top.cells[ordered[k]!.column]!));
      const change = Number((now - before).toFixed(places));
      const value = rate ? (change / Math.abs(before)) * 100 : change;
      const moved = rate ? `${value < 0 ? "" : "+"}${formatFigure(value, reading.decimals ?? 1)}%` : `${change < 0 ? "-" : "+"}${money(Math.abs(change)).replace(/^-/, "")}`;
      return [{ q, value, text: `${moved} (${money(now)} against ${money(before)} in ${ordered[k]!.name})` }];
    });
    what = `change in ${top.label.toLowerCase()} from the quarter before`;
  } else {
    scored = ordered.flatMap((q) => {
      const v = at(top, q);
      return v === null ? [] : [{ q, value: v, text: money(v) }];
    });
    what = top.label.toLowerCase();
  }
  if (scored.length < 2) return null;
  const low = !LOSS.test(question) ? LOW.test(question) || reading.extreme === "min" : true;
  const ranked = [...scored].sort((a, b) => (low ? a.value - b.value : b.value - a.value));
  const pick = ranked[0]!;
  const ref = `[${page.ref}]`;
  const when = (q: QuarterColumn) => `${q.name}${q.name.includes("ended") ? "," : " of"} ${year}`;
  const most = LOSS.test(question) && pick.value < 0 ? `largest loss in ${what}` : `${low ? "lowest" : "highest"} ${what}`;
  const lead = `${capital(when(pick.q))} had the ${most}: **${pick.text.split(" (")[0]}**${pick.text.includes(" (") ? ` (${pick.text.split(" (").slice(1).join(" (")}` : ""} ${ref} (page ${page.pageNumber}).`;
  const text = [lead, "", ...scored.map((s) => `- ${capital(when(s.q))}: ${s.text} ${ref}`)].join("\n");
  const cited = [top, bottom].filter((r): r is GridRow => r !== undefined);
  return { text, excerpts: new Map([[page.ref, gridExcerpt(page.content, grid.headerLine, cited, top, 16)]]) };
}

const decimalsOf = (cell: string) => /\.(\d+)/.exec(cell)?.[1]?.length ?? 0;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
