// "What was the largest current liability?", "Which current asset was the smallest?", "the
// second-largest operating expense", "the largest use of cash in investing activities", "which
// current asset grew the most": the rows a statement subtotal is made of, compared for the period
// asked, the answer first and each row cited. The rows count only when they add up to the
// subtotal, so a breakdown is never mistaken for the whole.
import { lineItem, type LineItemId } from "../../finance";
import type { QuestionReading } from "../../retrieval/read-question";
import type { CitablePage } from "../engines/engine";
import { columnFor, type PeriodAsk } from "../statements/column-choice";
import { FigureBook, type Figure } from "../statements/figure-book";
import { rowItem } from "../statements/row-item";
import { isPerShareRow, readStatementRows, type TableRow } from "../statements/statement-table";
import { dateText, figureText, possessive } from "./format";
import { sectionRankAsked, type SectionRankAsk } from "./section-rank-asked";
import { cite, figureExcerpts, type Written } from "./written";

const SUMS_TO = 0.01;

/** The subtotal whose rows the question compares, or null when it asks no such thing. */
export function componentAsked(question: string): LineItemId | null {
  return sectionRankAsked(question)?.subtotal ?? null;
}

const amountOf = (row: TableRow, value: number) => value * (row.unit && !isPerShareRow(row) ? row.unit.scale : 1);

interface Member {
  figure: Figure;
  /** The figure a year before, when the table prints it. */
  prior: Figure | null;
  /** What the rows are ranked by: the level, the move, or the cash paid out. */
  key: number;
}

// What the section's rows are called in an answer ("current liability", "operating expense",
// "investing outflow").
function rowNoun(subtotal: LineItemId): string {
  if (subtotal === "investingCashFlow") return "use of cash in investing activities";
  return lineItem(subtotal).name.replace(/^Total\s+/i, "").toLowerCase().replace(/ies$/, "y").replace(/s$/, "");
}

const ORDINAL_WORD = ["", "", "second-", "third-", "fourth-"];

// "Largest current liability at …", "current asset that rose the most in the year to …".
function ranked(ask: SectionRankAsk, noun: string, when: string, pointInTime: boolean): string {
  const prefix = ORDINAL_WORD[ask.rank] ?? "";
  if (!ask.moved) return `${prefix}${ask.extreme === "min" ? "smallest" : "largest"} ${noun} ${when}`;
  const moved = ask.extreme === "min" ? "fell the most" : "rose the most";
  return `${noun} that ${ask.rank > 1 ? `${prefix.replace(/-$/, "")} ` : ""}${moved} ${pointInTime ? when.replace(/^at /, "in the year to ") : when}`;
}

/** Each row of the section with what it is ranked by, or null when they do not add up to the subtotal. */
function sectionMembers(total: Figure, ask: SectionRankAsk, period: PeriodAsk): { total: Figure; members: Member[] } | null {
  const rows = readStatementRows(total.page.content);
  const at = rows.findIndex((r) => r.line === total.row.line);
  if (at < 0) return null;
  // The rows above the subtotal, back to the previous subtotal: those of its own section first,
  // then those under earlier headings it also closes ("Cost of revenues—product sales:", "Cost of
  // revenues—services:" … "Total costs and expenses"). The run that adds up closest to it is taken.
  const run: Member[] = [];
  let best: { members: Member[]; off: number } | null = null;
  for (let i = at - 1; i >= 0; i--) {
    const row = rows[i]!;
    if (row.context !== total.row.context || /^total\b/i.test(row.label)) break;
    // A table without period headers: the subtotal's column, counted the same way.
    const value = row.columns.length === 0 && total.row.columns.length === 0 ? row.values[total.column.position] : undefined;
    const hit = columnFor(row, period, total.page.document) ?? (value != null ? { value, column: total.column } : null);
    if (!hit || !/[a-z]/i.test(row.label)) continue;
    const figure: Figure = { ...total, printed: hit.value, amount: amountOf(row, hit.value), row, column: hit.column };
    // The subtotal split in its own kind ("… investing activities from continuing operations" and
    // "… from discontinued operations"): the rows are those of the part that closes a section.
    if (rowItem(row.label) === total.item) return run.length ? sectionMembers(figure, ask, period) : null;
    const before = columnFor(row, { ...period, year: period.year - 1, endsOn: null }, total.page.document);
    const prior = before && before.column !== hit.column ? { ...figure, year: period.year - 1, printed: before.value, amount: amountOf(row, before.value), column: before.column } : null;
    run.unshift({ figure, prior, key: figure.amount });
    const sum = run.reduce((a, m) => a + m.figure.amount, 0);
    // A cash-flow section's total may be printed as a positive outflow: its size is what must match.
    const off = Math.abs(Math.abs(sum) - Math.abs(total.amount));
    if (run.length >= 2 && off <= Math.abs(total.amount) * SUMS_TO && (!best || off < best.off)) best = { members: [...run], off };
  }
  if (!best) return null;
  const all = best.members;
  // Cash paid out is told as the amount paid ("$10,264 million"), as the statement's own outflows are.
  const paid = (f: Figure): Figure => ({ ...f, printed: Math.abs(f.printed), amount: Math.abs(f.amount) });
  if (ask.outflow) return { total, members: all.filter((m) => m.figure.amount < 0).map((m) => ({ ...m, figure: paid(m.figure), key: -m.figure.amount })) };
  if (ask.moved) {
    const moved = all.filter((m) => m.prior).map((m) => ({ ...m, key: m.figure.amount - m.prior!.amount }));
    return moved.length === all.length ? { total, members: moved } : null;
  }
  return { total, members: all };
}

