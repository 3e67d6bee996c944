// "Did the restructuring liability rise or fall over fiscal 2020, and by how much?", "did total
// goodwill rise or fall during 2020?": a balance a roll-forward table carries from one date to the
// next ("Liability balance at June 30, 2019" … "Liability balance at June 30, 2020"), compared at
// the start and end of the year asked, in the table's total column. The statement reader knows
// only line items of the statements; a roll-forward of a note (restructuring reserves, goodwill by
// segment, warranty accruals) prints its balances as dated rows, read here.
import type { CitablePage } from "../engines/engine";
import { gridAmount, gridExcerpt, gridFigure, readGrids, type Grid, type GridRow } from "../statements/table-grid";
import { isRuleOrBlank, isTableRow, splitRow } from "../../catalog/markdown-table";
import type { Written } from "./written";
import { columnWords } from "./column-rank";

// "Did it rise or fall", "increase or decrease", "go up or down": the direction and size of a move asked.
const RISE_OR_FALL = /\b(?:r[io]se|rises|increased?|gr[eo]w|go(?:ne)?\s+up|went\s+up)\s+or\s+(?:f[ae]ll|falls|decreased?|declined?|drop(?:ped)?|shr[iau]nk|(?:go(?:ne)?|went)?\s*down)\b|\b(?:f[ae]ll|decreased?|declined?)\s+or\s+(?:r[io]se|increased?|gr[eo]w)\b/i;

/** Whether the question asks whether (and by how much) a balance rose or fell. */
export function balanceMoveAsked(question: string): boolean {
  return RISE_OR_FALL.test(question);
}

const MONTH = "(?:January|February|March|April|May|June|July|August|September|October|November|December)";
// A balance row: its label ends with the date it stands at ("Balance at December 31, 2019",
// "Restructuring liability as of June 30, 2016", "Balance, June 30, 2020").
const DATED_ROW = new RegExp(String.raw`^(?:(?:[\w'’-]+\s+){0,5}?(?:balances?|liability|liabilities|reserves?|accruals?|allowance)\b[^|]*?\b(?:at|as\s+of|,)\s+)?(${MONTH})\s+(\d{1,2}),?\s+((?:19|20)\d\d)$`, "i");

interface Dated {
  row: GridRow;
  year: number;
  day: string;
}

function datedRows(grid: Grid, column: number): Dated[] {
  const out: Dated[] = [];
  for (const row of grid.rows) {
    const m = DATED_ROW.exec(row.label.trim());
    if (!m || gridFigure(row, column) === null) continue;
    out.push({ row, year: Number(m[3]), day: `${m[1]!.toLowerCase()} ${Number(m[2])}` });
  }
  return out;
}

/** The column the balances are read in: the table's (last) total column, or its only figure column. */
function totalColumn(grid: Grid): number | null {
  if (grid.header.length === 2) return 1;
  for (let k = grid.header.length - 1; k >= 1; k--) if (/\btotals?\b/i.test(grid.header[k]!)) return k;
  return null;
}

// Words of the question that say nothing of which balance: the move's, the period's, the asking's.
const NOISE = new Set(["did", "do", "does", "how", "much", "what", "was", "were", "is", "rise", "rose", "fall", "fell", "increase", "increased", "decrease", "decreased", "decline", "declined", "grow", "grew", "go", "up", "down", "total", "balance", "over", "during", "year", "fiscal", "from", "change", "move", "net", "it", "this", "that", "roll", "forward", "rollforward", "company", "s", "plan", "liability", "liabilitie", "other", "compared", "versus", "earlier", "quarter", "first", "second", "third", "fourth", "its", "their"]);

/** The words of the question that name what is carried forward ("restructuring", "goodwill"). */
function subjectWords(question: string, company: string): string[] {
  const own = new Set(columnWords(company));
  return [...new Set(columnWords(question))].filter((w) => !NOISE.has(w) && !own.has(w) && !/^\d+$/.test(w) && w.length > 2 && !new RegExp(`^${MONTH}$`, "i").test(w));
}

/** The prose just above a table (its caption, up to a dozen lines back), with its header and row labels. */
function tableWords(page: CitablePage, grid: Grid): Set<string> {
  const lines = page.content.split("\n");
  const at = lines.indexOf(grid.headerLine);
  const above: string[] = [];
  for (let i = at - 1; i >= 0 && i >= at - 12; i--) {
    const line = lines[i]!;
    if (isTableRow(line) && !isRuleOrBlank(splitRow(line))) {
      if (above.length) break;
      continue;
    }
    above.push(line);
  }
  return new Set(columnWords([...above, grid.header.join(" "), ...grid.rows.map((r) => r.label)].join(" ")));
}

interface Found {
  page: CitablePage;
  grid: Grid;
  column: number;
  open: Dated;
  close: Dated;
  score: number;
}

/** The roll-forward of the pages with balances at both ends of the year, about what the question names. */
function rollForward(question: string, year: number, pages: CitablePage[]): Found | null {
  let best: Found | null = null;
  for (const page of pages) {
    const subject = subjectWords(question, page.document.companyName ?? "");
    if (subject.length === 0) return null;
    for (const grid of readGrids(page.content)) {
      const column = totalColumn(grid);
      if (column === null) continue;
      const dated = datedRows(grid, column);
      const closes = dated.filter((d) => d.year === year);
      const close = closes.at(-1);
      if (!close) continue;
      const opens = dated.filter((d) => d.year === year - 1 && grid.rows.indexOf(d.row) < grid.rows.indexOf(close.row));
      // The balance a year before, on the same day where the table prints it.
      const open = opens.filter((d) => d.day === close.day).at(-1) ?? opens.at(-1);
      if (!open) continue;
      const words = tableWords(page, grid);
      const score = subject.filter((w) => words.has(w)).length;
      if (score === 0) continue;
      if (!best || score > best.score) best = { page, grid, column, open, close, score };
    }
  }
  return best;
}

/**
 * Whether the balance the question names rose or fell over the year, and by how much, read from
 * the roll-forward of the pages that carries it; null when no page prints one for that year.
 */
export function balanceMoveAnswer(question: string, year: number, pages: CitablePage[]): Written | null {
  if (!balanceMoveAsked(question)) return null;
  const found = rollForward(question, year, pages);
  if (!found) return null;
  const { page, grid, column, open, close } = found;
  const from = gridFigure(open.row, column)!;
  const to = gridFigure(close.row, column)!;
  const change = to - from;
  const ref = `[${page.ref}]`;
  const name = grid.header[column]!.trim() || "balance";
  const verb = change > 0 ? "rose" : change < 0 ? "fell" : "was unchanged";
  const size = change === 0 ? "" : ` by **${gridAmount(grid, Math.abs(change))}**`;
  const between = grid.rows.slice(grid.rows.indexOf(open.row) + 1, grid.rows.indexOf(close.row)).filter((r) => gridFigure(r, column) !== null);
  const text = [
    `The balance ${verb}${size} ${ref}: from ${gridAmount(grid, Math.abs(from))} ("${open.row.label}") to ${gridAmount(grid, Math.abs(to))} ("${close.row.label}"), in the "${name}" column of the roll-forward on page ${page.pageNumber}.`,
    "",
    ...between.map((r) => `- ${r.label}: ${gridFigure(r, column)! < 0 ? "-" : ""}${gridAmount(grid, Math.abs(gridFigure(r, column)!))} ${ref}`),
  ].join("\n");
  return { text: text.trimEnd(), excerpts: new Map([[page.ref, gridExcerpt(page.content, grid.headerLine, [close.row], close.row, 20)]]) };
}
