// A company's name misspelt in the question ("Netflx", "Microsfot", "Lockheed Martn"). The
// question reader finds the company through a misspelling and retrieval returns its pages; the
// checks that every name a question gives is printed on the pages it is answered from must then
// read the misspelt word as the company's own, not as another company no page speaks of.

/** Edits between two words (insert, delete, substitute, swap two neighbours). */
function edits(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

// Short words are too close to too many others ("Nile" and "Nike"): a misspelling is read only of
// a company word this long, and with one slip in it; a long one may carry two.
const SHORTEST = 5;
const TWO_SLIPS_FROM = 8;

/**
 * Whether `word` is a misspelling of one of the company's words (`companyWords`, lowercase): it
 * starts with the same letter and is one edit away (two from a long word), not the word itself.
 */
export function misspells(word: string, companyWords: Iterable<string>): boolean {
  const w = word.toLowerCase().replace(/['’]s?$/, "");
  if (w.length < SHORTEST - 1) return false;
  for (const c of companyWords) {
    if (c.length < SHORTEST || c === w || c[0] !== w[0]) continue;
    if (edits(w, c) <= (c.length >= TWO_SLIPS_FROM ? 2 : 1)) return true;
  }
  return false;
}
