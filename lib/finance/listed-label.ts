// Labels written as lists of what they cover: "Research, development and related expenses" is
// research and development; "Operating, selling, general and administrative expenses" is SG&A with
// one more member in front. Read the same way in a statement's rows and in a question's words.
import { LINE_ITEMS, type DictionaryItemId } from "./line-items";

/** A label's words as a list reads them: no commas, no "and" or "related" joining its members. */
const listWords = (text: string) => text.toLowerCase().replace(/[^a-z0-9&\s]/g, " ").split(/\s+/).filter((w) => w && w !== "and" && w !== "related");

/**
 * The dictionary item a comma-listed label stands for: one of its wordings, read as a list, ends
 * the label with at most one more member before it. Undefined for a label without a comma.
 */
export function listedLineItem(label: string): DictionaryItemId | undefined {
  if (!label.includes(",")) return undefined;
  const row = listWords(label);
  for (const item of LINE_ITEMS) {
    if (item.id.startsWith("row:")) continue;
    for (const wording of item.labels) {
      const known = listWords(wording);
      if (known.length < 2 || known.length > row.length || row.length - known.length > 1) continue;
      if (row.slice(row.length - known.length).every((w, i) => w === known[i])) return item.id as DictionaryItemId;
    }
  }
  return undefined;
}
