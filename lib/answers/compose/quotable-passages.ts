// The passages of a page a narrative answer may quote: whole sentences of its prose (rebuilt across
// the page's line breaks, a lead-in carrying its list), each with the sentences that follow it in
// the same paragraph (an amount often comes a sentence after its subject), and table rows read as
// sentences that name their columns — "Balance at end of year: 6,006 (2017), 8,555 (2016)". A row
// whose columns cannot be named is no evidence in words; a sentence the page cuts off is no passage.
import { dateText } from "./format";
import { pageSentences } from "./sentences";
import { readStatementRows, type Column, type TableRow } from "../statements/statement-table";

export interface Passage {
  /** Verbatim text of the page: the excerpt. */
  text: string;
  /** How the answer quotes it: the sentence rebuilt across line breaks, a table row as a sentence. */
  quote: string;
  table: boolean;
  /** Sentences of the same paragraph that follow a prose passage, nearest first. */
  following: string[];
  /** Where each following sentence ends on the page, to carry the excerpt on verbatim. */
  followingEnds: number[];
  /** Where the passage starts on the page. */
  start: number;
  /** The page it was read from. */
  page: string;
  /** The heading of the part of the page it stands under ("Business Environment"), or "" before any. */
  heading: string;
  /** Every heading above it on its page, first to nearest: the parts of the filing it stands in. */
  headings: string[];
  /** A sentence leading into a list carries its items; the quote shows them. */
  items: string[];
  /** A list item: the sentence that leads into its list. */
  leadIn: string | null;
  /** A table row: the row read, whose figures the answer can tell apart by period. */
  row?: TableRow;
}

// A heading printed as a line of prose ("Item 13. Certain Relationships and Related Transactions,
// and Director Independence.") or a letter's salutation ("To the Board of Directors and
// Shareholders of Acme, Inc.") states nothing: no passage to quote.
const ITEM_TITLE = /^(?:PART\s+[IVX]+[.,]?\s+)?ITEM\s+\d{1,2}[A-C]?[.:]\s+(.{3,160})$/i;
const SALUTATION = /^To\s+the\s+(?:Board\s+of\s+Directors|(?:Share|Stock)(?:holders|owners))\b[^\d]{0,140}$/i;

/** Whether a sentence is only a title or a salutation: every longer word of an item's title capitalised. */
export function isTitleLine(text: string): boolean {
  if (SALUTATION.test(text)) return true;
  const title = ITEM_TITLE.exec(text)?.[1];
  return title !== undefined && title.replace(/[.,;:]/g, " ").split(/\s+/).filter((w) => w.length > 3).every((w) => /^[A-Z“"(]/.test(w));
}

const MIN_PROSE = 40;
const MAX_PROSE = 900;
const FOLLOWING = 2;

const LENGTHS: Record<number, string> = { 3: "three months", 6: "six months", 9: "nine months" };

/** A column as a reader would name it: "2017", "Q3 2022", "three months ended June 2, 2023", "North America, 2021". */
export function columnName(c: Column): string {
  const period = c.quarter
    ? `Q${c.quarter} ${c.year}`
    : c.months && c.months < 12
      ? `${LENGTHS[c.months] ?? `${c.months} months`}${c.end?.length === 10 ? ` ended ${dateText(c.end)}` : ` of ${c.year}`}`
      : c.end?.length === 10 && !/^\s*(?:fiscal\s+)?(?:19|20)\d\d\s*$/i.test(c.label)
        ? `${c.months === 12 ? "year ended " : ""}${dateText(c.end)}`
        : String(c.year);
  return c.caption ? `${c.caption}, ${period}` : period;
}

/** A row's figures as printed, each with the column it stands in, or null when its columns are unknown. */
export function rowFigures(row: TableRow): { value: string; column: Column }[] | null {
  if (row.columns.length === 0 || !row.label) return null;
  if (row.columns[0]!.width === row.cells.length) {
    const parts = row.columns.map((c) => ({ column: c, value: (row.cells[c.position] ?? "").trim() })).filter((p) => p.value && !/^[$%)]$/.test(p.value));
    return parts.length ? parts : null;
  }
  const cells = row.cells.slice(1).filter((c) => c !== "" && !/^[$%)]$/.test(c));
  if (cells.length !== row.columns.length) return null;
  return cells.map((value, i) => ({ value, column: row.columns[i]! }));
}

/** A statement row as a sentence naming each figure's column, or null when its columns are unknown. */
export function rowSentence(row: TableRow): string | null {
  const figures = rowFigures(row);
  return figures ? `${row.label}: ${figures.map((p) => `${p.value} (${columnName(p.column)})`).join(", ")}` : null;
}

/** Every passage of a page worth quoting: whole sentences of its prose and its named table rows. */
export function quotablePassages(content: string): Passage[] {
  const out: Passage[] = [];
  const rows = new Map(readStatementRows(content).map((r) => [r.line, r]));
  let heading = "";
  let offset = 0;
  const titles: { start: number; title: string }[] = [];
  const above = (start: number) => titles.filter((t) => t.start < start).map((t) => t.title);
  for (const raw of content.split("\n")) {
    const line = raw.trim();
    const start = offset + raw.indexOf(line);
    offset += raw.length + 1;
    if (line.startsWith("#")) {
      heading = line.replace(/^#+\s*/, "");
      titles.push({ start, title: heading });
    }
    if (!line.startsWith("|") || /^\|?[\s:|-]+\|?$/.test(line)) continue;
    const row = rows.get(raw) ?? rows.get(line);
    const quote = row ? rowSentence(row) : null;
    if (quote && line.length <= MAX_PROSE) {
      out.push({ text: line, quote, table: true, following: [], followingEnds: [], start, page: content, heading, headings: above(start), items: [], leadIn: null, row: row! });
    }
  }
  const sentences = pageSentences(content);
  sentences.forEach((s, i) => {
    if (!s.complete || s.text.length < MIN_PROSE || s.text.length > MAX_PROSE || isTitleLine(s.text)) return;
    const after = sentences.slice(i + 1, i + 1 + FOLLOWING).filter((n) => n.paragraph === s.paragraph && n.complete);
    out.push({
      text: content.slice(s.start, s.end), quote: s.items.length ? `${s.text} ${s.items.join(" ")}` : s.text, table: false,
      following: after.map((n) => n.text), followingEnds: after.map((n) => n.end), start: s.start, page: content, heading: s.heading,
      headings: above(s.start), items: s.items, leadIn: s.leadIn,
    });
  });
  return out.sort((a, b) => a.start - b.start);
}

/** The passage carried on to the sentences after it, as far as `count`, verbatim from its page. */
export function extendedText(p: Passage, count: number): string {
  if (count === 0 || p.following.length === 0) return p.text;
  return p.page.slice(p.start, p.followingEnds[Math.min(count, p.following.length) - 1]);
}
