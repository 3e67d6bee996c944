// The passages of a page a narrative answer may quote: sentences of its prose, each with the
// sentences that follow it in the same paragraph (an amount often comes a sentence after its
// subject), and table rows read as sentences that name their columns — "Balance at end of year:
// 6,006 (2017), 8,555 (2016)". A row whose columns cannot be named is no evidence in words.
import { dateText } from "./format";
import { readStatementRows, type Column, type TableRow } from "../statements/statement-table";

export interface Passage {
  /** Verbatim text of the page: the excerpt. */
  text: string;
  /** How the answer quotes it: the text itself, or a table row as a sentence. */
  quote: string;
  table: boolean;
  /** Sentences of the same paragraph that follow a prose passage, nearest first. */
  following: string[];
  /** The paragraph (line) the passage stands in, verbatim. */
  paragraph: string;
  /** The heading of the part of the page it stands under ("Business Environment"), or "" before any. */
  heading: string;
  /** Picked up mid-sentence: the line broke inside it (not a list item after a lead-in ending ":"). */
  fragment: boolean;
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

/** A statement row as a sentence naming each figure's column, or null when its columns are unknown. */
export function rowSentence(row: TableRow): string | null {
  if (row.columns.length === 0 || !row.label) return null;
  const cells = row.cells.slice(1).filter((c) => c !== "" && !/^[$%)]$/.test(c));
  if (row.columns[0].width === row.cells.length) {
    const parts = row.columns.map((c) => ({ c, value: row.cells[c.position] ?? "" })).filter((p) => p.value.trim() && !/^[$%)]$/.test(p.value.trim()));
    return parts.length ? `${row.label}: ${parts.map((p) => `${p.value.trim()} (${columnName(p.c)})`).join(", ")}` : null;
  }
  if (cells.length !== row.columns.length) return null;
  return `${row.label}: ${cells.map((v, i) => `${v} (${columnName(row.columns[i])})`).join(", ")}`;
}

// A full stop after these ends no sentence: "Souq Group Ltd. (“Souq”)", "U.S. sales", "No. 3".
const ABBREVIATION = /(?:\b(?:Inc|Ltd|Corp|Co|No|Nos|Mr|Mrs|Ms|Dr|Jr|Sr|St|vs|approx|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)|\b[A-Z](?:\.[A-Z])*)\.$/;

function sentences(line: string): string[] {
  const out: string[] = [];
  for (const piece of line.split(/(?<=[.!?;])\s+(?=[A-Z("“$])/)) {
    const s = piece.trim();
    if (out.length && ABBREVIATION.test(out[out.length - 1])) out[out.length - 1] += ` ${s}`;
    else out.push(s);
  }
  return out.filter((s) => s.length >= 3 && line.includes(s));
}

/** Every passage of a page worth quoting. */
export function quotablePassages(content: string): Passage[] {
  const out: Passage[] = [];
  const rows = new Map(readStatementRows(content).map((r) => [r.line, r]));
  let heading = "";
  let previous = "";
  for (const raw of content.split("\n")) {
    const line = raw.trim();
    const lineBefore = previous;
    if (line) previous = line;
    const title = line.replace(/^#+\s*/, "");
    // A "heading" that reads as a sentence is prose the page's layout set large: it is quotable.
    const prose = line.startsWith("#") && title.length >= MIN_PROSE * 2 && (title.match(/\b[a-z]+\b/g) ?? []).length >= 6;
    if (line.startsWith("#") && !prose) heading = title;
    if (!line || (line.startsWith("#") && !prose) || /^\|?[\s:|-]+\|?$/.test(line)) continue;
    if (line.startsWith("|")) {
      const row = rows.get(raw) ?? rows.get(line);
      const quote = row ? rowSentence(row) : null;
      if (quote && line.length <= MAX_PROSE) out.push({ text: line, quote, table: true, following: [], paragraph: line, heading, fragment: false });
      continue;
    }
    const parts = sentences(prose ? title : line);
    parts.forEach((s, i) => {
      if (s.length < MIN_PROSE || s.length > MAX_PROSE) return;
      out.push({
        text: s, quote: s, table: false, following: parts.slice(i + 1, i + 1 + FOLLOWING), paragraph: prose ? title : line, heading,
        fragment: i === 0 && /^[a-z]/.test(s) && !/[:;]$/.test(lineBefore),
      });
    });
  }
  return out;
}

/** The passage carried on to the sentences after it, as far as `count`, verbatim from its paragraph. */
export function extendedText(p: Passage, count: number): string {
  if (count === 0 || p.following.length === 0) return p.text;
  const start = p.paragraph.indexOf(p.text);
  const last = p.following[Math.min(count, p.following.length) - 1];
  const end = p.paragraph.indexOf(last, start + p.text.length);
  return start < 0 || end < 0 ? p.text : p.paragraph.slice(start, end + last.length);
}
