// The reader works on plain lines: Markdown decoration is removed, and a table row becomes its
// cells joined by " | ", so cover-page tables ("Common Stock | WMT | NYSE") read the same
// whether they come from the Markdown extractor or from plain text.
import { splitRow } from "../../catalog/markdown-table";

/** A page as the reader sees it: its lines, and the same text flattened to one line. */
export interface PageText {
  lines: string[];
  flat: string;
}

const TABLE_RULE = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;

const NEEDS_CLEANING = /[\\#>*_`<|\u00a0\u2002-\u200b\t]|\s\s/;

function cleanLine(line: string): string {
  // Most lines are plain prose; only decorated ones pay for the rewriting below.
  if (!NEEDS_CLEANING.test(line)) return line.trim();
  // A table row's cells are read by the one table reader, which keeps an escaped bar in its cell.
  let s = /(?<!\\)\|/.test(line) ? splitRow(line).filter((c) => c !== "").join(" | ") : line;
  s = s.replace(/\\([*_#`[\]()\\.!>-])/g, "$1"); // other Markdown escapes
  s = s.replace(/^\s{0,3}#{1,6}\s+/, "").replace(/^\s*>\s?/, "");
  s = s.replace(/(\*\*|__)(.+?)\1/g, "$2").replace(/`([^`]*)`/g, "$1");
  s = s.replace(/<br\s*\/?>/gi, " ");
  return s.replace(/[\u00a0\u2002-\u200b]/g, " ").replace(/\s+/g, " ").trim();
}

export function pageText(markdown: string): PageText {
  const lines: string[] = [];
  for (const raw of markdown.split(/\r?\n/)) {
    if (TABLE_RULE.test(raw)) continue;
    const line = cleanLine(raw);
    if (line) lines.push(line);
  }
  return { lines, flat: lines.join(" ") };
}

/** The cells of a line ("a | b | c" → ["a", "b", "c"]). */
export function cells(line: string): string[] {
  return line.split(" | ").map((c) => c.trim()).filter(Boolean);
}

/** Text without the table separators, for sentence-level patterns. */
export function prose(text: string): string {
  return text.replace(/ \| /g, " ");
}

/** A whole document: its pages, and all its text on one line for document-wide counts. */
export interface DocumentText {
  pages: PageText[];
  full: string;
}

export function documentText(markdownPages: string[]): DocumentText {
  const pages = markdownPages.map(pageText);
  return { pages, full: pages.map((p) => p.flat).join(" \n ") };
}

/** The text of pages [from, to), on one line. */
export function textOfPages(doc: DocumentText, from: number, to: number): string {
  return doc.pages.slice(Math.max(0, from), Math.min(doc.pages.length, to)).map((p) => p.flat).join(" \n ");
}
