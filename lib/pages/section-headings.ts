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
