// One way of reducing text to comparable words, shared by the vocabulary, the questions and the
// table rows of filings, so that "Purchases of property, plant & equipment" and "purchase of
// property plant and equipment" compare equal.

export interface Token {
  /** The normalised word. */
  word: string;
  /** Character offsets of the original word in the text it came from. */
  start: number;
  end: number;
}

/**
 * A light stemmer: plural and possessive endings only. Heavier stemming merges words that
 * financial language keeps apart ("operating" and "operations" are different statements' words).
 */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith("s") && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

// Spellings of one word that the vocabulary should not have to list twice.
const SYNONYM: Record<string, string> = { "&": "and", "%": "percent", percentage: "percent", pct: "percent" };

// Analysts' shorthand, read as the words it stands for wherever a wording is compared: "rev
// growth", "op margin", "avg inventories", "inventories minus AP". (Only abbreviations with no
// other reading in a filing's statements; "inv" or "int" could be several things.)
const SHORTHAND: Record<string, string[]> = {
  rev: ["revenue"], revs: ["revenue"], op: ["operating"], avg: ["average"],
  ap: ["account", "payable"], ar: ["account", "receivable"],
};

// "&" and "%" carry meaning in this domain (P&L, SG&A, "% of revenue"); they become words.
const WORD = /[a-z0-9]+|&|%/g;

/** Splits text into normalised words with their positions in the original text. */
export function tokenize(text: string): Token[] {
  const lower = text.toLowerCase().replace(/[’‘`]/g, "'");
  const tokens: Token[] = [];
  const re = new RegExp(WORD.source, "g");
  for (let m = re.exec(lower); m; m = re.exec(lower)) {
    const start = m.index;
    let end = start + m[0].length;
    // Possessives ("3M's", "shareholders'") belong to the word before them.
    if (lower[end] === "'" && lower[end + 1] === "s" && !/[a-z0-9]/.test(lower[end + 2] ?? "")) end += 2;
    else if (lower[end] === "'") end += 1;
    re.lastIndex = end;
    // A shorthand for several words gives each of them, at the shorthand's place.
    const expanded = SHORTHAND[m[0]];
    if (expanded) for (const word of expanded) tokens.push({ word, start, end });
    else tokens.push({ word: stem(SYNONYM[m[0]] ?? m[0]), start, end });
  }
  return tokens;
}

/** The normalised words of a text, for building vocabularies. */
export function words(text: string): string[] {
  return tokenize(text).map((t) => t.word);
}

/** A normalised, space-joined form of a phrase: a stable key for comparison. */
export function phraseKey(text: string): string {
  return words(text).join(" ");
}
