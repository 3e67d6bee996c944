// A definition referred back to in other words: "take FIFO-basis inventory as total inventories
// plus …. What percentage of that FIFO-basis amount is …?" — "that FIFO-basis amount" is the
// defined "FIFO-basis inventory", named by its first words and a word for any figure.

// What points back ("that", "this", "the said") and the word for a figure that may end it.
const POINTER = /^(?:that|this|the\s+said|said|the\s+same)\s+/;
const FIGURE_WORD = /\s+(?:amount|figure|total|value|sum|base|number|measure|balance|quantity)$/;

/**
 * The defined name (by key) a phrase's key refers back to, or null: the phrase must point back,
 * and what it keeps of the name must begin exactly one name of the question's definitions.
 */
export function referredDefinition(key: string, definedKeys: readonly string[]): string | null {
  if (!POINTER.test(key)) return null;
  const words = key.replace(POINTER, "").replace(FIGURE_WORD, "").trim();
  if (!words) return null;
  const exact = definedKeys.filter((k) => k === words);
  if (exact.length === 1) return exact[0]!;
  const begun = [...new Set(definedKeys.filter((k) => k.startsWith(`${words} `)))];
  return begun.length === 1 ? begun[0]! : null;
}