/**
 * The subtotal read with the rows it is made of: first where the figure book reads it, else on the
 * next page that prints it (a summary table in the discussion may state the subtotal alone).
 */
function subtotalWithRows(pages: CitablePage[], ask: SectionRankAsk, period: PeriodAsk, reading: QuestionReading): { total: Figure; members: Member[] } | null {
  const options = { quarter: reading.quarter, endsOn: reading.endsOn };
  const first = new FigureBook(pages, period.year, options).find(ask.subtotal, period.year, reading.months);
  const tried = new Set<string>();
  for (const page of [...(first ? [first.page] : []), ...pages]) {
    if (tried.has(page.ref)) continue;
    tried.add(page.ref);
    const total = page === first?.page ? first : new FigureBook([page], period.year, options).find(ask.subtotal, period.year, reading.months);
    const read = total ? sectionMembers(total, ask, period) : null;
    if (read && read.members.length >= ask.rank) return read;
  }
  return null;
}

// "$1,741 million higher than $3,269 at the end of FY2018": a row's move told beside its level.
function moveText(m: Member, scale: number | null): string {
  if (!m.prior) return "";
  const change = m.figure.amount - m.prior.amount;
  const sized: Figure = { ...m.figure, printed: Math.abs(m.figure.printed - m.prior.printed), amount: Math.abs(change) };
  return `, ${change >= 0 ? "up" : "down"} ${figureText(sized, scale)} from ${figureText(m.prior, scale)} a year earlier`;
}

export function componentAnswer(question: string, reading: QuestionReading, year: number, pages: CitablePage[]): Written | null {
  const ask = sectionRankAsked(question);
  if (!ask) return null;
  const pointInTime = lineItem(ask.subtotal).pointInTime === true;
  const period: PeriodAsk = { year, months: pointInTime ? null : reading.months, quarter: reading.quarter, endsOn: reading.endsOn, pointInTime };
  const found = subtotalWithRows(pages, ask, period, reading);
  if (!found) return null;
  const { total, members } = found;
  const ordered = [...members].sort((a, b) => b.key - a.key);
  if (ask.extreme === "min") ordered.reverse();
  const pick = ordered[ask.rank - 1]!;
  const others = ordered.filter((m) => m !== pick);
  // The rows it is compared with: for the second-largest, the one ahead of it and the next behind.
  const above = ordered.slice(0, ask.rank - 1);
  const next = ask.rank > 1 ? ordered.slice(ask.rank, ask.rank + 1) : others.slice(0, 2);
  const noun = rowNoun(ask.subtotal);
  const scale = reading.scale;
  const when = pointInTime
    ? `at ${total.column.end?.length === 10 ? dateText(total.column.end) : `the end of FY${year}`}`
    : `in FY${year}`;
  // Two rows printed under the same name in different sections are told apart by their section.
  const label = (m: Member) =>
    members.filter((o) => o.figure.row.label === m.figure.row.label).length > 1 && m.figure.row.section
      ? `${m.figure.row.label} (${m.figure.row.section.replace(/:\s*$/, "")})`
      : m.figure.row.label;
  const shown = (m: Member) => figureText(m.figure, scale) + (ask.moved ? moveText(m, scale) : "");
  const versus = ask.extreme === "min" ? "above" : "ahead of";
  const behind = above.length ? `, ${ask.extreme === "min" ? "above only" : "behind"} ${above.map((m) => `"${label(m)}" (${shown(m)})`).join(" and ")}` : "";
  const lines = [
    `${possessive(total.page.document.companyName)} ${ranked(ask, noun, when, pointInTime)} was ` +
      `"${label(pick)}": **${figureText(pick.figure, scale)}** ${cite([pick.figure])}${ask.moved ? moveText(pick, scale) : ""}${behind}` +
      `${next.length ? `, ${versus} ${next.map((m) => `"${label(m)}" (${shown(m)})`).join(" and ")}` : ""}.`,
    "",
    ...ordered.map((m) => `- ${label(m)}: ${shown(m)} ${cite([m.figure])}`),
    `- ${total.row.label}: ${figureText(total, scale)} ${cite([total])}`,
  ];
  return { text: lines.join("\n"), excerpts: figureExcerpts([...members.map((m) => m.figure), ...members.flatMap((m) => (m.prior ? [m.prior] : [])), total]) };
}
