// An excerpt made of statement rows reads best as a table under its page's column headers:
// "| Net Revenue | 27,996 | 25,248 |" alone does not say which column is which period.

import { isRuleLine as isSeparator, isTableRow as isRow } from "../catalog/markdown-table";

/**
 * The excerpt as a Markdown table with the header of the page table it comes from, or null when
 * the excerpt is not table rows or its table cannot be found on the page.
 */
export function excerptAsTable(excerpt: string, pageContent: string | undefined): string | null {
  const rows = excerpt.split("\n").map((l) => l.trim()).filter(Boolean);
  if (!pageContent || rows.length === 0 || !rows.every(isRow)) return null;
  const lines = pageContent.split("\n").map((l) => l.trim());
  const at = lines.indexOf(rows[0]!);
  if (at < 0) return null;
  // Walk up to the start of that table: its header row sits just above the separator.
  let start = at;
  while (start > 0 && isRow(lines[start - 1]!)) start--;
  const header = lines[start];
  const separator = lines[start + 1];
  if (!separator || !isSeparator(separator) || start + 1 >= at) return null;
  return [header, separator, ...rows].join("\n");
}
