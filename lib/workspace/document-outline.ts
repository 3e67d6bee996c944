// A filing's outline, read from its pages: the Items of the form ("Item 1A. Risk Factors",
// "Item 2.02 Results of Operations") where their sections begin, and the Markdown headings the
// extraction found. A table of contents lists every Item too; its page is not where they begin,
// so an Item is placed at its first mention outside such a page.

export interface OutlineEntry {
  title: string;
  pageNumber: number;
  /** 1 for Items, 2 and 3 for headings. */
  level: 1 | 2 | 3;
}

export interface OutlinePage {
  pageNumber: number;
  markdown: string;
}

// "ITEM 1A. RISK FACTORS …", "Item 7 - Management's …", "**Item 2.02** Results …" at a line start.
const ITEM = /^[\s*#>_|-]*item\s+(\d{1,2}(?:\.\d{2})?[a-c]?)\b[\s.:–—-]*(.*)$/i;
const HEADING = /^(#{1,3})\s+(.+?)\s*#*\s*$/;
const CONTENTS = /\b(table of contents|index to (?:consolidated )?financial statements)\b/i;
const MAX_TITLE = 90;
/** A page naming this many Items on short lines is a table of contents (or a cross-reference index). */
const CONTENTS_ITEMS = 5;
const CONTENTS_LINE = 120;

const MINOR_WORDS = new Set(["a", "an", "and", "as", "at", "by", "for", "in", "of", "on", "or", "the", "to", "with"]);

function titleCase(text: string): string {
  return text
    .split(" ")
    .map((written) => (/\d/.test(written) ? written : written.toLowerCase()))
    .map((word, i) => (i > 0 && MINOR_WORDS.has(word) ? word : word.replace(/^([(“"-]*)(\p{L})/u, (_, before: string, letter: string) => before + letter.toUpperCase())))
    .join(" ");
}

/** The caption after "Item N.": its capitalised run ("RISK FACTORS Our business…" → "Risk Factors"). */
function caption(rest: string): string {
  const text = rest.replace(/[*_|]/g, " ").replace(/\s+/g, " ").trim();
  const words = text.split(" ");
  const upper: string[] = [];
  for (const word of words) {
    if (!/\p{L}/u.test(word) || word !== word.toUpperCase()) break;
    upper.push(word);
  }
  // An all-capital caption followed by prose ends where the capitals end; a caption in title
  // case runs to the end of the sentence.
  const chosen = upper.length >= 1 && upper.join(" ").length >= 4 ? titleCase(upper.join(" ")) : (text.split(/(?<=[a-z)])\.\s/)[0] ?? "");
  return chosen.length > MAX_TITLE ? `${chosen.slice(0, MAX_TITLE - 1).trimEnd()}…` : chosen.replace(/[.:\s]+$/, "");
}

function itemKey(number: string): string {
  return number.toUpperCase();
}

export function documentOutline(pages: readonly OutlinePage[]): OutlineEntry[] {
  const items = new Map<string, OutlineEntry>();
  const headings: OutlineEntry[] = [];
  for (const page of pages) {
    const lines = page.markdown.split("\n");
    const found: { key: string; entry: OutlineEntry; length: number }[] = [];
    for (const line of lines) {
      const item = ITEM.exec(line);
      if (item) {
        const label = `Item ${itemKey(item[1]!)}`;
        const text = caption(item[2] ?? "");
        found.push({
          key: itemKey(item[1]!),
          entry: { title: text ? `${label}. ${text}` : label, pageNumber: page.pageNumber, level: 1 },
          length: line.length,
        });
        continue;
      }
      const heading = HEADING.exec(line);
      if (heading) {
        const title = heading[2]!.replace(/[*_]/g, "").trim();
        if (title.length < 2 || title.length > MAX_TITLE) continue;
        const previous = headings.at(-1);
        if (previous && previous.title === title && previous.pageNumber === page.pageNumber) continue;
        headings.push({ title, pageNumber: page.pageNumber, level: heading[1]!.length === 1 ? 2 : heading[1]!.length === 2 ? 2 : 3 });
      }
    }
    const distinct = new Set(found.map((f) => f.key));
    const shortLines = found.filter((f) => f.length < CONTENTS_LINE).length;
    if ((distinct.size >= CONTENTS_ITEMS && shortLines * 2 > found.length) || (distinct.size >= 2 && CONTENTS.test(page.markdown))) continue;
    for (const { key, entry } of found) if (!items.has(key)) items.set(key, entry);
  }
  // Items first where they coincide with a heading on their page; then in page order.
  return [...items.values(), ...headings].sort((a, b) => a.pageNumber - b.pageNumber || a.level - b.level);
}
