// The reader works on plain lines: Markdown decoration is removed, and a table row becomes its
// cells joined by " | ", so cover-page tables ("Common Stock | WMT | NYSE") read the same
// whether they come from the Markdown extractor or from plain text.

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
  let s = line.replace(/\\([|*_#`[\]()\\.!>-])/g, "$1"); // Markdown escapes
  s = s.replace(/^\s{0,3}#{1,6}\s+/, "").replace(/^\s*>\s?/, "");
  s = s.replace(/(\*\*|__)(.+?)\1/g, "$2").replace(/`([^`]*)`/g, "$1");
  s = s.replace(/<br\s*\/?>/gi, " ");
  if (s.includes("|")) {
    const cells = s.split("|").map((c) => c.trim());
    if (cells[0] === "") cells.shift();
    if (cells.length && cells[cells.length - 1] === "") cells.pop();
    s = cells.filter((c) => c !== "").join(" | ");
  }
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
