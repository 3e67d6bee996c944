// A filing says what a passage is about in its headings ("Item 3. Legal Proceedings",
// "Seasonality", "Backlog"): a page whose headings carry the question's words (or the filings'
// words for its concepts) is the section that answers it, where a page that only mentions them
// in passing is not. Pages are Markdown, so headings are the lines that start with "#".

/** The text of a page's Markdown headings, one per line. */
export function headings(markdown: string): string {
  const found: string[] = [];
  for (const m of markdown.matchAll(/^#{1,6}[ \t]+(.+)$/gm)) found.push(m[1]!.trim());
  return found.join("\n");
}

// Running headers that open a page before its text: "Table of Contents", "PART II Item 8", a
// company name over its notes. They say nothing about whether the page opens a section.
const RUNNING_HEADER = /^(table of contents|index to (consolidated )?financial statements|part [ivx]+\b.*|.*\(continued\)|.*notes to (the )?(condensed )?consolidated financial statements.*)$/i;

/** Whether a page's text begins with a heading of its own (after its running headers). */
export function opensWithHeading(markdown: string): boolean {
  for (const raw of markdown.split("\n")) {
    const line = raw.trim();
    if (!line || RUNNING_HEADER.test(line.replace(/^#+\s*/, ""))) continue;
    return /^#{1,6}[ \t]/.test(line);
  }
  return false;
}

// A heading that opens a numbered part of a filing: "Item 7.", "Note 5 -", "NOTE 11 —", "2. Acquisitions", "B. Divestitures".
const NUMBERED = /^(?:item|note)\s+\d+|^(?:\d{1,2}|[A-Z])[.)]\s+\S/i;

/**
 * The headings a page is under: its own, and — when it continues the previous page's text rather
 * than opening with a heading — the section it carries on: the last heading of the page before,
 * and the last numbered one there (the note or item that sub-heading belongs to).
 */
export function sectionHeadings(markdown: string, previous: string | undefined): string {
  const own = headings(markdown);
  if (previous === undefined || opensWithHeading(markdown)) return own;
  const before = headings(previous).split("\n").filter(Boolean);
  const carried = [...new Set([before.findLast((h) => NUMBERED.test(h)), before.at(-1)].filter((h): h is string => h !== undefined))];
  return [...carried, own].join("\n");
}
