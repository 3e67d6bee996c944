// A row's label and a question name the same thing in other inflections: "repurchasing common
// stock" is the row "Repurchases of common stock", "dividend paid" the row "Dividends paid". A
// word is compared by its stem: without a plural's or a gerund's ending, and without a final "e".
// Lighter than the retrieval's Porter stemmer (lib/pages/porter-stemmer.ts), which takes
// "operating" and "operations" to one stem: "operating income" and "cash from operations" are
// different rows.

/** The word without its inflection: "repurchasing", "repurchases" and "repurchase" → "repurchas". */
export function wordStem(word: string): string {
  let w = word.toLowerCase();
  // Short words ("gas", "news", "loss", "sales" of four letters or fewer) are kept as they are.
  if (w.length <= 4) return w;
  if (w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (/[^s]s$/.test(w)) w = w.slice(0, -1);
  if (w.length >= 7 && w.endsWith("ing")) w = w.slice(0, -3);
  return w.length > 4 ? w.replace(/e$/, "") : w;
}
